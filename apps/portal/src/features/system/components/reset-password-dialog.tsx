import { Input, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { TeamMember } from '@mizani/sdk/contract';
import { useTeamResetPwdMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { ListFormDialog } from '@mizani/ui/list-kit';
import { useFormik } from 'formik';
import { Field } from '@mizani/ui/form';
import { api } from '../../../lib/api.ts';
import { resetPasswordSchema } from '../team-forms.ts';

/** Sets a new login password for a staff member, who is signed out by it. */
export function ResetPasswordDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const t = useT();
  const reset = useTeamResetPwdMutation(api);
  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema(t),
    onSubmit: async (values) => {
      try {
        await reset.mutateAsync({ userId: member.userId, password: values.password });
      } catch {
        return;
      }
      notify({ type: 'success', message: t('team.member.passwordReset') });
      onClose();
    },
  });
  return (
    <ListFormDialog
      title={t('team.member.resetTitle', { name: member.userName })}
      formId="reset-password-form"
      onSubmit={formik.handleSubmit}
      onClose={onClose}
      submitting={formik.isSubmitting}
      saveLabel={t('team.save')}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('team.member.resetHelp')} {t('validation.passwordHelp')}
        </Text>
        <Field label={t('team.member.field.password')} required formik={formik} name="password">
          <Input {...formik.getFieldProps('password')} type="password" autoComplete="new-password" />
        </Field>
        <Field label={t('team.member.field.confirmPassword')} required formik={formik} name="confirmPassword">
          <Input {...formik.getFieldProps('confirmPassword')} type="password" autoComplete="new-password" />
        </Field>
      </Stack>
    </ListFormDialog>
  );
}

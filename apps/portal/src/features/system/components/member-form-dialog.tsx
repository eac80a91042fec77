import { Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { Role, TeamMember } from '@mizani/sdk/contract';
import { useTeamAddMutation, useTeamEditMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { ListFormDialog } from '@mizani/ui/list-kit';
import { useFormik, type FormikProps } from 'formik';
import { Field, Select, trimmingBlur } from '@mizani/ui/form';
import { useCountryOptions } from '../../../hooks/use-country-options.ts';
import { api } from '../../../lib/api.ts';
import { memberBody, memberFormOf, memberSchema, type MemberFormValues } from '../team-forms.ts';

type Formik = FormikProps<MemberFormValues>;
type FieldName = keyof MemberFormValues & string;

function TextInput({ formik, field, label, type = 'text', required = true, autoComplete }: { formik: Formik; field: FieldName; label: string; type?: string; required?: boolean; autoComplete?: string }) {
  const password = type === 'password';
  return (
    <Field label={label} required={required} formik={formik} name={field}>
      <Input
        {...formik.getFieldProps(field)}
        type={type}
        autoComplete={autoComplete}
        inputMode={field === 'phonenumber' ? 'tel' : undefined}
        onBlur={password ? formik.handleBlur : trimmingBlur(formik)}
      />
    </Field>
  );
}

/** Adds a staff member (with a first password), or edits one when `member` is given. */
export function MemberFormDialog({ member, roles, defaultCountryId, onClose }: { member?: TeamMember; roles: Role[]; defaultCountryId?: number | null; onClose: () => void }) {
  const t = useT();
  const countryOptions = useCountryOptions({ withDialCode: true });
  const add = useTeamAddMutation(api);
  const edit = useTeamEditMutation(api);
  const formik = useFormik<MemberFormValues>({
    initialValues: memberFormOf(member, defaultCountryId),
    validationSchema: memberSchema(t, !member),
    onSubmit: async (values) => {
      const body = memberBody(values);
      try {
        if (member) await edit.mutateAsync({ userId: member.userId, ...body });
        else await add.mutateAsync({ ...body, password: values.password });
      } catch {
        // The API client has shown the server's message.
        return;
      }
      notify({ type: 'success', message: t('team.member.saved') });
      onClose();
    },
  });
  const submitting = formik.isSubmitting;
  return (
    <ListFormDialog
      title={t(member ? 'team.member.editTitle' : 'team.member.addTitle')}
      formId="member-form"
      onSubmit={formik.handleSubmit}
      onClose={onClose}
      submitting={submitting}
      saveLabel={t('team.save')}
    >
      <Stack gap="4">
        {roles.length === 0 ? <Text color="fg.muted">{t('team.member.noRoles')}</Text> : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextInput formik={formik} field="userName" label={t('team.member.field.userName')} autoComplete="off" />
          <Field label={t('team.member.field.roleId')} required formik={formik} name="roleId">
            <Select
              {...formik.getFieldProps('roleId')}
              placeholder={t('team.member.chooseOption')}
              options={roles.map((role) => ({ value: String(role.roleId), label: role.status === 0 ? role.roleName : t('team.member.roleDisabled', { name: role.roleName }) }))}
            />
          </Field>
          <TextInput formik={formik} field="email" type="email" label={t('team.member.field.email')} autoComplete="off" />
          <Field label={t('team.member.field.countryId')} required formik={formik} name="countryId">
            <Select {...formik.getFieldProps('countryId')} placeholder={t('team.member.chooseOption')} options={countryOptions} />
          </Field>
          <TextInput formik={formik} field="phonenumber" type="tel" label={t('team.member.field.phonenumber')} autoComplete="off" />
          {member ? null : (
            <>
              <TextInput formik={formik} field="password" type="password" label={t('team.member.field.password')} autoComplete="new-password" />
              <TextInput formik={formik} field="confirmPassword" type="password" label={t('team.member.field.confirmPassword')} autoComplete="new-password" />
            </>
          )}
        </SimpleGrid>
        {member ? null : (
          <Text fontSize="sm" color="fg.muted">
            {t('validation.passwordHelp')}
          </Text>
        )}
        <Field label={t('team.member.field.remark')}>
          <Textarea {...formik.getFieldProps('remark')} rows={2} onBlur={trimmingBlur(formik)} />
        </Field>
      </Stack>
    </ListFormDialog>
  );
}

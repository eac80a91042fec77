import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { Role } from '@mizani/sdk/contract';
import { useRoleAddMutation, useRoleEditMutation, useRoleMenuTreeQuery } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { ListFormDialog } from '@mizani/ui/list-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Field, trimmingBlur } from '@mizani/ui/form';
import { api } from '../../../lib/api.ts';
import { selectionToMenus } from '../menu-selection.ts';
import { roleFormOf, roleSchema, type RoleFormValues } from '../team-forms.ts';
import { MenuTreeChecklist } from './menu-tree-checklist.tsx';

/** Creates a role, or edits one when `role` is given: its name, remark and the tree of permissions. */
export function RoleFormDialog({ role, onClose }: { role?: Role; onClose: () => void }) {
  const t = useT();
  const tree = useRoleMenuTreeQuery(api);
  const add = useRoleAddMutation(api);
  const edit = useRoleEditMutation(api);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(role?.menus ?? []));

  const formik = useFormik<RoleFormValues>({
    initialValues: roleFormOf(role),
    validationSchema: roleSchema(t),
    onSubmit: async (values) => {
      const menus = selectionToMenus(tree.data ?? [], selected);
      const remark = values.remark.trim();
      try {
        if (role) await edit.mutateAsync({ roleId: role.roleId, roleName: values.roleName.trim(), menus, ...(remark ? { remark } : {}) });
        else await add.mutateAsync({ roleName: values.roleName.trim(), menus, ...(remark ? { remark } : {}) });
      } catch {
        // The API client has shown the server's message.
        return;
      }
      notify({ type: 'success', message: t('team.role.saved') });
      onClose();
    },
  });
  const submitting = formik.isSubmitting;
  const count = tree.data ? selectionToMenus(tree.data, selected).length : 0;

  return (
    <ListFormDialog
      title={t(role ? 'team.role.editTitle' : 'team.role.addTitle')}
      formId="role-form"
      onSubmit={formik.handleSubmit}
      onClose={onClose}
      submitting={submitting}
      saveLabel={t('team.save')}
      saveDisabled={!tree.data}
    >
      <Stack gap="4">
        <Field label={t('team.role.field.name')} required formik={formik} name="roleName">
          <Input {...formik.getFieldProps('roleName')} maxLength={60} onBlur={trimmingBlur(formik)} />
        </Field>
        <Stack gap="2">
          <Text id="role-menus-label" fontWeight="medium">
            {t('team.role.field.menus')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('team.role.menusHelp')} {t('team.role.selected', { count })}
          </Text>
          {tree.data ? (
            <MenuTreeChecklist tree={tree.data} selected={selected} onChange={setSelected} labelledBy="role-menus-label" />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('team.role.loadingTree')}
            </Text>
          )}
        </Stack>
        <Field label={t('team.role.field.remark')}>
          <Textarea {...formik.getFieldProps('remark')} rows={2} />
        </Field>
      </Stack>
    </ListFormDialog>
  );
}

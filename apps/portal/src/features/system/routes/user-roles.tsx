import { Badge, Button, HStack, Input } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { hasToken } from '@mizani/sdk';
import type { Role, RoleStatus } from '@mizani/sdk/contract';
import { useRoleListQuery, useRoleStatusMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { ConfirmDialog, FilterSelect, useFilterDraft, useListState } from '@mizani/ui/list-kit';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@mizani/ui/form';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { RoleFormDialog } from '../components/role-form-dialog.tsx';
import { RowCard } from '../../../components/row-card.tsx';
import { SystemListPanel } from '../components/system-list.tsx';

export const ROLE_PAGE_SIZE = 20;

interface RoleFilter {
  roleName: string;
  status: string;
}
const EMPTY_FILTER: RoleFilter = { roleName: '', status: '' };
const tidy = (filter: RoleFilter): RoleFilter => ({ ...filter, roleName: filter.roleName.trim() });

type Open = { kind: 'add' } | { kind: 'edit' | 'disable'; role: Role } | null;

function StatusBadge({ status }: { status: RoleStatus }) {
  const t = useT();
  return (
    <Badge colorPalette={status === 0 ? 'green' : 'gray'} variant="subtle">
      {t(status === 0 ? 'team.role.status.enabled' : 'team.role.status.disabled')}
    </Badge>
  );
}

function RowActions({ role, onOpen, onEnable }: { role: Role; onOpen: (open: Open) => void; onEnable: (role: Role) => void }) {
  const t = useT();
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="outline" aria-label={t('team.role.editOf', { name: role.roleName })} onClick={() => onOpen({ kind: 'edit', role })}>
        {t('team.role.edit')}
      </Button>
      {role.status === 0 ? (
        <Button size="xs" variant="outline" colorPalette="red" aria-label={t('team.role.disableOf', { name: role.roleName })} onClick={() => onOpen({ kind: 'disable', role })}>
          {t('team.role.disable')}
        </Button>
      ) : (
        <Button size="xs" variant="outline" aria-label={t('team.role.enableOf', { name: role.roleName })} onClick={() => onEnable(role)}>
          {t('team.role.enable')}
        </Button>
      )}
    </HStack>
  );
}

/** /home/system-userRole: the main account's roles; create, edit (name and permission tree), enable or disable. */
export function UserRolesRoute() {
  const t = useT();
  const { locale } = useLocale();
  const controls = useListState<RoleFilter>(EMPTY_FILTER);
  const filter = useFilterDraft(controls, EMPTY_FILTER, tidy);
  const [open, setOpen] = useState<Open>(null);
  const status = useRoleStatusMutation(api);

  const query = {
    pageNum: controls.pageNum,
    pageSize: ROLE_PAGE_SIZE,
    ...(controls.filter.roleName ? { roleName: controls.filter.roleName } : {}),
    ...(controls.filter.status !== '' ? { status: Number(controls.filter.status) as RoleStatus } : {}),
  };
  const list = useRoleListQuery(api, query, { enabled: hasToken(), placeholderData: keepPreviousData });

  const setStatus = async (role: Role, next: RoleStatus) => {
    try {
      await status.mutateAsync({ roleId: role.roleId, status: next });
    } catch {
      return;
    }
    notify({ type: 'success', message: t(next === 0 ? 'team.role.enabledDone' : 'team.role.disabledDone') });
    setOpen(null);
  };
  const actions = (role: Role) => <RowActions role={role} onOpen={setOpen} onEnable={(r) => void setStatus(r, 0)} />;

  return (
    <SystemListPanel
      title={t('menu.system.role')}
      titleId="roles"
      addLabel={t('team.role.add')}
      onAdd={() => setOpen({ kind: 'add' })}
      intro={t('team.role.intro')}
      filter={filter}
      filterColumns={{ base: 1, sm: 3 }}
      fields={
        <>
          <Field label={t('team.role.field.name')}>
            <Input size="sm" name="roleName" value={filter.draft.roleName} onChange={filter.set('roleName')} />
          </Field>
          <FilterSelect
            name="status"
            label={t('team.role.field.status')}
            value={filter.draft.status}
            onChange={filter.set('status')}
            options={[
              { value: '0', label: t('team.role.status.enabled') },
              { value: '1', label: t('team.role.status.disabled') },
            ]}
          />
        </>
      }
      controls={controls}
      result={list}
      rows={list.data?.rows ?? []}
      pageSize={ROLE_PAGE_SIZE}
      rowKey={(role) => role.roleId}
      tableTestId="role-table"
      rowTestId="role-row"
      columns={[
        { key: 'name', header: t('team.role.field.name'), cell: (role) => role.roleName, cellProps: { fontWeight: 'medium' } },
        { key: 'status', header: t('team.role.field.status'), cell: (role) => <StatusBadge status={role.status} /> },
        { key: 'members', header: t('team.role.field.members'), cell: (role) => role.memberCount },
        { key: 'remark', header: t('team.role.field.remark'), cell: (role) => role.remark ?? '' },
        { key: 'createTime', header: t('team.role.field.createTime'), cell: (role) => formatDateTime(role.createTime, locale) },
        { key: 'actions', header: t('assets.list.actions'), cell: actions },
      ]}
      card={(role) => (
        <RowCard
          title={role.roleName}
          badge={<StatusBadge status={role.status} />}
          summary={t('detail.labelled', { label: t('team.role.field.members'), value: role.memberCount })}
          actions={actions(role)}
        />
      )}
      dialogs={
        <>
          {open?.kind === 'add' ? <RoleFormDialog onClose={() => setOpen(null)} /> : null}
          {open?.kind === 'edit' ? <RoleFormDialog role={open.role} onClose={() => setOpen(null)} /> : null}
          {open?.kind === 'disable' ? (
            <ConfirmDialog
              title={t('team.role.disableTitle')}
              message={t('team.role.disableBody', { name: open.role.roleName })}
              confirmLabel={t('team.role.disable')}
              busy={status.isPending}
              onConfirm={() => void setStatus(open.role, 1)}
              onClose={() => setOpen(null)}
            />
          ) : null}
        </>
      }
    />
  );
}

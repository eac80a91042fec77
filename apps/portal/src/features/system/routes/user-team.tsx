import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { hasToken } from '@mizani/sdk';
import type { TeamMember } from '@mizani/sdk/contract';
import { useRoleListQuery, useTeamDeleteMutation, useTeamListQuery } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { ConfirmDialog, FilterSelect, useFilterDraft, useListState } from '@mizani/ui/list-kit';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@mizani/ui/form';
import { useCountries } from '../../../hooks/use-countries.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { MemberFormDialog } from '../components/member-form-dialog.tsx';
import { ResetPasswordDialog } from '../components/reset-password-dialog.tsx';
import { RowCard } from '../../../components/row-card.tsx';
import { SystemListPanel } from '../components/system-list.tsx';

export const TEAM_PAGE_SIZE = 20;
/** Roles to choose from: the server's page limit; an account with more roles than this is not expected. */
const ROLE_CHOICES = { pageNum: 1, pageSize: 100 } as const;

interface TeamFilter {
  userName: string;
  phonenumber: string;
  roleId: string;
}
const EMPTY_FILTER: TeamFilter = { userName: '', phonenumber: '', roleId: '' };
const tidy = (filter: TeamFilter): TeamFilter => ({ ...filter, userName: filter.userName.trim(), phonenumber: filter.phonenumber.trim() });

type Open = { kind: 'add' } | { kind: 'edit' | 'delete' | 'reset'; member: TeamMember } | null;

function RowActions({ member, onOpen }: { member: TeamMember; onOpen: (open: Open) => void }) {
  const t = useT();
  const name = member.userName;
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="outline" aria-label={t('team.member.editOf', { name })} onClick={() => onOpen({ kind: 'edit', member })}>
        {t('team.member.edit')}
      </Button>
      <Button size="xs" variant="outline" aria-label={t('team.member.resetPwdOf', { name })} onClick={() => onOpen({ kind: 'reset', member })}>
        {t('team.member.resetPwd')}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" aria-label={t('team.member.deleteOf', { name })} onClick={() => onOpen({ kind: 'delete', member })}>
        {t('team.member.delete')}
      </Button>
    </HStack>
  );
}

/** /home/system-userTeam: the main account's staff members; add, edit, delete, reset password. */
export function UserTeamRoute() {
  const t = useT();
  const { locale } = useLocale();
  const user = useCurrentUser();
  const { nameOf } = useCountries();
  const controls = useListState<TeamFilter>(EMPTY_FILTER);
  const filter = useFilterDraft(controls, EMPTY_FILTER, tidy);
  const [open, setOpen] = useState<Open>(null);
  const remove = useTeamDeleteMutation(api);

  const roles = useRoleListQuery(api, ROLE_CHOICES, { enabled: hasToken() }).data?.rows ?? [];
  const query = {
    pageNum: controls.pageNum,
    pageSize: TEAM_PAGE_SIZE,
    ...(controls.filter.userName ? { userName: controls.filter.userName } : {}),
    ...(controls.filter.phonenumber ? { phonenumber: controls.filter.phonenumber } : {}),
    ...(controls.filter.roleId ? { roleId: Number(controls.filter.roleId) } : {}),
  };
  const list = useTeamListQuery(api, query, { enabled: hasToken(), placeholderData: keepPreviousData });
  const phoneOf = (member: TeamMember) => (member.phonenumber ? `+${member.countryId ?? ''} ${member.phonenumber}` : '');

  const confirmDelete = async (member: TeamMember) => {
    try {
      await remove.mutateAsync(member.userId);
    } catch {
      return;
    }
    notify({ type: 'success', message: t('team.member.deleted') });
    setOpen(null);
  };
  const actions = (member: TeamMember) => <RowActions member={member} onOpen={setOpen} />;

  return (
    <SystemListPanel
      title={t('menu.system.team')}
      titleId="team"
      addLabel={t('team.member.add')}
      onAdd={() => setOpen({ kind: 'add' })}
      intro={t('team.member.intro')}
      filter={filter}
      filterColumns={{ base: 1, sm: 2, lg: 4 }}
      fields={
        <>
          <Field label={t('team.member.field.userName')}>
            <Input size="sm" name="userName" value={filter.draft.userName} onChange={filter.set('userName')} />
          </Field>
          <Field label={t('team.member.field.phonenumber')}>
            <Input size="sm" name="phonenumber" inputMode="tel" value={filter.draft.phonenumber} onChange={filter.set('phonenumber')} />
          </Field>
          <FilterSelect
            name="roleId"
            label={t('team.member.field.roleId')}
            value={filter.draft.roleId}
            onChange={filter.set('roleId')}
            options={roles.map((role) => ({ value: String(role.roleId), label: role.roleName }))}
          />
        </>
      }
      controls={controls}
      result={list}
      rows={list.data?.rows ?? []}
      pageSize={TEAM_PAGE_SIZE}
      rowKey={(member) => member.userId}
      tableTestId="team-table"
      rowTestId="team-row"
      columns={[
        { key: 'userName', header: t('team.member.field.userName'), cell: (member) => member.userName, cellProps: { fontWeight: 'medium' } },
        { key: 'email', header: t('team.member.field.email'), cell: (member) => member.email ?? '' },
        { key: 'phone', header: t('team.member.field.phonenumber'), cell: phoneOf, cellProps: { fontVariantNumeric: 'tabular-nums' } },
        { key: 'country', header: t('team.member.field.countryId'), cell: (member) => (member.countryId ? (nameOf(member.countryId) ?? member.countryId) : '') },
        { key: 'role', header: t('team.member.field.roleId'), cell: (member) => member.roleName },
        { key: 'remark', header: t('team.member.field.remark'), cell: (member) => member.remark ?? '' },
        { key: 'createTime', header: t('team.member.field.createTime'), cell: (member) => formatDateTime(member.createTime, locale) },
        { key: 'actions', header: t('assets.list.actions'), cell: actions },
      ]}
      card={(member) => (
        <RowCard
          title={member.userName}
          badge={<Text fontSize="sm">{member.roleName}</Text>}
          summary={[member.email, phoneOf(member)].filter(Boolean).join(' · ')}
          actions={actions(member)}
        />
      )}
      dialogs={
        <>
          {open?.kind === 'add' ? <MemberFormDialog roles={roles} defaultCountryId={user?.countryId} onClose={() => setOpen(null)} /> : null}
          {open?.kind === 'edit' ? <MemberFormDialog member={open.member} roles={roles} onClose={() => setOpen(null)} /> : null}
          {open?.kind === 'reset' ? <ResetPasswordDialog member={open.member} onClose={() => setOpen(null)} /> : null}
          {open?.kind === 'delete' ? (
            <ConfirmDialog
              title={t('team.member.deleteTitle')}
              message={t('team.member.deleteBody', { name: open.member.userName })}
              confirmLabel={t('team.member.delete')}
              busy={remove.isPending}
              onConfirm={() => void confirmDelete(open.member)}
              onClose={() => setOpen(null)}
            />
          ) : null}
        </>
      }
    />
  );
}

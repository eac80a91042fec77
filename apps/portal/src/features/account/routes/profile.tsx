import { Button, DataList, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { UserInfo } from '@mizani/sdk';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '../../../components/panel.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useCountries } from '../../../hooks/use-countries.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { displayNameOf, formatPhone } from '../../../lib/user-display.ts';
import { paths } from '../../../paths.ts';
import { ChangeEmailDialog } from '../components/change-email-dialog.tsx';
import { ChangePhoneDialog } from '../components/change-phone-dialog.tsx';
import { EditProfileDialog } from '../components/edit-profile-dialog.tsx';
import { FundPasswordDialog } from '../components/fund-password-dialog.tsx';
import { NotificationSettings } from '../components/notification-settings.tsx';
import { ResetPasswordDialog } from '../components/reset-password-dialog.tsx';

type DialogName = 'profile' | 'phone' | 'email' | 'password' | 'fundPassword';

/** One line of a settings panel: what it is, its value, and the button that changes it. */
function SettingRow({ label, value, action }: { label: string; value: ReactNode; action: ReactNode }) {
  return (
    <Flex gap="3" py="3" borderTopWidth="1px" _first={{ borderTopWidth: '0', pt: '0' }} align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontWeight="medium" wordBreak="break-word">
          {value}
        </Text>
      </Stack>
      {action}
    </Flex>
  );
}

function ProfileDetails({ user, onEdit }: { user: UserInfo; onEdit: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const { nameOf } = useCountries();
  const name = displayNameOf(user);
  const rows: [string, string][] = [
    [t('profile.field.nickName'), user.nickName || t('profile.notSet')],
    [t('profile.field.accountNo'), user.accountNo],
    [t('profile.field.phone'), formatPhone(user.countryId, user.phone) ?? t('profile.notSet')],
    [t('profile.field.email'), user.email ?? t('profile.notSet')],
    [t('profile.field.country'), nameOf(user.countryId, user.countryName) ?? t('profile.notSet')],
    [t('profile.field.userType'), t(`userType.${user.userType}`)],
    [t('profile.field.createTime'), formatDate(user.createTime, locale)],
  ];
  return (
    <Panel
      title={t('profile.section.details')}
      titleId="profile-details"
      actions={
        <Button size="sm" colorPalette="brand" onClick={onEdit}>
          {t('profile.action.edit')}
        </Button>
      }
    >
      <Stack gap="5">
        <Flex gap="3" align="center">
          <UserAvatar fileId={user.avatar} name={name} label={t('shell.avatarOf', { name })} />
          <Stack gap="0" minW="0">
            <Heading as="h3" size="md" wordBreak="break-word" data-testid="profile-name">
              {name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {user.accountNo}
            </Text>
          </Stack>
        </Flex>
        <DataList.Root orientation="horizontal" gap="3" data-testid="profile-card">
          {rows.map(([label, value]) => (
            <DataList.Item key={label} flexWrap="wrap">
              <DataList.ItemLabel minW="8.5rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Stack>
    </Panel>
  );
}

/** /home/info: the profile, with a dialog for each change (profile, phone, email, both passwords), and the notification settings. */
export function ProfileRoute() {
  const t = useT();
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  if (!user) return <Skeleton height="64" borderRadius="xl" />;

  const close = () => setDialog(null);
  const open = (name: DialogName) => () => setDialog(name);
  const notSet = t('profile.notSet');
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <ProfileDetails user={user} onEdit={open('profile')} />
      <Panel title={t('profile.section.contact')} titleId="profile-contact">
        <SettingRow
          label={t('profile.field.phone')}
          value={formatPhone(user.countryId, user.phone) ?? notSet}
          action={
            <Button size="sm" variant="outline" onClick={open('phone')}>
              {t(user.phone ? 'profile.action.changePhone' : 'profile.action.addPhone')}
            </Button>
          }
        />
        <SettingRow
          label={t('profile.field.email')}
          value={user.email ?? notSet}
          action={
            <Button size="sm" variant="outline" onClick={open('email')}>
              {t(user.email ? 'profile.action.changeEmail' : 'profile.action.addEmail')}
            </Button>
          }
        />
      </Panel>
      <Panel
        title={t('profile.section.security')}
        titleId="profile-security"
        actions={
          <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
            <RouterLink to={paths.operationLog.getHref()}>{t('profile.action.viewLog')}</RouterLink>
          </Link>
        }
      >
        <SettingRow
          label={t('profile.field.loginPassword')}
          value={t('profile.loginPasswordSet')}
          action={
            <Button size="sm" variant="outline" onClick={open('password')}>
              {t('profile.action.resetPassword')}
            </Button>
          }
        />
        <SettingRow
          label={t('profile.field.fundPassword')}
          value={
            <>
              <span data-testid="fund-password-state">{t(user.fundPasswordFlag ? 'profile.isSet' : 'profile.notSet')}</span>
              <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="fg.muted">
                {t('profile.fundPasswordHelp')}
              </Text>
            </>
          }
          action={
            <Button size="sm" variant="outline" onClick={open('fundPassword')}>
              {t(user.fundPasswordFlag ? 'profile.action.resetFundPassword' : 'profile.action.setFundPassword')}
            </Button>
          }
        />
      </Panel>
      <NotificationSettings user={user} />
      {dialog === 'profile' ? <EditProfileDialog user={user} onClose={close} /> : null}
      {dialog === 'phone' ? <ChangePhoneDialog user={user} onClose={close} /> : null}
      {dialog === 'email' ? <ChangeEmailDialog user={user} onClose={close} /> : null}
      {dialog === 'password' ? <ResetPasswordDialog onClose={close} /> : null}
      {dialog === 'fundPassword' ? <FundPasswordDialog user={user} onClose={close} /> : null}
    </Stack>
  );
}

import { Badge, Button, Checkbox, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { NotificationPreferences, UserInfo } from '@mizani/sdk';
import { useNotificationPreferencesQuery, useNotificationPreferencesSaveMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { Field, Select } from '@mizani/ui/form';
import { ListErrorState } from '@mizani/ui/list-kit';
import { useState } from 'react';
import { Panel } from '../../../components/panel.tsx';
import { api } from '../../../lib/api.ts';

type Channel = 'sms' | 'email' | 'inApp';
const CHANNELS: readonly Channel[] = ['sms', 'email', 'inApp'];

/**
 * The profile's notification settings: the channels money messages go on and their language (the
 * main account's choice; staff see it and cannot change it), and the security messages, which are
 * always sent.
 */
export function NotificationSettings({ user }: { user: UserInfo }) {
  const t = useT();
  const { locale } = useLocale();
  const query = useNotificationPreferencesQuery(api, locale);
  const save = useNotificationPreferencesSaveMutation(api);
  // The user's edits over what the server holds; untouched until the first change.
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const staff = user.parentId > 0;

  const values = draft ?? query.data;
  const change = (patch: Partial<NotificationPreferences>) => {
    if (values) setDraft({ ...values, ...patch });
  };

  return (
    <Panel title={t('notify.prefs.title')} titleId="profile-notifications">
      {query.isError ? (
        <ListErrorState onRetry={() => void query.refetch()} />
      ) : !values ? (
        <Skeleton height="24" />
      ) : (
        <Stack gap="4" data-testid="notification-settings">
          <Text color="fg.muted">{t('notify.prefs.intro')}</Text>
          <Flex gap={{ base: '3', sm: '6' }} wrap="wrap" role="group" aria-label={t('notify.prefs.title')}>
            {CHANNELS.map((channel) => (
              <Checkbox.Root
                key={channel}
                name={channel}
                disabled={staff}
                checked={values[channel]}
                onCheckedChange={(details) => change({ [channel]: details.checked === true })}
                data-testid={`notify-${channel}`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`notify.prefs.${channel}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
          <Field label={t('notify.prefs.language')}>
            <Select
              name="locale"
              value={values.locale}
              disabled={staff}
              onChange={(event) => change({ locale: event.target.value === 'zh' ? 'zh' : 'en' })}
              options={[
                { value: 'en', label: t('lang.en') },
                { value: 'zh', label: t('lang.zh') },
              ]}
              data-testid="notify-locale"
            />
          </Field>
          <Flex gap="3" py="3" borderTopWidth="1px" direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }}>
            <Stack gap="0.5" flex="1" minW="0">
              <Text fontWeight="medium">{t('notify.prefs.security')}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('notify.prefs.securityHelp')}
              </Text>
            </Stack>
            <Badge colorPalette="green" variant="subtle" data-testid="notify-security">
              {t('notify.prefs.alwaysOn')}
            </Badge>
          </Flex>
          {staff ? (
            <Text fontSize="sm" color="fg.muted">
              {t('notify.prefs.mainOnly')}
            </Text>
          ) : (
            <Flex>
              <Button
                size="sm"
                colorPalette="brand"
                loading={save.isPending}
                onClick={() => {
                  save.mutate(values, {
                    onSuccess: () => {
                      setDraft(null);
                      notify({ type: 'success', message: t('notify.prefs.saved') });
                    },
                  });
                }}
              >
                {t('notify.prefs.save')}
              </Button>
            </Flex>
          )}
        </Stack>
      )}
    </Panel>
  );
}

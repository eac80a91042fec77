import { Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useLocale, useT } from '@mizani/i18n/react';
import type { NotificationItem } from '@mizani/sdk';
import { useNotificationListQuery, useNotificationReadMutation } from '@mizani/sdk/query';
import { ListErrorState } from '@mizani/ui/list-kit';
import { Panel } from '../../../components/panel.tsx';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/date-time.ts';

/** The message of a notification in the language on screen, its time in the user's format. */
function useWording() {
  const t = useT();
  const { locale } = useLocale();
  return (item: NotificationItem) => ({
    title: t(`notify.title.${item.event}` as MessageId),
    body: t(`notify.body.${item.event}` as MessageId, { ...item.params, time: formatDateTime(item.params.time ?? item.createTime, locale) }),
  });
}

/**
 * The signed-in person's money and security notifications on the notice page, newest first:
 * unread ones are marked until the user marks them read.
 */
export function MyNotifications() {
  const t = useT();
  const { locale } = useLocale();
  const query = useNotificationListQuery(api, { refetchOnWindowFocus: true });
  const read = useNotificationReadMutation(api);
  const word = useWording();
  const unread = query.data?.unread ?? 0;

  return (
    <Panel
      title={
        <Flex as="span" gap="2" align="center" wrap="wrap">
          {t('notify.list.title')}
          {query.data ? (
            <Badge colorPalette={unread > 0 ? 'red' : 'gray'} variant={unread > 0 ? 'solid' : 'subtle'} data-testid="notify-unread-count">
              {t('notify.list.unreadCount', { count: unread })}
            </Badge>
          ) : null}
        </Flex>
      }
      titleId="my-notifications"
      actions={
        unread > 0 ? (
          <Button size="sm" variant="outline" loading={read.isPending} onClick={() => read.mutate({})}>
            {t('notify.list.markAllRead')}
          </Button>
        ) : null
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{t('notify.list.intro')}</Text>
        {query.isError ? (
          <ListErrorState onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Skeleton height="20" />
        ) : query.data.list.length === 0 ? (
          <Text py="4" textAlign="center" color="fg.muted" data-testid="notify-empty">
            {t('notify.list.empty')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0" data-testid="notify-list">
            {query.data.list.map((item) => {
              const { title, body } = word(item);
              return (
                <Box as="li" key={item.id} py="3" borderTopWidth="1px" data-testid="notify-item" data-event={item.event} data-read={item.read}>
                  <Flex gap="2" align="center" wrap="wrap" mb="1">
                    {item.read ? null : (
                      <Badge colorPalette="red" variant="solid" data-testid="notify-unread">
                        {t('notify.list.unread')}
                      </Badge>
                    )}
                    <Heading as="h3" size="sm" fontWeight={item.read ? 'medium' : 'bold'}>
                      {title}
                    </Heading>
                    <Text asChild fontSize="sm" color="fg.muted">
                      <time dateTime={item.createTime}>{formatDateTime(item.createTime, locale)}</time>
                    </Text>
                  </Flex>
                  <Text wordBreak="break-word" data-testid="notify-body">
                    {body}
                  </Text>
                </Box>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}

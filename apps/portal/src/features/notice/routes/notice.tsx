import { Badge, Box, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { useNotice3Query, useSysNoticeQuery } from '@mizani/sdk/query';
import { ListErrorState } from '@mizani/ui/list-kit';
import { Arrival, useArrivals } from '../../../components/motion.tsx';
import { Panel } from '../../../components/panel.tsx';
import { api } from '../../../lib/api.ts';
import { retryOfFailed } from '../../../lib/failed-queries.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { mergeNotices, type ListedNotice } from '../merge-notices.ts';
import { MyNotifications } from '../components/my-notifications.tsx';

// The two sources number their notices separately, so the kind is part of the key.
const noticeKey = (notice: ListedNotice) => `${notice.kind}-${notice.id}`;

/**
 * /home/notice: the person's own money and security notifications, then announcements and system
 * notices in the language on screen, newest first.
 */
export function NoticeRoute() {
  const t = useT();
  const { locale } = useLocale();
  // Fetched again when the user comes back to the window (once stale): a new notice slides in.
  const announcements = useNotice3Query(api, locale, { refetchOnWindowFocus: true });
  const system = useSysNoticeQuery(api, locale, { refetchOnWindowFocus: true });
  const loading = announcements.isPending || system.isPending;
  // Half a list would read as "nothing more to see": either request failing shows the error.
  const retry = retryOfFailed([announcements, system]);
  const notices = mergeNotices(announcements.data, system.data);
  // Only notices that come after the first list are animated; another language starts a new list.
  const arrived = useArrivals(loading ? undefined : notices.map(noticeKey), locale);

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <MyNotifications />
      <Panel title={t('notice.title')} titleId="notice-list">
        <Stack gap="5">
          <Text color="fg.muted">{t('notice.intro')}</Text>
          {retry ? (
            <ListErrorState onRetry={retry} />
          ) : loading ? (
            <Stack gap="4">
              <Skeleton height="20" />
              <Skeleton height="20" />
            </Stack>
          ) : notices.length === 0 ? (
            <Text py="6" textAlign="center" color="fg.muted" data-testid="empty-state">
              {t('sdk.noData')}
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="0" data-testid="notice-list">
              {notices.map((notice) => (
                <Box asChild key={noticeKey(notice)} py="4" borderTopWidth="1px">
                  <Arrival as="li" arrived={arrived.has(noticeKey(notice))}>
                    <Box as="article" aria-labelledby={`notice-${noticeKey(notice)}`}>
                      <Flex gap="2" align="center" wrap="wrap" mb="1">
                        <Badge colorPalette={notice.kind === 'system' ? 'orange' : 'brand'} variant="subtle">
                          {t(notice.kind === 'system' ? 'notice.kind.system' : 'notice.kind.announcement')}
                        </Badge>
                        <Text asChild fontSize="sm" color="fg.muted">
                          <time dateTime={notice.createTime}>{formatDateTime(notice.createTime, locale)}</time>
                        </Text>
                      </Flex>
                      <Heading as="h3" size="md" id={`notice-${noticeKey(notice)}`} mb="2">
                        {notice.title}
                      </Heading>
                      <Text whiteSpace="pre-line" wordBreak="break-word">
                        {notice.content}
                      </Text>
                    </Box>
                  </Arrival>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      </Panel>
    </Stack>
  );
}

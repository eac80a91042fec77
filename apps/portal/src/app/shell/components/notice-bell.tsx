import { Box, createIcon, IconButton } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { queryKeys } from '@mizani/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../paths.ts';

const BellIcon = createIcon({
  displayName: 'BellIcon',
  path: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
    />
  ),
});

/**
 * The notice page's list query (same key and call), written out here: importing the SDK's
 * notification module would add it and the mutation helpers it carries, three files, to every
 * signed-in first visit. Quiet: the shell's loader asks for it before it knows whether a staff
 * role may read notices, and a refusal must not greet the page.
 */
export const noticeCountQuery = () => ({
  queryKey: queryKeys.notification.list(),
  queryFn: () => api.call('notification.list', { body: {} }, { repeatable: true, silent: true }),
});

/**
 * The header's link to the notice page with the count of unread notifications. It reads the
 * notice page's own list query, so "Mark all as read" there (which invalidates it) clears the count
 * here too; it is read again when the window regains focus rather than on a timer. The count sits
 * over the icon's corner, so the header keeps its size whether or not there is one.
 */
export function NoticeBell() {
  const t = useT();
  const list = useQuery({ ...noticeCountQuery(), refetchOnWindowFocus: true });
  const unread = list.data?.unread ?? 0;
  return (
    <IconButton asChild variant="ghost" size="sm" position="relative" aria-label={t('shell.header.notifications', { count: unread })}>
      <RouterLink to={paths.notice.getHref()} data-testid="notice-bell">
        <BellIcon />
        {unread > 0 ? (
          <Box
            as="span"
            aria-hidden
            data-testid="notice-bell-count"
            position="absolute"
            top="0.5"
            insetEnd="0.5"
            minW="4"
            h="4"
            px="1"
            borderRadius="full"
            bg="red.solid"
            color="red.contrast"
            fontSize="2xs"
            fontWeight="bold"
            display="flex"
            alignItems="center"
            justifyContent="center"
            lineHeight="1"
            pointerEvents="none"
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        ) : null}
      </RouterLink>
    </IconButton>
  );
}

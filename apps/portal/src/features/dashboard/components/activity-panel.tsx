import { Badge, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { hasToken } from '@mizani/sdk';
import { useUserLogQuery } from '@mizani/sdk/query';
import { ListErrorState, StyleClasses, type StyleSheet } from '@mizani/ui/list-kit';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '../../../components/panel.tsx';
import { api } from '../../../lib/api.ts';
import { retryOfFailed } from '../../../lib/failed-queries.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { operationLabel } from '../../../lib/operation-log.ts';
import { paths } from '../../../paths.ts';

export const RECENT_ACTIVITY_SIZE = 5;

// Plain elements sharing these classes: Chakra resolves the props of each of its elements, row by row.
const ROW_STYLES = {
  list: { display: 'flex', flexDirection: 'column', listStyleType: 'none' },
  row: { display: 'flex', gap: '3', py: '2.5', borderBottomWidth: '1px', _last: { borderBottomWidth: '0' }, alignItems: 'center', flexWrap: 'wrap' },
  what: { display: 'flex', flexDirection: 'column', flex: '1', minW: '10rem' },
  operation: { fontWeight: 'medium' },
  when: { fontSize: 'sm', color: 'fg.muted' },
} as const satisfies StyleSheet<string>;

/** The last entries of the operation log. */
export function ActivityPanel() {
  const t = useT();
  const { locale } = useLocale();
  const log = useUserLogQuery(api, { pageNum: 1, pageSize: RECENT_ACTIVITY_SIZE }, { enabled: hasToken() });
  const rows = log.data?.rows ?? [];
  const retry = retryOfFailed([log]);

  return (
    <Panel
      title={t('dashboard.activity.title')}
      titleId="dashboard-activity"
      actions={
        <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
          <RouterLink to={paths.operationLog.getHref()}>{t('dashboard.activity.viewAll')}</RouterLink>
        </Link>
      }
    >
      {retry ? (
        <ListErrorState onRetry={retry} />
      ) : log.isPending && hasToken() ? (
        <Stack gap="3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="10" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text color="fg.muted">{t('sdk.noData')}</Text>
      ) : (
        <StyleClasses styles={ROW_STYLES}>
          {(classes) => (
            <ol className={classes.list} data-testid="recent-activity">
              {rows.map((row) => (
                <li key={row.id} className={classes.row}>
                  <div className={classes.what}>
                    <p className={classes.operation}>{operationLabel(t, row.operation)}</p>
                    <p className={classes.when}>
                      {formatDateTime(row.createTime, locale)} · {row.ip}
                    </p>
                  </div>
                  <Badge colorPalette={row.success ? 'green' : 'red'} variant="subtle">
                    {t(row.success ? 'operationLog.result.success' : 'operationLog.result.failed')}
                  </Badge>
                </li>
              ))}
            </ol>
          )}
        </StyleClasses>
      )}
    </Panel>
  );
}

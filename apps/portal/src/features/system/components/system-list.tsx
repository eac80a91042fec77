import { Button, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { FilterButtons, FilterForm, PagedList, ResponsiveRows, type FilterDraft, type ListControls, type PagedResult, type RowColumn } from '@mizani/ui/list-kit';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/panel.tsx';

interface SystemListPanelProps<Filter, Row> {
  title: string;
  titleId: string;
  addLabel: string;
  onAdd: () => void;
  intro: string;
  filter: FilterDraft<Filter>;
  filterColumns: Parameters<typeof FilterForm>[0]['columns'];
  /** The filter fields, before Search and Reset. */
  fields: ReactNode;
  controls: ListControls<Filter>;
  result: PagedResult;
  rows: readonly Row[];
  pageSize: number;
  rowKey: (row: Row) => number;
  columns: readonly RowColumn<Row>[];
  tableTestId: string;
  rowTestId: string;
  card: (row: Row) => ReactNode;
  /** The add, edit and confirm dialogs, mounted while open. */
  dialogs: ReactNode;
}

/**
 * The frame both System screens (roles and staff) share: an Add button, filters applied with Search,
 * a server-paged list (table, or cards on a phone) without a period, and the dialogs.
 */
export function SystemListPanel<Filter, Row>(props: SystemListPanelProps<Filter, Row>) {
  const t = useT();
  const { filter, controls, result } = props;
  return (
    <Panel
      title={props.title}
      titleId={props.titleId}
      actions={
        <Button size="sm" colorPalette="brand" onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      }
    >
      <Stack gap="5">
        <Text color="fg.muted">{props.intro}</Text>
        <FilterForm label={t('assets.list.filters')} onSubmit={filter.submit} columns={props.filterColumns} alignItems="end">
          {props.fields}
          <FilterButtons onReset={filter.clear} />
        </FilterForm>
        <PagedList controls={controls} result={result} pageSize={props.pageSize} presets={false}>
          <ResponsiveRows
            rows={props.rows}
            rowKey={props.rowKey}
            columns={props.columns}
            tableTestId={props.tableTestId}
            rowAttributes={() => ({ 'data-testid': props.rowTestId })}
            card={props.card}
          />
        </PagedList>
      </Stack>
      {props.dialogs}
    </Panel>
  );
}

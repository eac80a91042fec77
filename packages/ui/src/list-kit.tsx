import { Box, Button, chakra, CloseButton, DataList, Dialog, Flex, HStack, Input, Portal, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { SimpleGridProps, TableCellProps } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { DATE_PRESETS, PRESET_LABELS, rangeOf, type DatePreset, type DateRange } from '@mizani/sdk/lists';
import { Fragment, useCallback, useMemo, useState, type ChangeEvent, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { Field, Select, type SelectOption } from './form.tsx';
import { StyleClasses, type StyleSheet } from './style-classes.tsx';
import { LIST_TABLE_FROM, useWideScreen } from './use-wide-screen.ts';

export { LIST_TABLE_FROM };

export { StyleClasses, type StyleSheet } from './style-classes.tsx';

/** The select lives with the form idiom; lists keep importing it from here. */
export { Select, type SelectOption } from './form.tsx';

/**
 * Pieces every list of both apps shares: the filter state, the date presets, paging, the empty
 * state, CSV export and a read-only detail dialog, so the lists look and behave the same.
 */

export interface ListState<Filter> {
  preset: DatePreset;
  /** Fixed when the preset is chosen: a range recomputed on every render would be a new query each time. */
  range: DateRange | null;
  filter: Filter;
  pageNum: number;
  /** The cursor each page was reached by (the `nextCursor` of the page before), by page number. */
  cursors: Readonly<Record<number, string>>;
}

export interface ListControls<Filter> extends ListState<Filter> {
  /** The cursor the page on screen is read by, when it was reached from the page before it. */
  cursor: string | undefined;
  choosePreset: (preset: DatePreset) => void;
  /** A new filter starts again at page 1, as a changed selection has other pages. */
  applyFilter: (filter: Filter) => void;
  /** To a page by number, or by the cursor that leads to it (Next); the number stays the page's. */
  goTo: (pageNum: number, cursor?: string) => void;
  reset: () => void;
}

const currentTime = () => new Date();

/** The state of a filtered, dated, paged list; changing the filter or the period goes back to page 1. */
export function useListState<Filter>(emptyFilter: Filter, now: () => Date = currentTime): ListControls<Filter> {
  const [state, setState] = useState<ListState<Filter>>({ preset: 'all', range: null, filter: emptyFilter, pageNum: 1, cursors: {} });
  // A new selection has other pages: the cursors of the old one lead nowhere.
  const choosePreset = useCallback((preset: DatePreset) => setState((current) => ({ ...current, preset, range: rangeOf(preset, now()), pageNum: 1, cursors: {} })), [now]);
  const applyFilter = useCallback((filter: Filter) => setState((current) => ({ ...current, filter, pageNum: 1, cursors: {} })), []);
  const goTo = useCallback(
    (pageNum: number, cursor?: string) =>
      setState((current) => ({ ...current, pageNum, cursors: cursor === undefined ? current.cursors : { ...current.cursors, [pageNum]: cursor } })),
    [],
  );
  const reset = useCallback(() => setState({ preset: 'all', range: null, filter: emptyFilter, pageNum: 1, cursors: {} }), [emptyFilter]);
  return useMemo(() => ({ ...state, cursor: state.cursors[state.pageNum], choosePreset, applyFilter, goTo, reset }), [state, choosePreset, applyFilter, goTo, reset]);
}

/**
 * The paging of a list request: the page number (the contract's) and, for a page reached from
 * the one before it, that page's `nextCursor`, so the server starts right there however deep.
 */
export function pageParams(controls: Pick<ListControls<unknown>, 'pageNum' | 'cursor'>): { pageNum: number; cursor?: string } {
  return controls.cursor === undefined ? { pageNum: controls.pageNum } : { pageNum: controls.pageNum, cursor: controls.cursor };
}

/** What a paged list query gives the list: react-query's result fits. */
export interface PagedResult {
  isPending: boolean;
  isPlaceholderData: boolean;
  /** The last read failed (a 5xx, a timeout, no network): not the same as a list with no rows. */
  isError?: boolean;
  refetch?: () => unknown;
  data?: { rows: readonly unknown[]; total: number; totalCapped?: boolean | undefined; nextCursor?: string | null | undefined } | undefined;
}

interface PagedListProps {
  controls: Pick<ListControls<unknown>, 'preset' | 'pageNum' | 'choosePreset' | 'goTo'>;
  result: PagedResult;
  pageSize: number;
  /** Shown between the rows and the pager. */
  note?: ReactNode;
  /** false for a list without a period, or one whose presets sit in its filter form. */
  presets?: boolean;
  children: ReactNode;
}

/** The date presets, the rows (or the loading and empty states) and the pager of one list. */
export function PagedList({ controls, result, pageSize, note, presets = true, children }: PagedListProps) {
  const rows = result.data?.rows.length ?? 0;
  return (
    <>
      {presets ? <DatePresetBar value={controls.preset} onChange={controls.choosePreset} /> : null}
      <ListBody
        pending={result.isPending}
        empty={rows === 0}
        stale={result.isPlaceholderData}
        failed={result.isError === true && result.data === undefined}
        onRetry={result.refetch}
      >
        {children}
      </ListBody>
      {note}
      <ListPager
        pageNum={controls.pageNum}
        pageSize={pageSize}
        total={result.data?.total ?? 0}
        totalCapped={result.data?.totalCapped}
        nextCursor={result.data?.nextCursor}
        onPage={controls.goTo}
      />
    </>
  );
}

/** The CSV export button: held while the file is being made; a failure has been shown by the API client. */
export function ExportButton({ onExport, disabled, label, size = 'sm' }: { onExport: () => Promise<unknown>; disabled?: boolean; label?: string; size?: 'sm' | 'md' }) {
  const t = useT();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch {
      // The client has told the user why.
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button size={size} variant="outline" onClick={() => void run()} loading={exporting} disabled={disabled === true || exporting}>
      {label ?? t('assets.list.export')}
    </Button>
  );
}

interface FilterSelectProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
}

/** A filter drop-down whose first choice, '', means no filter. */
export function FilterSelect({ name, label, value, onChange, options }: FilterSelectProps) {
  const t = useT();
  return (
    <Field label={label}>
      <Select size="sm" name={name} value={value} placeholder={t('assets.list.all')} options={options} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

export function DatePresetBar({ value, onChange }: { value: DatePreset; onChange: (preset: DatePreset) => void }) {
  const t = useT();
  return (
    <HStack role="group" aria-label={t('operationLog.range.label')} gap="2" wrap="wrap">
      {DATE_PRESETS.map((preset) => (
        <Button
          key={preset}
          size="sm"
          variant={value === preset ? 'solid' : 'outline'}
          colorPalette={value === preset ? 'brand' : 'gray'}
          aria-pressed={value === preset}
          onClick={() => onChange(preset)}
        >
          {t(PRESET_LABELS[preset])}
        </Button>
      ))}
    </HStack>
  );
}

interface ListPagerProps {
  pageNum: number;
  pageSize: number;
  /** Counted up to the server's cap; with `totalCapped` there are more ("10,000+"). */
  total: number;
  totalCapped?: boolean | undefined;
  /** The page after this one, when the list is read by cursor; null on the last page. */
  nextCursor?: string | null | undefined;
  onPage: (pageNum: number, cursor?: string) => void;
}

/**
 * First, previous, next and last page. Next goes by the page's cursor where the list has one, so
 * the server reads on from this page instead of stepping over every row before it; previous goes
 * back by the cursor that led there. A capped total has no known last page.
 */
export function ListPager({ pageNum, pageSize, total, totalCapped = false, nextCursor, onPage }: ListPagerProps) {
  const t = useT();
  if (total <= 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const atEnd = nextCursor === null || (nextCursor === undefined && pageNum >= pages);
  return (
    <Flex as="nav" aria-label={t('operationLog.pagination.label')} gap="3" align="center" justify="space-between" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="pager-status">
        {totalCapped
          ? t('assets.list.pageStatusCapped', { page: pageNum, total: t('assets.list.totalCapped', { total }) })
          : t('operationLog.pagination.status', { page: pageNum, pages, total })}
      </Text>
      <HStack gap="2" wrap="wrap">
        {/* A long list (thousands of rows) is paged by the server: its ends are one click away. */}
        <Button size="sm" variant="ghost" disabled={pageNum <= 1} onClick={() => onPage(1)}>
          {t('assets.list.firstPage')}
        </Button>
        <Button size="sm" variant="outline" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
          {t('operationLog.pagination.previous')}
        </Button>
        <Button size="sm" variant="outline" disabled={atEnd} onClick={() => onPage(pageNum + 1, nextCursor ?? undefined)}>
          {t('operationLog.pagination.next')}
        </Button>
        <Button size="sm" variant="ghost" disabled={totalCapped || pageNum >= pages} onClick={() => onPage(pages)}>
          {t('assets.list.lastPage')}
        </Button>
      </HStack>
    </Flex>
  );
}

export function EmptyState() {
  const t = useT();
  return (
    <Text py="8" textAlign="center" color="fg.muted" data-testid="empty-state">
      {t('sdk.noData')}
    </Text>
  );
}

export function ListSkeleton() {
  return (
    <Stack gap="3">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="10" />
      ))}
    </Stack>
  );
}

/** A list whose read failed: saying "no data" would tell the user there is nothing, which may be false. */
export function ListErrorState({ onRetry }: { onRetry?: (() => unknown) | undefined }) {
  const t = useT();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    if (!onRetry) return;
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Stack py="8" gap="3" align="center" role="alert" data-testid="list-error">
      <Text textAlign="center" color="fg.error">
        {t('list.loadFailed')}
      </Text>
      {onRetry ? (
        <Button size="sm" variant="outline" loading={retrying} onClick={() => void retry()}>
          {t('list.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}

interface ListBodyProps {
  pending: boolean;
  empty: boolean;
  stale: boolean;
  /** The read failed and there are no rows to show: an error with a retry, never the empty state. */
  failed?: boolean;
  onRetry?: (() => unknown) | undefined;
  children: ReactNode;
}

/** Shows the loading, failed, empty or filled state of a list page; rows dim while the next page loads. */
export function ListBody({ pending, empty, stale, failed = false, onRetry, children }: ListBodyProps) {
  if (failed) return <ListErrorState onRetry={onRetry} />;
  if (pending) return <ListSkeleton />;
  if (empty) return <EmptyState />;
  return (
    <Box opacity={stale ? 0.6 : 1} transition="opacity 0.2s">
      {children}
    </Box>
  );
}

export interface DetailRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

/**
 * A labelled list of values, as a detail view, a quote or a result shows them: label beside value
 * from 480 px, the label above its value on a phone. Empty values are left out.
 *
 * The switch is made with style props on the items, not a responsive `orientation`: Chakra merges
 * the two orientations' styles (a column whose items are centred), which drew every detail list
 * as a centred column on a desktop.
 */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="3" maxW="xl">
      {rows
        .filter((row) => row.value !== null && row.value !== undefined && row.value !== '')
        .map((row) => (
          <DataList.Item
            key={row.label}
            data-testid={row.testId}
            flexDirection={{ base: 'column', sm: 'row' }}
            alignItems={{ base: 'stretch', sm: 'baseline' }}
            gap={{ base: '0.5', sm: '4' }}
          >
            <DataList.ItemLabel flexShrink="0" w={{ sm: '40%' }}>
              {row.label}
            </DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** 'alertdialog' for a question the user must answer. */
  role?: 'dialog' | 'alertdialog';
  /** The close button's accessible name (and the default footer's button); the list wording unless given. */
  closeLabel?: string;
  testId?: string;
}

/** The dialog frame the list screens open details, forms and confirmations in; mounted only while open. */
export function ListDialog({ title, onClose, children, footer, role = 'dialog', closeLabel, testId }: ModalProps) {
  const t = useT();
  const close = closeLabel ?? t('assets.list.close');
  return (
    <Dialog.Root
      open
      role={role}
      onOpenChange={(event) => (event.open ? undefined : onClose())}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              {/* An order number is one long word: it breaks rather than widen the dialog on a phone. */}
              <Dialog.Title wordBreak="break-word">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {footer ?? (
                <Button variant="outline" onClick={onClose}>
                  {close}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ConfirmProps {
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone; the confirm button is red and held while it runs. */
export function ConfirmDialog({ title, message, confirmLabel, busy, onConfirm, onClose }: ConfirmProps) {
  const t = useT();
  return (
    <ListDialog
      title={title}
      onClose={onClose}
      role="alertdialog"
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('assets.list.cancel')}
          </Button>
          <Button colorPalette="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </HStack>
      }
    >
      <Text>{message}</Text>
    </ListDialog>
  );
}

/** A field of a filter form, set from an input or select event or from a plain value. */
type FieldInput = string | { target: { value: string } };

export interface FilterDraft<Filter> {
  draft: Filter;
  set: (field: keyof Filter) => (next: FieldInput) => void;
  /** Search: the draft becomes the list's filter (page 1). */
  submit: (event?: FormEvent) => void;
  /** Reset: the form and the list start again from the empty filter. */
  clear: () => void;
}

/**
 * What the user types into a filter form, kept apart from the list's filter so the list is asked
 * again only on Search, not on every key.
 */
export function useFilterDraft<Filter extends object, Draft extends object = Filter>(
  controls: Pick<ListControls<Filter>, 'applyFilter' | 'reset'>,
  empty: Draft,
  /** Trims the draft, or turns the form's strings into the list's filter; leave out when they are the same. */
  toFilter?: (draft: Draft) => Filter,
): FilterDraft<Draft> {
  const [draft, setDraft] = useState<Draft>(empty);
  const set = (field: keyof Draft) => (next: FieldInput) => {
    // Read now: the event's target may be reused once the handler returns, before the updater runs.
    const value = typeof next === 'string' ? next : next.target.value;
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    controls.applyFilter(toFilter ? toFilter(draft) : (draft as unknown as Filter));
  };
  const clear = () => {
    setDraft(empty);
    controls.reset();
  };
  return { draft, set, submit, clear };
}

interface FilterFormProps {
  label: string;
  onSubmit: (event: FormEvent) => void;
  columns: SimpleGridProps['columns'];
  alignItems?: SimpleGridProps['alignItems'];
  /** The fields (and, for a short form, the buttons as the last cell). */
  children: ReactNode;
  /** A row under the fields, e.g. the buttons of a longer form. */
  below?: ReactNode;
}

/** A labelled filter form: its fields in a grid that folds to one column on a phone. */
export function FilterForm({ label, onSubmit, columns, alignItems, children, below }: FilterFormProps) {
  return (
    <form onSubmit={onSubmit} aria-label={label}>
      <SimpleGrid columns={columns} gap="3" alignItems={alignItems}>
        {children}
      </SimpleGrid>
      {below}
    </form>
  );
}

interface FilterButtonsProps {
  /** Leave out for a form without Reset. */
  onReset?: () => void;
  searchLabel?: string;
  resetLabel?: string;
  size?: 'sm' | 'md';
  /** Reset before Search, as the developer console orders them. */
  resetFirst?: boolean;
  mt?: string;
  /** More buttons after these, e.g. an export. */
  children?: ReactNode;
}

/** Search (submits the form) and Reset. */
export function FilterButtons({ onReset, searchLabel, resetLabel, size = 'sm', resetFirst = false, mt, children }: FilterButtonsProps) {
  const t = useT();
  const search = (
    <Button type="submit" size={size} colorPalette="brand">
      {searchLabel ?? t('assets.list.search')}
    </Button>
  );
  const reset = onReset ? (
    <Button type="button" size={size} variant="outline" onClick={onReset}>
      {resetLabel ?? t('assets.list.reset')}
    </Button>
  ) : null;
  return (
    <HStack gap="2" mt={mt} wrap={mt ? 'wrap' : undefined}>
      {resetFirst ? reset : search}
      {resetFirst ? search : reset}
      {children}
    </HStack>
  );
}

export interface RowColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts line up on the right. */
  end?: boolean;
  /** Fixed, or per row (e.g. a title holding the full text the cell shortens). */
  cellProps?: TableCellProps | ((row: Row) => TableCellProps);
  /** The row's buttons: a card made from the columns shows them below its fields, without a heading. */
  actions?: boolean;
}

type DataAttributes = Record<`data-${string}`, string>;

interface ResponsiveRowsProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly RowColumn<Row>[];
  /** data-testid of the table. */
  tableTestId?: string;
  rowAttributes?: (row: Row) => DataAttributes;
  /** data-testid of the card list. */
  cardsTestId?: string;
  cardAttributes?: (row: Row) => DataAttributes;
  /** What one row shows as a card below 1280 px; by default its columns, each heading beside its value. */
  card?: (row: Row) => ReactNode;
}

interface ColumnsTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly RowColumn<Row>[];
  testId?: string | undefined;
  rowAttributes?: ((row: Row) => DataAttributes) | undefined;
  /** Rows highlight under the pointer. */
  interactive?: boolean;
}

/** A table of rows, one column a field. */
export function ColumnsTable<Row>({ rows, rowKey, columns, testId, rowAttributes, interactive }: ColumnsTableProps<Row>) {
  return (
    <Table.Root size="sm" data-testid={testId} interactive={interactive}>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.key} textAlign={column.end ? 'end' : undefined}>
              {column.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={rowKey(row)} {...rowAttributes?.(row)}>
            {columns.map((column) => (
              <Table.Cell key={column.key} textAlign={column.end ? 'end' : undefined} {...(typeof column.cellProps === 'function' ? column.cellProps(row) : column.cellProps)}>
                {column.cell(row)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

// Plain elements: a page of cards is most of a phone's render, and Chakra resolves the props of each of its elements.
const CARD_LIST_STYLES = {
  list: { display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none' },
  card: { borderWidth: '1px', borderRadius: 'md', p: '3' },
  fields: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', fontSize: 'sm' },
  label: { color: 'fg.muted' },
  value: { minWidth: '0', overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' },
} as const satisfies StyleSheet<string>;

type CardClasses = Record<keyof typeof CARD_LIST_STYLES, string>;

/** A row as a card of its own columns: each heading beside its value (empty ones left out), then the row's buttons. */
function columnsCard<Row>(row: Row, columns: readonly RowColumn<Row>[], classes: CardClasses): ReactNode {
  const fields = columns.filter((column) => !column.actions).map((column) => ({ column, value: column.cell(row) }));
  const actions = columns.filter((column) => column.actions);
  return (
    <>
      <dl className={classes.fields}>
        {fields
          .filter(({ value }) => value !== null && value !== undefined && value !== '')
          .map(({ column, value }) => (
            <Fragment key={column.key}>
              <dt className={classes.label}>{column.header}</dt>
              <dd className={classes.value}>{value}</dd>
            </Fragment>
          ))}
      </dl>
      {actions.length > 0 ? <div className={classes.actions}>{actions.map((column) => <Fragment key={column.key}>{column.cell(row)}</Fragment>)}</div> : null}
    </>
  );
}

/**
 * The rows of a list page: a table from 1280 px (Chakra's xl), whose lines may wrap, and a list of
 * cards below, where the side menu leaves too little room for the columns (the tables hid their
 * buttons: at 800 px the team list 208 px, at 1024 px the order list 49 px). Only the one the
 * screen shows is rendered: both, one hidden by CSS, cost a slow phone twice the work.
 */
export function ResponsiveRows<Row>({ rows, rowKey, columns, tableTestId, rowAttributes, cardsTestId, cardAttributes, card }: ResponsiveRowsProps<Row>) {
  const wide = useWideScreen(LIST_TABLE_FROM);
  if (wide) {
    return (
      <Table.ScrollArea borderWidth="1px" borderRadius="md" whiteSpace="normal">
        <ColumnsTable rows={rows} rowKey={rowKey} columns={columns} testId={tableTestId} rowAttributes={rowAttributes} />
      </Table.ScrollArea>
    );
  }
  return (
    <StyleClasses styles={CARD_LIST_STYLES}>
      {(classes) => (
        <ul className={classes.list} data-testid={cardsTestId}>
          {rows.map((row) => (
            <li key={rowKey(row)} className={classes.card} {...cardAttributes?.(row)}>
              {card ? card(row) : columnsCard(row, columns, classes)}
            </li>
          ))}
        </ul>
      )}
    </StyleClasses>
  );
}

interface FundPasswordInputProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  autoFocus?: boolean;
}

/** The 6-digit transaction password: hidden, the number pad on a phone, never filled in by the browser. */
export function FundPasswordInput({ value, onChange, onBlur, autoFocus }: FundPasswordInputProps) {
  return (
    <Input
      name="fundPassword"
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      autoFocus={autoFocus}
    />
  );
}

interface BusyFormDialogProps {
  title: string;
  /** True while the confirmed action runs: the dialog cannot be closed and the button is held, so a double click acts once. */
  busy: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  confirmLabel: string;
  confirmTestId?: string;
  /** e.g. a quote that has run out. */
  confirmDisabled?: boolean;
  /** The Cancel button and the close button's accessible name; the money wording unless given. */
  cancelLabel?: string;
  closeLabel?: string;
  children: ReactNode;
}

/** A dialog holding one form whose submit button confirms an action (moving money, changing the account). */
export function BusyFormDialog({ title, busy, onSubmit, onClose, confirmLabel, confirmTestId, confirmDisabled = false, cancelLabel, closeLabel, children }: BusyFormDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(event) => (event.open || busy ? undefined : onClose())} placement="center" size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* Out of the layout box, so the header, the scrolling body and the footer stay the
                content's own rows: wrapped in a plain block, a phone cut the footer's buttons off. */}
            <chakra.form display="contents" onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {cancelLabel ?? t('money.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} disabled={busy || confirmDisabled} data-testid={confirmTestId}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel ?? t('money.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ListFormDialogProps {
  title: string;
  /** Ties the footer's Save button to the form in the body. */
  formId: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  submitting: boolean;
  saveLabel: string;
  /** e.g. while what the form needs is still loading. */
  saveDisabled?: boolean;
  children: ReactNode;
}

/** An add or edit form in a list's dialog: Cancel and Save below, Save held while it is sent. */
export function ListFormDialog({ title, formId, onSubmit, onClose, submitting, saveLabel, saveDisabled = false, children }: ListFormDialogProps) {
  const t = useT();
  return (
    <ListDialog
      title={title}
      onClose={onClose}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {t('assets.list.cancel')}
          </Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={submitting} disabled={submitting || saveDisabled}>
            {saveLabel}
          </Button>
        </HStack>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </ListDialog>
  );
}

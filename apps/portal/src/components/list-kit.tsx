import { Box, Button, CloseButton, DataList, Dialog, Flex, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { ReactNode } from 'react';
import { DATE_PRESETS, PRESET_LABELS, type DatePreset } from '../lib/date-range.ts';

/**
 * Pieces every list of the signed-in area shares: the date presets, paging, the empty state and a
 * read-only detail dialog, so the lists look and behave the same.
 */

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

export function ListPager({ pageNum, pageSize, total, onPage }: { pageNum: number; pageSize: number; total: number; onPage: (pageNum: number) => void }) {
  const t = useT();
  if (total <= 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Flex as="nav" aria-label={t('operationLog.pagination.label')} gap="3" align="center" justify="space-between" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="pager-status">
        {t('operationLog.pagination.status', { page: pageNum, pages, total })}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
          {t('operationLog.pagination.previous')}
        </Button>
        <Button size="sm" variant="outline" disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)}>
          {t('operationLog.pagination.next')}
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

/** Shows the loading, empty or filled state of a list page; rows dim while the next page loads. */
export function ListBody({ pending, empty, stale, children }: { pending: boolean; empty: boolean; stale: boolean; children: ReactNode }) {
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
}

/** A labelled list of values, as a detail view shows them; empty values are left out. */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows
        .filter((row) => row.value !== null && row.value !== undefined && row.value !== '')
        .map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel minW="36">{row.label}</DataList.ItemLabel>
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
}

/** The dialog frame the list screens open details, forms and confirmations in; mounted only while open. */
export function ListDialog({ title, onClose, children, footer, role = 'dialog' }: ModalProps) {
  const t = useT();
  return (
    <Dialog.Root
      open
      role={role}
      onOpenChange={(event) => (event.open ? undefined : onClose())}
      placement="center"
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              {footer ?? (
                <Button variant="outline" onClick={onClose}>
                  {t('assets.list.close')}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('assets.list.close')} />
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

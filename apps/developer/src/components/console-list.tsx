import { Box, HStack, Input, Stack } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { DatePresetBar, FilterButtons, FilterForm, PagedList, Select, type FilterDraft, type ListControls, type PagedResult, type SelectOption } from '@mizani/ui/list-kit';
import type { ReactNode } from 'react';
import { Field } from '@mizani/ui/form';

export const PAGE_SIZE = 20;

/** Drops empty filter values so the request carries only what the user chose. */
export function compact<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as Partial<T>;
}

interface ConsoleFiltersProps<Filter> {
  filter: FilterDraft<Filter>;
  columns: Parameters<typeof FilterForm>[0]['columns'];
  alignItems?: Parameters<typeof FilterForm>[0]['alignItems'];
  children: ReactNode;
  below?: ReactNode;
}

/** The console's filter card: the fields of one list, applied with Search. */
export function ConsoleFilters<Filter>({ filter, columns, alignItems, children, below }: ConsoleFiltersProps<Filter>) {
  const t = useT();
  return (
    <Box asChild bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <FilterForm label={t('api.orders.filters')} onSubmit={filter.submit} columns={columns} alignItems={alignItems} below={below}>
        {children}
      </FilterForm>
    </Box>
  );
}

/** Under a dated list's fields: the date presets, then Reset and Search (and e.g. an export). */
export function PresetsAndButtons<Filter>({ controls, filter, children }: { controls: ListControls<Filter>; filter: FilterDraft<Filter>; children?: ReactNode }) {
  const t = useT();
  return (
    <HStack gap="3" mt="4" justify="space-between" wrap="wrap">
      <DatePresetBar value={controls.preset} onChange={controls.choosePreset} />
      <FilterButtons onReset={filter.clear} searchLabel={t('api.orders.search')} resetLabel={t('api.orders.reset')} size="md" resetFirst>
        {children}
      </FilterButtons>
    </HStack>
  );
}

/**
 * The console's list card: the rows (loading, empty, or `ResponsiveRows`: a table from 1280 px and
 * cards below, where the side menu leaves too little room for the columns) and the pager.
 */
export function ConsoleList<Filter>({ controls, result, children }: { controls: ListControls<Filter>; result: PagedResult; children: ReactNode }) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Stack gap="4">
        <PagedList controls={controls} result={result} pageSize={PAGE_SIZE} presets={false}>
          {children}
        </PagedList>
      </Stack>
    </Box>
  );
}

type TextFields<Filter> = { [K in keyof Filter]: Filter[K] extends string ? K : never }[keyof Filter] & string;

/** A free-text filter field (an order number). */
export function FilterInput<Filter>({ filter, name, label }: { filter: FilterDraft<Filter>; name: TextFields<Filter>; label: string }) {
  return (
    <Field label={label}>
      <Input value={filter.draft[name] as string} onChange={filter.set(name)} />
    </Field>
  );
}

/** A drop-down filter field whose first choice, All, means no filter. */
export function FilterChoice<Filter>({ filter, name, label, options }: { filter: FilterDraft<Filter>; name: TextFields<Filter>; label: string; options: readonly SelectOption[] }) {
  const t = useT();
  return (
    <Field label={label}>
      <Select name={name} value={filter.draft[name] as string} placeholder={t('api.orders.all')} options={options} onChange={filter.set(name)} />
    </Field>
  );
}

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFilterDraft, useListState } from './list-kit.tsx';

describe('useListState', () => {
  const now = () => new Date('2026-11-20T22:30:00.000Z');

  it('starts on page 1 of every date with the empty filter', () => {
    const { result } = renderHook(() => useListState({ status: '' }, now));
    expect(result.current).toMatchObject({ preset: 'all', range: null, filter: { status: '' }, pageNum: 1 });
  });

  it('goes back to page 1 when the filter or the period changes, and fixes the range when the preset is chosen', () => {
    const { result } = renderHook(() => useListState({ status: '' }, now));
    act(() => result.current.goTo(4));
    expect(result.current.pageNum).toBe(4);
    act(() => result.current.applyFilter({ status: '1' }));
    expect(result.current).toMatchObject({ filter: { status: '1' }, pageNum: 1 });
    act(() => result.current.goTo(3));
    act(() => result.current.choosePreset('lastWeek'));
    expect(result.current).toMatchObject({
      preset: 'lastWeek',
      range: { beginTime: '2026-11-13T22:30:00.000Z', endTime: '2026-11-20T22:30:00.000Z' },
      filter: { status: '1' },
      pageNum: 1,
    });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ preset: 'all', range: null, filter: { status: '' }, pageNum: 1 });
  });
});

describe('useFilterDraft', () => {
  const empty = { name: '', status: '' };

  it('applies the typed filter only on Search (tidied, page 1) and clears the form and the list on Reset', () => {
    const { result } = renderHook(() => {
      const controls = useListState(empty);
      const draft = useFilterDraft(controls, empty, (form) => ({ ...form, name: form.name.trim() }));
      return { controls, draft };
    });
    act(() => result.current.controls.goTo(3));
    act(() => result.current.draft.set('name')({ target: { value: '  Amina ' } }));
    act(() => result.current.draft.set('status')('1'));
    expect(result.current.controls.filter).toEqual(empty);
    expect(result.current.controls.pageNum).toBe(3);
    act(() => result.current.draft.submit());
    expect(result.current.controls).toMatchObject({ filter: { name: 'Amina', status: '1' }, pageNum: 1 });
    expect(result.current.draft.draft).toEqual({ name: '  Amina ', status: '1' });
    act(() => result.current.draft.clear());
    expect(result.current.draft.draft).toEqual(empty);
    expect(result.current.controls.filter).toEqual(empty);
  });
});

import type { SysNotice } from '@mizani/sdk';
import { describe, expect, it } from 'vitest';
import { mergeNotices } from './merge-notices.ts';

const notice = (id: number, createTime: string): SysNotice => ({ id, title: `n${id}`, content: 'text', locale: 'en', createTime });

describe('mergeNotices', () => {
  it('lists both kinds together, newest first', () => {
    const merged = mergeNotices(
      [notice(1, '2026-01-05T08:00:00Z'), notice(2, '2026-03-01T08:00:00Z')],
      [notice(1, '2026-02-10T08:00:00Z')],
    );
    expect(merged.map((n) => `${n.kind}:${n.id}`)).toEqual(['announcement:2', 'system:1', 'announcement:1']);
  });

  it('puts the higher id first at the same time and copes with missing lists', () => {
    const same = '2026-01-01T00:00:00Z';
    expect(mergeNotices(undefined, [notice(3, same), notice(9, same)]).map((n) => n.id)).toEqual([9, 3]);
    expect(mergeNotices()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { afterCursor, amountRange, buildWhere, dateRange, equals, fixed, inSelect, oneOf, orderBy, owner, textMatch } from './list-query.ts';

describe('the list-filter builder', () => {
  it('starts with the owner and leaves out every filter not given', () => {
    expect(buildWhere([owner('o.user_id', 7), equals('o.status', undefined), equals('o.sn', ''), equals('o.kind', null), textMatch('o.sn', '  ')])).toEqual({
      sql: 'o.user_id = $1',
      params: [7],
    });
    expect(() => buildWhere([equals('o.status', 1)])).toThrow(/owner/);
    expect(() => buildWhere([owner('o.user_id', undefined as unknown as number)])).toThrow(/owner/);
  });

  it('puts every value in a parameter, numbered in order, whatever it holds', () => {
    const hostile = "1; DROP TABLE orders; --'";
    expect(buildWhere([owner('o.user_id', 3), equals('o.status', 0), equals('o.currency_id', hostile), equals('o.created_at', '2025-01-01T00:00:00Z', 'timestamptz')])).toEqual({
      sql: 'o.user_id = $1 AND o.status = $2 AND o.currency_id = $3 AND o.created_at = $4::timestamptz',
      params: [3, 0, hostile, '2025-01-01T00:00:00Z'],
    });
  });

  it('matches one of several values as one array parameter', () => {
    expect(buildWhere([owner('m.user_id', 1), oneOf('m.type', ['payin', 'payout'], 'text')])).toEqual({ sql: 'm.user_id = $1 AND m.type = ANY($2::text[])', params: [1, ['payin', 'payout']] });
    expect(buildWhere([owner('m.user_id', 1), oneOf('m.type', [], 'text'), oneOf('m.type', undefined, 'text')]).sql).toBe('m.user_id = $1');
  });

  it('bounds a period and an amount at either end or both, ends included', () => {
    expect(buildWhere([owner('x.user_id', 1), dateRange('x.created_at', '2025-06-01T00:00:00Z', '2025-06-30T23:59:59Z')])).toEqual({
      sql: 'x.user_id = $1 AND x.created_at >= $2::timestamptz AND x.created_at <= $3::timestamptz',
      params: [1, '2025-06-01T00:00:00Z', '2025-06-30T23:59:59Z'],
    });
    expect(buildWhere([owner('x.user_id', 1), dateRange('x.created_at', undefined, '2025-06-30T23:59:59Z')]).sql).toBe('x.user_id = $1 AND x.created_at <= $2::timestamptz');
    expect(buildWhere([owner('o.user_id', 1), amountRange('o.pay_amount', 100n, undefined), amountRange('o.fee', 0n, 5n)])).toEqual({
      sql: 'o.user_id = $1 AND o.pay_amount >= $2::bigint AND o.fee >= $3::bigint AND o.fee <= $4::bigint',
      params: [1, 100n, 0n, 5n],
    });
  });

  it('compares typed text trimmed, exactly or anywhere with % and _ taken literally', () => {
    expect(buildWhere([owner('o.user_id', 1), textMatch('o.sn', '  MZ2025  ')])).toEqual({ sql: 'o.user_id = $1 AND o.sn = $2', params: [1, 'MZ2025'] });
    expect(buildWhere([owner('o.user_id', 1), textMatch('o.oppo_account_name', ' 50%_off\\ ', 'contains')])).toEqual({
      sql: 'o.user_id = $1 AND o.oppo_account_name ILIKE $2',
      params: [1, '%50\\%\\_off\\\\%'],
    });
  });

  it('takes a sub-select with the value as a parameter, and fixed SQL only when asked', () => {
    expect(
      buildWhere([
        owner('user_id', 4),
        inSelect('order_sn', 'SELECT sn FROM merchant_order WHERE user_id = $1 AND merchant_order_no = $v', 'PO-1'),
        fixed('e.amount > 0', true),
        fixed('e.amount < 0', false),
      ]),
    ).toEqual({ sql: 'user_id = $1 AND order_sn IN (SELECT sn FROM merchant_order WHERE user_id = $1 AND merchant_order_no = $2) AND e.amount > 0', params: [4, 'PO-1'] });
  });

  it('orders newest first with ties by id, and resumes after the row a cursor names', () => {
    const key = { time: 'o.created_at', id: 'o.id', cursorRow: 'SELECT c.created_at, c.id FROM orders c WHERE c.id = $c AND c.user_id = $1' };
    expect(orderBy(key)).toBe('ORDER BY o.created_at DESC, o.id DESC');
    expect(orderBy(key, 'ASC')).toBe('ORDER BY o.created_at ASC, o.id ASC');
    expect(afterCursor(key, '$5')).toBe('(o.created_at, o.id) < (SELECT c.created_at, c.id FROM orders c WHERE c.id = $5::bigint AND c.user_id = $1)');
    expect(afterCursor({ ...key, cursorType: 'text' }, '$3')).toContain('c.id = $3::text');
    expect(orderBy({ id: 'e.id' })).toBe('ORDER BY e.id DESC');
    expect(afterCursor({ id: 'e.id' }, '$2')).toBe('e.id < $2::bigint');
    expect(() => afterCursor({ time: 'o.created_at', id: 'o.id' }, '$2')).toThrow(/cursorRow/);
  });
});

-- A posting is written by one function (domain/ledger/post.ts, docs/ledger.md "Postings"). Its
-- statement is a chain of a dozen common table expressions: sent as text, the engine parsed and
-- planned it on every posting, which cost more than running it (on PGlite about twice what a
-- plain four-statement posting costs in all). In PL/pgSQL its plan is prepared once per session
-- and kept. What it does is unchanged:
--
-- - `l` locks the accounts in id order (two postings touching the same accounts lock them in the
--   same order and cannot deadlock) and reads the balances they hold under that lock; the
--   accounts are named by id (`p_ids`) or by key (`p_keys`), the other left null;
-- - `a` is the entries in the order they are applied (by account id, then as listed) with each
--   one's balance after;
-- - `ok` holds when every account exists, the entries sum to zero in each currency and no account
--   that may not goes below zero at any entry; only then is the posting row inserted (`p`), and
--   only when `p` inserted it (a key posted before writes nothing) are the balances changed, the
--   entries inserted and, with `p_record_on_order`, the posting's id written to its order. A
--   refusal therefore leaves nothing behind, even when the caller catches it and carries on in the
--   same transaction;
-- - the UPDATE checks `balance + low >= 0` again, for the lowest running balance the entries
--   reach, so two concurrent debits could never overdraw a wallet between them even if the lock
--   were lost. The order's foreign key to its posting is checked at the end of the statement, when
--   the posting row is there.
--
-- One row per entry found, in the order applied; `ok`, the counts and the posting's columns repeat
-- on each row. A name that matches no account gives no row: the caller sees which are missing.
CREATE FUNCTION ledger_write(
  p_ids bigint[], p_keys text[], p_amounts bigint[], p_kind text, p_order_sn text, p_key text,
  p_reverses bigint, p_at timestamptz, p_record_on_order boolean
) RETURNS TABLE (
  ref text, account_id bigint, currency_id text, kind text, scope smallint, allow_negative boolean,
  amount bigint, balance_after numeric, ok boolean, moved bigint, entry_ids text, orders_recorded bigint,
  posting_id bigint, posting_kind text, order_sn text, idempotency_key text, reverses_posting_id bigint,
  created_at timestamptz
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH e AS (
    SELECT x.ref, x.amount, x.n FROM unnest(coalesce(p_keys, p_ids::text[]), p_amounts) WITH ORDINALITY AS x(ref, amount, n)
  ), l AS MATERIALIZED (
    SELECT t.id, t.key, t.kind, t.scope, t.currency_id, t.allow_negative, t.balance FROM ledger_account t
    WHERE t.id = ANY(p_ids) OR t.key = ANY(p_keys) ORDER BY t.id FOR UPDATE
  ), a AS MATERIALIZED (
    SELECT e.ref, l.id AS account_id, l.currency_id, l.kind, l.scope, l.allow_negative, e.amount,
           l.balance + sum(e.amount) OVER (PARTITION BY l.id ORDER BY e.n) AS balance_after,
           sum(e.amount) OVER (PARTITION BY l.id ORDER BY e.n) AS running,
           row_number() OVER (ORDER BY l.id, e.n) AS k
    FROM e JOIN l ON e.ref = CASE WHEN p_keys IS NULL THEN l.id::text ELSE l.key END
  ), ok AS MATERIALIZED (
    SELECT (SELECT count(*) FROM a) = cardinality(p_amounts)
       AND NOT EXISTS (SELECT 1 FROM a WHERE NOT a.allow_negative AND a.balance_after < 0)
       AND NOT EXISTS (SELECT 1 FROM a GROUP BY a.currency_id HAVING sum(a.amount) <> 0) AS ok
  ), p AS (
    INSERT INTO ledger_posting (kind, order_sn, idempotency_key, reverses_posting_id, created_at)
    SELECT p_kind, p_order_sn, p_key, p_reverses, p_at WHERE (SELECT ok.ok FROM ok)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING ledger_posting.id, ledger_posting.kind, ledger_posting.order_sn, ledger_posting.idempotency_key,
              ledger_posting.reverses_posting_id, ledger_posting.created_at
  ), moved AS (
    UPDATE ledger_account t SET balance = t.balance + m.net
    FROM (SELECT a.account_id, sum(a.amount) AS net, least(min(a.running), 0) AS low FROM a GROUP BY a.account_id) m
    WHERE t.id = m.account_id AND EXISTS (SELECT 1 FROM p) AND (t.allow_negative OR t.balance + m.low >= 0)
    RETURNING t.id
  ), entered AS (
    INSERT INTO ledger_entry (posting_id, account_id, currency_id, amount, balance_after)
    SELECT p.id, a.account_id, a.currency_id, a.amount, a.balance_after FROM p, a ORDER BY a.k
    RETURNING ledger_entry.id
  ), o AS (
    UPDATE orders SET posting_id = p.id FROM p WHERE p_record_on_order AND orders.sn = p.order_sn RETURNING orders.id
  )
  SELECT a.ref, a.account_id, a.currency_id, a.kind, a.scope, a.allow_negative, a.amount, a.balance_after, ok.ok,
         (SELECT count(*) FROM moved), (SELECT string_agg(entered.id::text, ',' ORDER BY entered.id) FROM entered),
         (SELECT count(*) FROM o), p.id, p.kind, p.order_sn, p.idempotency_key, p.reverses_posting_id, p.created_at
  FROM a CROSS JOIN ok LEFT JOIN p ON true ORDER BY a.k;
END
$$;

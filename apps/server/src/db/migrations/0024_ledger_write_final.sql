-- A posting that is the last statement of its transaction can be sent together with the COMMIT
-- (db/postgres.ts `queryThenCommit`), so the accounts it locks are held for the posting and the
-- commit's flush only, never for a round trip to the server in between. The COMMIT then runs
-- whatever the posting answered, so a posting sent that way must fail as a statement when it did
-- not write exactly what was asked: a failed statement turns that COMMIT into a ROLLBACK.
--
-- `ledger_write_final` is `ledger_write` (migration 0021) with the checks its caller makes in
-- domain/ledger/post.ts done in the statement: every account found, the posting allowed (`ok`),
-- written now rather than found under its key, every balance moved, every entry written and, when
-- asked, the order's `posting_id` set. Anything else raises SQLSTATE ML001 and the caller does the
-- work again through `ledger_write`, which says what was wrong (too little money, a missing
-- account to create, an earlier posting under the key). The rows are `ledger_write`'s, in its order.
CREATE FUNCTION ledger_refuse_final(p_key text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'posting % was not written as asked', p_key USING ERRCODE = 'ML001';
END
$$;

CREATE FUNCTION ledger_write_final(
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
  WITH w AS MATERIALIZED (
    SELECT * FROM ledger_write(p_ids, p_keys, p_amounts, p_kind, p_order_sn, p_key, p_reverses, p_at, p_record_on_order)
      WITH ORDINALITY AS x(ref, account_id, currency_id, kind, scope, allow_negative, amount, balance_after, ok, moved,
                           entry_ids, orders_recorded, posting_id, posting_kind, order_sn, idempotency_key,
                           reverses_posting_id, created_at, n)
  ), c AS MATERIALIZED (
    SELECT count(*) = cardinality(p_amounts)
       AND bool_and(w.ok)
       AND min(w.posting_id) IS NOT NULL
       AND min(w.moved) = count(DISTINCT w.account_id)
       AND cardinality(string_to_array(min(w.entry_ids), ',')) = count(*)
       AND (NOT p_record_on_order OR min(w.orders_recorded) = 1) AS good
    FROM w
  )
  -- One row of `c` always, so the check runs even when no account was found; CASE keeps the
  -- refusal from being evaluated for a good posting.
  SELECT w.ref, w.account_id, w.currency_id, w.kind, w.scope, w.allow_negative, w.amount, w.balance_after, w.ok,
         w.moved, w.entry_ids, w.orders_recorded, w.posting_id, w.posting_kind, w.order_sn, w.idempotency_key,
         w.reverses_posting_id, w.created_at
  FROM c LEFT JOIN w ON true
  WHERE CASE WHEN c.good THEN true ELSE ledger_refuse_final(p_key) END
  ORDER BY w.n;
END
$$;

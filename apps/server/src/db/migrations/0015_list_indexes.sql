-- Lists of growing data are read newest first, a page at a time, from an index that holds the
-- list's owner, its filter and its order (created_at DESC, id DESC), so a page, a cursor and a
-- total capped at 10,000 rows never sort or scan the whole history. The plain lists already have
-- theirs (orders_user_list_idx, orders_user_scope_list_idx, fx_conversion_user_idx,
-- merchant_order_list_idx, webhook_delivery_user_idx, user_log_user_idx, and
-- ledger_entry_account_idx for the wallet and suspense statements); these serve the filters the
-- screens offer next to the list.

-- Notifications by state (the console's "failed" view), and by order.
CREATE INDEX webhook_delivery_user_status_idx ON webhook_delivery (user_id, status, created_at DESC, id DESC);

-- The operation log by operation (logins only, say).
CREATE INDEX user_log_user_operation_idx ON user_log (user_id, operation, created_at DESC, id DESC);

-- Orders by state within a scope (the portal's status filter).
CREATE INDEX orders_user_scope_status_list_idx ON orders (user_id, scope, status, created_at DESC, id DESC);

-- Conversions of one currency pair.
CREATE INDEX fx_conversion_user_pair_idx ON fx_conversion (user_id, from_currency, to_currency, created_at DESC, id DESC);

-- The merchant's own calls of the merchant API, for the console's request log: kept 7 days, then
-- pruned. Written after the reply has gone, so a call never waits for its own log line. The body
-- is stored with secrets masked; `merchant_order_no` is lifted out of it so the log can be searched
-- by the merchant's own order reference without reading the bodies.
CREATE TABLE request_log (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id           integer NOT NULL REFERENCES app_user (id),
  request_id        text NOT NULL,
  method            text NOT NULL,
  path              text NOT NULL,
  status            integer NOT NULL,
  code              integer,
  latency_ms        integer NOT NULL,
  merchant_order_no text,
  -- 'payin' or 'payout' for a call that places or quotes one (staff see those with C2B or B2C), else null.
  order_type        text CHECK (order_type IN ('payin', 'payout')),
  body              text,
  created_at        timestamptz NOT NULL
);
-- The console pages newest first by (created_at, id), with or without the order reference.
CREATE INDEX request_log_user_idx ON request_log (user_id, created_at DESC, id DESC);
CREATE INDEX request_log_order_idx ON request_log (user_id, merchant_order_no, created_at DESC, id DESC) WHERE merchant_order_no IS NOT NULL;
-- Pruning deletes by age across every merchant.
CREATE INDEX request_log_age_idx ON request_log (created_at);

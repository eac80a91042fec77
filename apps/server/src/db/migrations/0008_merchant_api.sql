-- The merchant API (docs/merchant-api.md): API access and credentials per main account, signed
-- request bookkeeping (nonces, signature failures), orders made through the API, suspense wallet
-- moves, and status notifications with every delivery attempt.

-- One application per main account; approved access carries the credentials. Secrets are kept as
-- issued because request signatures are checked by recomputing them (HMAC is symmetric).
CREATE TABLE api_access (
  user_id          integer PRIMARY KEY REFERENCES app_user (id),
  audit_status     smallint NOT NULL CHECK (audit_status IN (0, 1, 2)),
  audit_reason     text,
  company_name     text NOT NULL,
  company_website  text,
  contact_name     text NOT NULL,
  contact_email    text NOT NULL,
  contact_phone    text NOT NULL,
  notify_url       text NOT NULL,
  ip_whitelist     text[] NOT NULL DEFAULT '{}',
  remark           text,
  access_key       text UNIQUE,
  access_secret    text,
  webhook_secret   text,
  applied_at       timestamptz NOT NULL,
  audited_at       timestamptz,
  audited_by       text,
  CHECK (audit_status <> 2 OR audit_reason IS NOT NULL),
  CHECK ((access_key IS NULL) = (access_secret IS NULL))
);
CREATE INDEX api_access_pending_idx ON api_access (applied_at) WHERE audit_status = 0;

-- Nonces seen per access key, kept past the timestamp window so a replay inside it is refused.
CREATE TABLE api_nonce (
  access_key text NOT NULL,
  nonce      text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (access_key, nonce)
);
CREATE INDEX api_nonce_expiry_idx ON api_nonce (expires_at);

-- Failed signature checks, counted over a sliding window per access key (or per address when the
-- key is unknown) to slow down guessing.
CREATE TABLE api_signature_failure (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subject    text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX api_signature_failure_subject_idx ON api_signature_failure (subject, created_at DESC);

-- Where a top-up or collection is credited when its money arrives: the main wallet, or the
-- merchant's suspense wallet for pay-ins made through the API.
ALTER TABLE orders ADD COLUMN funds_account text NOT NULL DEFAULT 'wallet' CHECK (funds_account IN ('wallet', 'suspense'));

-- Orders made through the merchant API (and suspense cash-outs from the console). The merchant's
-- number is the idempotency key; `request_hash` tells a retry from a different request.
CREATE TABLE merchant_order (
  sn                text PRIMARY KEY REFERENCES orders (sn),
  user_id           integer NOT NULL REFERENCES app_user (id),
  merchant_order_no text NOT NULL,
  type              text NOT NULL CHECK (type IN ('payin', 'payout')),
  source            text NOT NULL CHECK (source IN ('api', 'console')),
  request_hash      text NOT NULL,
  created_at        timestamptz NOT NULL,
  UNIQUE (user_id, merchant_order_no)
);
CREATE INDEX merchant_order_list_idx ON merchant_order (user_id, type, created_at DESC, sn DESC);

-- Moves between a main wallet and a suspense wallet (console recharge and transfer).
CREATE TABLE suspense_move (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES app_user (id),
  created_by      integer NOT NULL REFERENCES app_user (id),
  client_order_no text NOT NULL,
  direction       text NOT NULL CHECK (direction IN ('toSuspense', 'toMain')),
  kind            text NOT NULL CHECK (kind IN ('recharge', 'transfer')),
  currency_id     text NOT NULL REFERENCES currency (id),
  amount          bigint NOT NULL CHECK (amount > 0),
  posting_id      bigint NOT NULL REFERENCES ledger_posting (id),
  request_hash    text NOT NULL,
  created_at      timestamptz NOT NULL,
  UNIQUE (user_id, client_order_no)
);

-- One status notification: the body is fixed when the event happens, and `event_id` is the
-- `webhook-id` of every attempt. The rows are the queue, so retries survive a restart.
CREATE TABLE webhook_delivery (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES app_user (id),
  event_id        text NOT NULL UNIQUE,
  event_type      text NOT NULL,
  order_sn        text,
  url             text NOT NULL,
  payload         text NOT NULL,
  status          text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  attempt_count   integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  -- A poller holds a claimed delivery until then; if it dies, another takes it over after.
  claimed_until   timestamptz,
  created_at      timestamptz NOT NULL,
  delivered_at    timestamptz,
  CHECK (status <> 'pending' OR next_attempt_at IS NOT NULL)
);
CREATE INDEX webhook_delivery_due_idx ON webhook_delivery (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_delivery_user_idx ON webhook_delivery (user_id, created_at DESC, id DESC);
CREATE INDEX webhook_delivery_order_idx ON webhook_delivery (order_sn);

CREATE TABLE webhook_attempt (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id     bigint NOT NULL REFERENCES webhook_delivery (id),
  attempt_no      integer NOT NULL,
  url             text NOT NULL,
  response_status integer,
  response_body   text,
  error           text,
  duration_ms     integer NOT NULL,
  created_at      timestamptz NOT NULL,
  UNIQUE (delivery_id, attempt_no)
);

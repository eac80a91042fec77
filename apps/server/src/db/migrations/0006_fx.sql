-- Currency conversion (FX): every rate a pair has had, quotes that hold a rate for a short time,
-- and the conversions between a user's own wallets. See docs/fx.md.

-- Append-only: one row each time a pair's rate in `exchange_rate` is set (seed, sandbox walk,
-- operator). The chart of a pair's rate over time reads it.
CREATE TABLE exchange_rate_history (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  base       text NOT NULL REFERENCES currency (id),
  quote      text NOT NULL REFERENCES currency (id),
  rate       numeric(20, 8) NOT NULL CHECK (rate > 0),
  source     text NOT NULL CHECK (source IN ('seed', 'backfill', 'sandbox', 'operator')),
  created_at timestamptz NOT NULL,
  CHECK (base <> quote)
);
CREATE INDEX exchange_rate_history_pair_idx ON exchange_rate_history (base, quote, created_at DESC, id DESC);
CREATE INDEX exchange_rate_history_time_idx ON exchange_rate_history (created_at DESC, id DESC);

-- What the user was shown before confirming a conversion. The rate is locked for the quote's
-- short life; after it the conversion is refused (-1029) and the client asks for a new quote.
CREATE TABLE fx_quote (
  id            text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22,64}$'),
  user_id       integer NOT NULL REFERENCES app_user (id),
  from_scope    smallint NOT NULL CHECK (from_scope IN (0, 1)),
  from_currency text NOT NULL REFERENCES currency (id),
  from_amount   bigint NOT NULL CHECK (from_amount > 0),
  to_scope      smallint NOT NULL CHECK (to_scope IN (0, 1)),
  to_currency   text NOT NULL REFERENCES currency (id),
  to_amount     bigint NOT NULL CHECK (to_amount > 0),
  rate          numeric(20, 8) NOT NULL CHECK (rate > 0),
  fee           bigint NOT NULL CHECK (fee >= 0),
  fixed_side    text NOT NULL CHECK (fixed_side IN ('from', 'to')),
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  -- A quote confirms one conversion only.
  used_by_sn    text UNIQUE,
  CHECK (from_currency <> to_currency)
);
CREATE INDEX fx_quote_user_idx ON fx_quote (user_id, created_at DESC);

-- A conversion: final when it exists (both legs posted in the same transaction as this row).
CREATE TABLE fx_conversion (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sn              text NOT NULL UNIQUE,
  -- The main account whose wallets moved; `created_by` is who confirmed it (the account or its staff).
  user_id         integer NOT NULL REFERENCES app_user (id),
  created_by      integer NOT NULL REFERENCES app_user (id),
  -- The caller's own number for the submission: unique per main account, like orders'.
  client_order_no text NOT NULL,
  quote_id        text NOT NULL UNIQUE REFERENCES fx_quote (id),
  from_scope      smallint NOT NULL CHECK (from_scope IN (0, 1)),
  from_currency   text NOT NULL REFERENCES currency (id),
  from_amount     bigint NOT NULL CHECK (from_amount > 0),
  to_scope        smallint NOT NULL CHECK (to_scope IN (0, 1)),
  to_currency     text NOT NULL REFERENCES currency (id),
  to_amount       bigint NOT NULL CHECK (to_amount > 0),
  rate            numeric(20, 8) NOT NULL CHECK (rate > 0),
  fee             bigint NOT NULL CHECK (fee >= 0),
  fixed_side      text NOT NULL CHECK (fixed_side IN ('from', 'to')),
  posting_id      bigint NOT NULL UNIQUE REFERENCES ledger_posting (id),
  created_at      timestamptz NOT NULL,
  UNIQUE (user_id, client_order_no),
  CHECK (from_currency <> to_currency)
);
CREATE INDEX fx_conversion_user_idx ON fx_conversion (user_id, created_at DESC, id DESC);

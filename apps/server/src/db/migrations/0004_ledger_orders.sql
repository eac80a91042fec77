-- The money: a double-entry, append-only ledger, orders (sends, top-ups, collections) with their
-- quotes, exchange rates, and the fund-password attempt guard. See docs/ledger.md.

-- One row per pot of money. A wallet belongs to a main account (scope 0 domestic, 1 cross-border);
-- house accounts (owner NULL) hold the other side of every movement. `key` names the account
-- uniquely so that it can be created on demand by whichever transaction needs it first.
CREATE TABLE ledger_account (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key            text NOT NULL UNIQUE,
  kind           text NOT NULL CHECK (kind IN ('wallet', 'rail_clearing', 'fee_income', 'tax_payable', 'fx_liquidity', 'suspense', 'house')),
  owner_id       integer REFERENCES app_user (id),
  scope          smallint CHECK (scope IN (0, 1)),
  -- Payment channel of a rail clearing account.
  channel        smallint,
  -- Name of a house account ('opening', ...).
  code           text,
  currency_id    text NOT NULL REFERENCES currency (id),
  allow_negative boolean NOT NULL DEFAULT false,
  -- Cached sum of the account's entries, in minor units; `ledger:verify` recomputes it.
  balance        bigint NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (allow_negative OR balance >= 0),
  CHECK (kind <> 'wallet' OR (owner_id IS NOT NULL AND scope IS NOT NULL)),
  CHECK (kind <> 'rail_clearing' OR channel IS NOT NULL),
  CHECK (kind <> 'house' OR code IS NOT NULL),
  -- Target of the entries' (account, currency) reference: an entry cannot disagree with its account.
  UNIQUE (id, currency_id)
);
CREATE INDEX ledger_account_owner_idx ON ledger_account (owner_id) WHERE owner_id IS NOT NULL;

-- One business movement. Its entries sum to zero per currency and commit together.
CREATE TABLE ledger_posting (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind                text NOT NULL CHECK (kind ~ '^[a-z_.]{1,40}$'),
  order_sn            text,
  -- A retried operation finds its posting here instead of posting twice.
  idempotency_key     text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  -- A correction: this posting negates that one. A posting is reversed at most once.
  reverses_posting_id bigint UNIQUE REFERENCES ledger_posting (id),
  created_at          timestamptz NOT NULL
);
CREATE INDEX ledger_posting_order_idx ON ledger_posting (order_sn) WHERE order_sn IS NOT NULL;

CREATE TABLE ledger_entry (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  posting_id    bigint NOT NULL REFERENCES ledger_posting (id),
  account_id    bigint NOT NULL,
  currency_id   text NOT NULL,
  amount        bigint NOT NULL CHECK (amount <> 0),
  -- The account's balance right after this entry: the statement line, and a chain verify checks.
  balance_after bigint NOT NULL,
  FOREIGN KEY (account_id, currency_id) REFERENCES ledger_account (id, currency_id)
);
CREATE INDEX ledger_entry_posting_idx ON ledger_entry (posting_id);
CREATE INDEX ledger_entry_account_idx ON ledger_entry (account_id, id DESC);

-- Append-only: history is corrected by reversing postings, never rewritten.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is not allowed; post a reversal instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
CREATE TRIGGER ledger_entry_append_only BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entry_no_truncate BEFORE TRUNCATE ON ledger_entry
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_posting_append_only BEFORE UPDATE OR DELETE ON ledger_posting
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_posting_no_truncate BEFORE TRUNCATE ON ledger_posting
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- A second line of defence behind the application's own check: at commit, every posting that got
-- entries in this transaction must sum to zero in each currency.
CREATE FUNCTION ledger_check_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced text;
BEGIN
  SELECT currency_id INTO unbalanced FROM ledger_entry
   WHERE posting_id = NEW.posting_id GROUP BY currency_id HAVING sum(amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger posting % does not sum to zero in %', NEW.posting_id, unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER ledger_entry_balanced AFTER INSERT ON ledger_entry
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_posting_balanced();

-- Rates used by cross-border sends: 1 unit of `base` buys `rate` units of `quote`. Each direction
-- is its own row so that the house's spread lives in the data, not in code.
CREATE TABLE exchange_rate (
  base       text NOT NULL REFERENCES currency (id),
  quote      text NOT NULL REFERENCES currency (id),
  rate       numeric(20, 8) NOT NULL CHECK (rate > 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (base, quote),
  CHECK (base <> quote)
);

-- Orders of spec section 3: sends (kind 0) and top-ups / collections (kind -1). Amounts are
-- minor units of `currency_id` (`to_amount` of `to_currency_id`).
CREATE TABLE orders (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sn                 text NOT NULL UNIQUE,
  -- The main account the order belongs to; `created_by` is who placed it (the account or its staff).
  user_id            integer NOT NULL REFERENCES app_user (id),
  created_by         integer NOT NULL REFERENCES app_user (id),
  scope              smallint NOT NULL CHECK (scope IN (0, 1)),
  kind               smallint NOT NULL CHECK (kind IN (-1, 0)),
  -- Which flow made it: kind -1 covers both the user's own top-up and a collection from a payer.
  flow               text NOT NULL CHECK (flow IN ('send', 'topup', 'collection')),
  pay_type           smallint NOT NULL,
  currency_id        text NOT NULL REFERENCES currency (id),
  pay_amount         bigint NOT NULL CHECK (pay_amount > 0),
  net_fee_amount     bigint NOT NULL DEFAULT 0 CHECK (net_fee_amount >= 0),
  tax_fee            bigint NOT NULL DEFAULT 0 CHECK (tax_fee >= 0),
  -- Send: what the recipient gets (in `to_currency_id` when converted); top-up: what the wallet gets.
  received_amount    bigint NOT NULL CHECK (received_amount >= 0),
  to_currency_id     text REFERENCES currency (id),
  to_amount          bigint,
  rate               numeric(20, 8),
  status             smallint NOT NULL CHECK (status IN (-2, -1, 0, 1, 2, 3)),
  cross_status       text CHECK (cross_status IN ('UN_VERIFY', 'VERIFY_BACK', 'SUCCESS', 'FAIL', 'DEAL', 'INIT', 'DECLARE_FAIL')),
  remit_status       text CHECK (remit_status IN ('REMIT_INIT', 'REMIT_DEAL', 'REMIT_SUCCESS', 'UN_RETURNED', 'RETURNED', 'DEAL')),
  -- Operator review of manual-pending top-ups: 0 awaiting, 1 approved, 2 rejected.
  audit_status       smallint CHECK (audit_status IN (0, 1, 2)),
  audit_time         timestamptz,
  payee_id           integer,
  -- Recipient phone of a send; payer phone of a top-up or collection.
  phone              text,
  -- Recipient: bank account, Mizani account number or wallet number, its name, bank and bank code.
  oppo_account_id    text,
  oppo_account_name  text,
  oppo_bank_name     text,
  bank_code          text,
  narrative          text,
  transaction_reason text,
  funds_purpose      text,
  source_of_funds    text,
  sender_address     text,
  trade_type         text,
  exchange_file      text REFERENCES file_object (id),
  detail_file        text REFERENCES file_object (id),
  contract_worker_id integer,
  proof_file         text REFERENCES file_object (id),
  third_order_no     text,
  external_tx_id     text,
  -- The caller's own order number: the idempotency key of the order, unique per main account.
  client_order_no    text NOT NULL,
  request_hash       text NOT NULL,
  paybill_number     text,
  account_reference  text,
  reject_reason      text,
  -- The money movement that created the order's effect, and its reversal if any.
  posting_id         bigint REFERENCES ledger_posting (id),
  reversal_id        bigint REFERENCES ledger_posting (id),
  -- Set when the order is handed to its rail; a send may only be cancelled before that.
  rail_submitted_at  timestamptz,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  payout_time        timestamptz,
  UNIQUE (user_id, client_order_no),
  CHECK ((to_currency_id IS NULL) = (to_amount IS NULL)),
  CHECK (status <> 2 OR reject_reason IS NOT NULL)
);
-- The transaction lists: newest first, stable (id breaks ties), fast at any depth.
CREATE INDEX orders_user_list_idx ON orders (user_id, created_at DESC, id DESC);
CREATE INDEX orders_pending_idx ON orders (status, created_at) WHERE status IN (-2, -1, 0);

-- What the user saw before confirming a send; the create call must match it.
CREATE TABLE order_quote (
  id         text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22,64}$'),
  user_id    integer NOT NULL REFERENCES app_user (id),
  scope      smallint NOT NULL CHECK (scope IN (0, 1)),
  request    jsonb NOT NULL,
  result     jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- A quote confirms one order only.
  used_by_sn text UNIQUE
);
CREATE INDEX order_quote_user_idx ON order_quote (user_id, created_at DESC);

-- Wrong fund passwords since the last right one, counted per user over a sliding window like the
-- login lockout.
CREATE TABLE fund_password_failure (
  id         bigserial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX fund_password_failure_user_idx ON fund_password_failure (user_id, created_at DESC);

-- Sending with the fund password is refused until `locked_until` after too many failures.
CREATE TABLE fund_password_guard (
  user_id      integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  locked_until timestamptz
);

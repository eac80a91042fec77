-- Payment channels per country, banks and top-up places, recipients (payees), virtual accounts,
-- contract workers, and the sandbox rails' own records.

-- Which channel a country offers for which action, in which currency, with its limits and fee.
-- Amounts are minor units of currency_id. Reference data: seeded at start, edited by operators.
CREATE TABLE channel_offer (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country_id   integer NOT NULL REFERENCES country (id),
  scope        smallint NOT NULL CHECK (scope IN (0, 1)),              -- 0 domestic, 1 cross-border
  channel_type smallint NOT NULL CHECK (channel_type IN (-1, 0, 1)),  -- -1 top up, 0 send, 1 collection
  pay_type     smallint NOT NULL CHECK (pay_type IN (0, 2, 3, 5, 6, 7, 100, 101, 102, 103, 200, 300, 400, 401, 502, 503, 504, 505)),
  currency_id  text NOT NULL REFERENCES currency (id),
  min_amount   bigint NOT NULL CHECK (min_amount > 0),
  max_amount   bigint CHECK (max_amount IS NULL OR max_amount >= min_amount),
  fee_rate     numeric(10, 8) NOT NULL DEFAULT 0 CHECK (fee_rate >= 0 AND fee_rate < 1),
  fixed_fee    bigint NOT NULL DEFAULT 0 CHECK (fixed_fee >= 0),
  enabled      boolean NOT NULL DEFAULT true,
  sort         integer NOT NULL DEFAULT 0,
  UNIQUE (country_id, scope, channel_type, pay_type, currency_id)
);
-- A recipient's scope follows from where and how it is paid, so one (country, channel, currency)
-- must not be offered for sending in both scopes.
CREATE UNIQUE INDEX channel_offer_send_idx ON channel_offer (country_id, pay_type, currency_id) WHERE channel_type = 0;

-- Banks a recipient can be paid at, by national bank code ("choice bank").
CREATE TABLE bank (
  country_id integer NOT NULL REFERENCES country (id),
  bank_code  text NOT NULL CHECK (bank_code ~ '^[0-9A-Z]{1,20}$'),
  name       text NOT NULL,
  swift_code text CHECK (swift_code ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  sort       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (country_id, bank_code)
);

-- Where cash for a cash top-up is paid in.
CREATE TABLE cash_top_up_shop (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seed_key      text UNIQUE,
  country_id    integer NOT NULL REFERENCES country (id),
  city          text NOT NULL,
  name          text NOT NULL,
  address       text NOT NULL,
  opening_hours text NOT NULL,
  phone         text NOT NULL,
  enabled       boolean NOT NULL DEFAULT true,
  sort          integer NOT NULL DEFAULT 0
);

-- The operator's own accounts that bank top-ups are paid into.
CREATE TABLE bank_top_up_account (
  country_id     integer NOT NULL REFERENCES country (id),
  currency_id    text NOT NULL REFERENCES currency (id),
  bank_name      text NOT NULL,
  account_name   text NOT NULL,
  account_number text NOT NULL,
  branch         text NOT NULL,
  swift_code     text NOT NULL,
  PRIMARY KEY (country_id, currency_id)
);

-- Recipients of a main account. Never deleted for real: orders keep pointing at the recipient
-- they paid, so deleting only hides it.
CREATE TABLE payee (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id           integer NOT NULL REFERENCES app_user (id),
  created_by         integer NOT NULL REFERENCES app_user (id),
  scope              smallint NOT NULL CHECK (scope IN (0, 1)),
  country_id         integer NOT NULL REFERENCES country (id),
  -- Only channels money can be sent through.
  pay_type           smallint NOT NULL CHECK (pay_type IN (0, 2, 3, 5, 6, 7, 100, 101, 102, 103, 200, 400, 401)),
  currency_id        text NOT NULL REFERENCES currency (id),
  name               text NOT NULL,
  holder_type        smallint NOT NULL CHECK (holder_type IN (1, 2, 3)),
  user_account_no    text,
  phone              text,
  bank_name          text,
  bank_user          text,
  bank_no            text,
  bank_swift_code    text,
  bank_address       text,
  bank_city          text,
  bank_zipcode       text,
  bank_state         text,
  bank_branch        text,
  bank_code          text,
  account_id         text,
  account_name       text,
  remark             text,
  notification_phone text,
  -- -1 new, not reviewed yet; 0 changed after a review, waiting for a new one; 1 approved; 2 rejected.
  audit_status       smallint NOT NULL CHECK (audit_status IN (-1, 0, 1, 2)),
  reject_reason      text,
  -- 'instant' (mobile wallet, Mizani Pay account), 'ops-cli', 'ops-api' or 'sandbox-auto-approve'.
  audited_by         text,
  audited_at         timestamptz,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  deleted_at         timestamptz,
  CHECK (audit_status <> 2 OR reject_reason IS NOT NULL),
  CHECK (audit_status NOT IN (1, 2) OR audited_at IS NOT NULL)
);
CREATE INDEX payee_owner_idx ON payee (owner_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX payee_review_idx ON payee (audit_status, id) WHERE deleted_at IS NULL AND audit_status IN (-1, 0);

-- Virtual accounts: applied for by the user, confirmed and then opened by the operator.
CREATE TABLE va_account (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id        integer NOT NULL REFERENCES app_user (id),
  created_by      integer NOT NULL REFERENCES app_user (id),
  pay_type        smallint NOT NULL CHECK (pay_type IN (100, 101, 102, 103, 505)),
  currency_id     text NOT NULL REFERENCES currency (id),
  country_id      integer NOT NULL REFERENCES country (id),
  account_name    text NOT NULL,
  status          text NOT NULL CHECK (status IN ('SUBMITTED', 'CONFIRMED', 'SUCCESSFUL')),
  -- Assigned when it becomes SUCCESSFUL, never before.
  account_id      text UNIQUE,
  bank_name       text,
  bank_address    text,
  pay_bill_num    text,
  branch_code     text,
  bank_code       text,
  agreement_at    timestamptz NOT NULL,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  confirmed_at    timestamptz,
  successful_at   timestamptz,
  CHECK ((status = 'SUCCESSFUL') = (account_id IS NOT NULL)),
  CHECK (status = 'SUBMITTED' OR confirmed_at IS NOT NULL),
  CHECK (status <> 'SUCCESSFUL' OR successful_at IS NOT NULL),
  UNIQUE (owner_id, pay_type, currency_id)
);
CREATE INDEX va_account_owner_idx ON va_account (owner_id, id DESC);

-- The worker a salary payment is made for, with the contract documents (files of the same main
-- account).
CREATE TABLE contract_worker (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id          integer NOT NULL REFERENCES app_user (id),
  created_by        integer NOT NULL REFERENCES app_user (id),
  name              text NOT NULL,
  id_no             text NOT NULL,
  payee_relation    smallint NOT NULL CHECK (payee_relation BETWEEN 0 AND 5),
  payee_id_card_no  text NOT NULL,
  work_area         text NOT NULL,
  work_address      text NOT NULL,
  residence_file    text NOT NULL REFERENCES file_object (id),
  contract_file     text NOT NULL REFERENCES file_object (id),
  income_proof_file text NOT NULL REFERENCES file_object (id),
  relation_file     text NOT NULL REFERENCES file_object (id),
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL
);
CREATE INDEX contract_worker_owner_idx ON contract_worker (owner_id, id DESC);

-- What a rail decided for each order number it was given (the sandbox rails, the internal rail and
-- the manual ones): the rail's own record, which answers a status check and makes a repeated
-- submission return the first answer.
CREATE TABLE rail_submission (
  sn             text PRIMARY KEY,
  channel        smallint NOT NULL,
  direction      text NOT NULL CHECK (direction IN ('payout', 'collect')),
  amount_minor   bigint NOT NULL,
  currency_id    text NOT NULL,
  -- What the test number asked for: 'success', 'failed', 'late_success', 'late_failure', 'never',
  -- or 'manual' (settled by the operator, not by the rail).
  decision       text NOT NULL CHECK (decision IN ('success', 'failed', 'late_success', 'late_failure', 'never', 'manual')),
  external_tx_id text,
  reason         text,
  -- When a late answer is given; the rail says pending until then.
  answer_at      timestamptz,
  created_at     timestamptz NOT NULL
);

-- Late answers waiting to be delivered to the result sink. Rows outlive a restart, so an answer due
-- while the server was down is delivered when it is back.
CREATE TABLE rail_sandbox_event (
  sn            text PRIMARY KEY REFERENCES rail_submission (sn),
  due_at        timestamptz NOT NULL,
  -- {"status":"success","externalTxId":"..."} or {"status":"failed","reason":"..."}
  outcome       jsonb NOT NULL,
  delivered_at  timestamptz,
  -- A poller holds the row until then while it delivers, so two processes do not both deliver it.
  claimed_until timestamptz,
  attempts      integer NOT NULL DEFAULT 0,
  last_error    text
);
CREATE INDEX rail_sandbox_event_due_idx ON rail_sandbox_event (due_at) WHERE delivered_at IS NULL;

-- Uploaded files, identity verification (KYC for individuals, KYB for companies) with its review
-- history, notices by type, and operator settings.

-- The bytes live on disk under DATA_DIR/files/<id>, never under a web root; this row is the only
-- way to find them. The id is random (192 bits) so it cannot be guessed from a neighbour's.
CREATE TABLE file_object (
  id            text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{32}$'),
  -- The main account that owns the file; its staff may read it too.
  owner_id      integer NOT NULL REFERENCES app_user (id),
  -- Who sent it (the owner, or one of the owner's staff).
  uploaded_by   integer NOT NULL REFERENCES app_user (id),
  purpose       text NOT NULL CHECK (purpose IN ('avatar', 'kyc', 'kyb', 'order')),
  -- Found from the content, never from the name the client gave.
  mime          text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size          bigint NOT NULL CHECK (size > 0),
  sha256        text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  original_name text NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX file_object_owner_idx ON file_object (owner_id, created_at DESC);

-- One verification record per main account. It is edited while it is a draft (-1) or rejected
-- (2), frozen while awaiting review (0) and once approved (1).
CREATE TABLE kyc_record (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       integer NOT NULL UNIQUE REFERENCES app_user (id),
  kind          text NOT NULL CHECK (kind IN ('kyc', 'kyb')),
  status        smallint NOT NULL DEFAULT -1 CHECK (status IN (-1, 0, 1, 2)),
  reject_reason text,
  -- Individual (KYC)
  id_front      text REFERENCES file_object (id),
  id_back       text REFERENCES file_object (id),
  live_photo    text REFERENCES file_object (id),
  validity_date date,
  -- Company (KYB)
  company_phone   text,
  company_email   text,
  company_name    text,
  company_address text,
  trading_name    text,
  nature_scope    smallint CHECK (nature_scope BETWEEN 1 AND 25),
  turnover        smallint CHECK (turnover BETWEEN 1 AND 6),
  receive_country text,
  remit_country   text,
  incorporation_certificate text REFERENCES file_object (id),
  memorandum                text REFERENCES file_object (id),
  board_resolution          text REFERENCES file_object (id),
  tax_pin_certificate       text REFERENCES file_object (id),
  tax_compliance            text REFERENCES file_object (id),
  proof_of_address          text REFERENCES file_object (id),
  latest_audit              text REFERENCES file_object (id),
  business_permit           text REFERENCES file_object (id),
  aml_policy                text REFERENCES file_object (id),
  source_of_funds           text REFERENCES file_object (id),
  trading_license           text REFERENCES file_object (id),
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  submitted_at  timestamptz,
  reviewed_at   timestamptz,
  CHECK (status <> 2 OR reject_reason IS NOT NULL),
  CHECK (status = -1 OR submitted_at IS NOT NULL),
  CHECK (kind <> 'kyc' OR (id_front IS NOT NULL AND id_back IS NOT NULL AND live_photo IS NOT NULL
                           AND validity_date IS NOT NULL)),
  CHECK (kind <> 'kyb' OR (company_phone IS NOT NULL AND company_email IS NOT NULL AND company_name IS NOT NULL
                           AND company_address IS NOT NULL AND trading_name IS NOT NULL
                           AND nature_scope IS NOT NULL AND turnover IS NOT NULL
                           AND receive_country IS NOT NULL AND remit_country IS NOT NULL
                           AND incorporation_certificate IS NOT NULL AND memorandum IS NOT NULL
                           AND tax_pin_certificate IS NOT NULL AND proof_of_address IS NOT NULL))
);
CREATE INDEX kyc_record_queue_idx ON kyc_record (status, submitted_at);

-- Every decision on a record, with the data that was decided on: the record itself changes when a
-- rejected user edits it, the history must not.
CREATE TABLE kyc_review (
  id         bigserial PRIMARY KEY,
  record_id  integer NOT NULL REFERENCES kyc_record (id),
  decision   smallint NOT NULL CHECK (decision IN (1, 2)),
  reason     text,
  -- 'ops-cli', 'ops-api' or 'sandbox-auto-approve'.
  reviewer   text NOT NULL,
  snapshot   jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (decision <> 2 OR reason IS NOT NULL)
);
CREATE INDEX kyc_review_record_idx ON kyc_review (record_id, id DESC);

-- Notices by type and language; type 3 is the announcements list of `/common/notice/3`.
CREATE TABLE notice (
  id         serial PRIMARY KEY,
  type       smallint NOT NULL CHECK (type BETWEEN 1 AND 9),
  locale     text NOT NULL CHECK (locale IN ('en', 'zh')),
  title      text NOT NULL,
  content    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published  boolean NOT NULL DEFAULT true,
  -- Set only on rows the seed step inserts, so that running it again never duplicates them.
  seed_key   text,
  UNIQUE (seed_key, locale)
);
CREATE INDEX notice_published_idx ON notice (type, locale, created_at DESC, id DESC) WHERE published;

-- Operator switches that must survive restarts and be shared by every server process on one
-- database (the ops CLI changes them while the server runs).
CREATE TABLE app_setting (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  updated_at timestamptz NOT NULL
);

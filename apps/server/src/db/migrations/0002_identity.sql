-- Accounts, sessions, verification codes, failed-login tracking and the operation log.
--
-- Every time used for a decision (expiry, lockout, rate limits) is written by the server from its
-- own clock rather than by `now()` in SQL, so that tests can move time forward.

-- A per-installation secret (HMAC key of verification codes). Kept in the database so that it
-- survives restarts and is shared by every server process on the same database.
CREATE TABLE server_secret (
  name  text PRIMARY KEY,
  value bytea NOT NULL CHECK (octet_length(value) >= 32)
);

-- `user` is a reserved word; every other feature references app_user (id).
CREATE TABLE app_user (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- NULL for a main account; the main account for a staff member.
  parent_id          integer REFERENCES app_user (id),
  account_no         text NOT NULL UNIQUE,
  nick_name          text NOT NULL,
  avatar             text,
  country_id         integer REFERENCES country (id),
  -- National number without the country prefix; unique per country.
  phone              text,
  -- Stored lower-cased, so uniqueness ignores case.
  email              text CHECK (email = lower(email)),
  password_hash      text NOT NULL,
  fund_password_hash text,
  user_type          text NOT NULL DEFAULT 'user' CHECK (user_type IN ('user', 'agent', 'company')),
  -- KYC/KYB: -1 not applied, 0 awaiting review, 1 approved, 2 rejected.
  audit_status       smallint NOT NULL DEFAULT -1 CHECK (audit_status IN (-1, 0, 1, 2)),
  -- 0 means the service is enabled (domestic PSP / cross-border MRP).
  psp_flag           smallint NOT NULL DEFAULT 0 CHECK (psp_flag IN (0, 1)),
  mrp_flag           smallint NOT NULL DEFAULT 0 CHECK (mrp_flag IN (0, 1)),
  -- Password login is refused until then after too many failures.
  login_locked_until timestamptz,
  -- Failures before this instant no longer count (set by a successful login or a recovery).
  login_failures_reset_at timestamptz,
  created_at         timestamptz NOT NULL,
  CHECK (phone IS NULL OR country_id IS NOT NULL),
  CHECK (phone IS NOT NULL OR email IS NOT NULL)
);
CREATE UNIQUE INDEX app_user_phone_idx ON app_user (country_id, phone) WHERE phone IS NOT NULL;
CREATE UNIQUE INDEX app_user_email_idx ON app_user (email) WHERE email IS NOT NULL;
CREATE INDEX app_user_parent_idx ON app_user (parent_id) WHERE parent_id IS NOT NULL;

-- Which service (0 domestic, 1 cross-border) offers which action (-1 top up, 0 send, 1 collect).
CREATE TABLE user_channel_type (
  user_id      integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  type         smallint NOT NULL CHECK (type IN (0, 1)),
  channel_type smallint NOT NULL CHECK (channel_type IN (-1, 0, 1)),
  PRIMARY KEY (user_id, type, channel_type)
);

-- Only the SHA-256 of a token is stored: a copy of the table does not let anyone sign in.
CREATE TABLE user_session (
  id           bigserial PRIMARY KEY,
  token_hash   text NOT NULL UNIQUE,
  user_id      integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  ip           text,
  user_agent   text,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX user_session_user_idx ON user_session (user_id) WHERE revoked_at IS NULL;

CREATE TABLE verification_code (
  id         bigserial PRIMARY KEY,
  scene      text NOT NULL CHECK (scene IN ('register', 'login', 'findPwd', 'changePhone', 'changeEmail')),
  channel    text NOT NULL CHECK (channel IN ('sms', 'email')),
  -- '+<country><number>' for a phone, the lower-cased address for an email.
  target     text NOT NULL,
  -- HMAC-SHA256 of the code under server_secret 'code-hmac': six digits alone are quickly guessed.
  code_hash  text NOT NULL,
  ip         text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  -- Set when the code was used, replaced by a newer one, or ran out of attempts.
  closed_at  timestamptz
);
CREATE INDEX verification_code_target_idx ON verification_code (target, created_at DESC);
CREATE INDEX verification_code_ip_idx ON verification_code (ip, created_at DESC);

-- One row per failed password login, counted per account and per IP over a sliding window.
CREATE TABLE login_failure (
  id         bigserial PRIMARY KEY,
  -- NULL when the account does not exist.
  user_id    integer REFERENCES app_user (id) ON DELETE CASCADE,
  ip         text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX login_failure_user_idx ON login_failure (user_id, created_at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX login_failure_ip_idx ON login_failure (ip, created_at DESC);

-- Security-relevant actions a user can review (`/user/log`).
CREATE TABLE user_log (
  id         bigserial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  operation  text NOT NULL,
  ip         text NOT NULL,
  user_agent text,
  success    boolean NOT NULL,
  detail     text,
  created_at timestamptz NOT NULL
);
CREATE INDEX user_log_user_idx ON user_log (user_id, created_at DESC, id DESC);

-- Reference data behind the common calls, and the sandbox outbox.

CREATE TABLE currency (
  id     text PRIMARY KEY CHECK (id ~ '^[A-Z]{3}$'),  -- ISO 4217 code
  name   text NOT NULL,
  symbol text NOT NULL,
  -- Digits of the minor unit: amounts are stored as integers of 10^-scale (KES 2, UGX 0).
  scale  integer NOT NULL CHECK (scale BETWEEN 0 AND 8)
);

CREATE TABLE country (
  id          integer PRIMARY KEY CHECK (id > 0),  -- the international dialling code (254, 255, ...)
  name        text NOT NULL,
  name_zh     text NOT NULL,
  iso_code    text NOT NULL UNIQUE CHECK (iso_code ~ '^[A-Z]{2}$'),
  currency_id text NOT NULL REFERENCES currency (id),
  sort        integer NOT NULL DEFAULT 0
);

CREATE TABLE sys_notice (
  id         serial PRIMARY KEY,
  locale     text NOT NULL CHECK (locale IN ('en', 'zh')),
  title      text NOT NULL,
  content    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published  boolean NOT NULL DEFAULT true,
  -- Set only on rows the seed step inserts, so that running it again never duplicates them.
  seed_key   text,
  UNIQUE (seed_key, locale)
);
CREATE INDEX sys_notice_published_idx ON sys_notice (created_at DESC, id DESC) WHERE published;

CREATE TABLE outbox (
  id          bigserial PRIMARY KEY,
  to_address  text NOT NULL,
  channel     text NOT NULL CHECK (channel IN ('sms', 'email', 'notice')),
  code        text,
  text        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_to_address_idx ON outbox (to_address, id DESC);

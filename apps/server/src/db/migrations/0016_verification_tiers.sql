-- Verification tiers: what an account may move before and after its identity is verified. The
-- tier of a main account follows its verification: 'unverified' until KYC or KYB is approved, then
-- 'kyc' (an individual) or 'kyb' (a company); staff act under their main account's tier.
--
-- One row allows one action of a tier in one currency ('*': any currency without a row of its own),
-- with optional limits in minor units of that currency (NULL: no limit). An action with no row is
-- not allowed to that tier at all. Limits of a '*' row can only be "none" (amounts need a currency).
CREATE TABLE verification_tier_limit (
  tier        text NOT NULL CHECK (tier IN ('unverified', 'kyc', 'kyb')),
  action      text NOT NULL CHECK (action IN ('topup', 'receive', 'send', 'convert', 'collect', 'suspense', 'api_payout', 'api_payin')),
  currency_id text NOT NULL CHECK (currency_id = '*' OR currency_id ~ '^[A-Z]{3}$'),
  per_order   bigint CHECK (per_order > 0),
  per_day     bigint CHECK (per_day > 0),
  per_month   bigint CHECK (per_month > 0),
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (tier, action, currency_id),
  CHECK (currency_id <> '*' OR (per_order IS NULL AND per_day IS NULL AND per_month IS NULL))
);

-- What each account has moved per action, currency and period (a day or a month in East Africa
-- Time). The money transaction adds to its rows and checks the total under the row's lock, so
-- concurrent moves of one account cannot pass a daily or monthly limit together.
CREATE TABLE verification_tier_usage (
  user_id     integer NOT NULL REFERENCES app_user (id),
  action      text NOT NULL,
  currency_id text NOT NULL REFERENCES currency (id),
  period      text NOT NULL CHECK (period ~ '^(D\d{4}-\d{2}-\d{2}|M\d{4}-\d{2})$'),
  total       bigint NOT NULL CHECK (total >= 0),
  PRIMARY KEY (user_id, action, currency_id, period)
);

-- An unverified account may top up and receive small amounts, nothing else.
INSERT INTO verification_tier_limit (tier, action, currency_id, per_order, per_day, per_month, updated_at)
SELECT 'unverified', a.action, l.currency_id, l.per_order, l.per_day, l.per_month, now()
FROM (VALUES ('topup'), ('receive')) AS a (action)
CROSS JOIN (VALUES
  ('KES', 100000, 200000, 1000000),
  ('TZS', 2000000, 5000000, 20000000),
  ('UGX', 30000, 75000, 300000),
  ('USD', 10000, 20000, 50000),
  ('CNY', 70000, 150000, 350000)
) AS l (currency_id, per_order, per_day, per_month);

-- A verified individual has the whole product but the merchant API; a verified company has it all.
INSERT INTO verification_tier_limit (tier, action, currency_id, updated_at)
SELECT t.tier, a.action, '*', now()
FROM (VALUES ('kyc'), ('kyb')) AS t (tier)
CROSS JOIN (VALUES ('topup'), ('receive'), ('send'), ('convert'), ('collect'), ('suspense'), ('api_payout'), ('api_payin')) AS a (action)
WHERE t.tier = 'kyb' OR a.action NOT IN ('api_payout', 'api_payin');

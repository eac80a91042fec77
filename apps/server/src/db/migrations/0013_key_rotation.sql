-- Rotating the access key and secret, or the webhook secret, can keep the old one valid for a
-- grace period the merchant picks, so integrations switch over without a refused request or an
-- unverifiable notification. The previous key and secret are kept with the time they stop working.
-- Each key also records when and from which address it last made a correctly signed call, so the
-- merchant can see whether the old key is still in use before its grace ends.
ALTER TABLE api_access
  ADD COLUMN previous_access_key text UNIQUE,
  ADD COLUMN previous_access_secret text,
  ADD COLUMN previous_access_expires_at timestamptz,
  ADD COLUMN previous_webhook_secret text,
  ADD COLUMN previous_webhook_expires_at timestamptz,
  ADD COLUMN last_used_at timestamptz,
  ADD COLUMN last_used_ip text,
  ADD COLUMN previous_last_used_at timestamptz,
  ADD COLUMN previous_last_used_ip text,
  ADD CONSTRAINT api_access_previous_key_complete
    CHECK ((previous_access_key IS NULL) = (previous_access_secret IS NULL) AND (previous_access_key IS NULL) = (previous_access_expires_at IS NULL)),
  ADD CONSTRAINT api_access_previous_webhook_complete
    CHECK ((previous_webhook_secret IS NULL) = (previous_webhook_expires_at IS NULL));

-- Confirmation of payee (docs/name-check.md): the numbers each main account asked a registered
-- name for, one row per number with the last time, so the hourly limit counts different numbers
-- (asking the same number again is free) and an attacker cannot walk a range of numbers.
CREATE TABLE name_lookup (
  owner_id       integer NOT NULL REFERENCES app_user (id),
  destination    text NOT NULL,
  looked_up_at   timestamptz NOT NULL,
  PRIMARY KEY (owner_id, destination)
);
CREATE INDEX name_lookup_recent ON name_lookup (owner_id, looked_up_at);

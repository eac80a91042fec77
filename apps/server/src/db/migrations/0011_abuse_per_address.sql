-- Failed password logins are counted per sign-in name ('phone:+254712345678' or
-- 'email:amani@example.co.ke') and address, whether or not an account has that name: an unknown
-- name slows down and locks exactly as a known one does, and a lock holds only for the address
-- that earned it.
ALTER TABLE login_failure ADD COLUMN account text;
CREATE INDEX login_failure_account_idx ON login_failure (account, ip, created_at DESC);

-- Wrong verification codes, per destination, scene and guessing address: one address cannot use
-- up the guesses of a code meant for someone on another.
CREATE TABLE code_guess_failure (
  id         bigserial PRIMARY KEY,
  target     text NOT NULL,
  scene      text NOT NULL,
  ip         text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX code_guess_failure_target_idx ON code_guess_failure (target, scene, created_at DESC);

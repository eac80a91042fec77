-- Issue 4's remaining money fields, and an index for the transactions screens of large accounts.

-- The exchange settlement account of a send through a CNY Account channel (400, 401), as the user
-- declared it (spec section 3's field names); NULL for every other order. Kept as one document: it
-- is shown and passed on as a whole, never searched by its parts.
ALTER TABLE orders ADD COLUMN settlement_account jsonb
  CHECK (settlement_account IS NULL OR jsonb_typeof(settlement_account) = 'object');

-- The reference the user's bank gave a bank-transfer top-up (503, 400, 401), for the operator to
-- match the money that arrives with the order; apart from the free-text narrative.
ALTER TABLE orders ADD COLUMN transfer_reference text
  CHECK (transfer_reference IS NULL OR length(transfer_reference) BETWEEN 1 AND 64);

-- Each transactions screen lists one scope of an account: with the scope in the key, the page and
-- its count read only that scope's index entries, however many orders the other scope holds.
CREATE INDEX orders_user_scope_list_idx ON orders (user_id, scope, created_at DESC, id DESC);

-- Set when the rail took a send but holds it queued and says it can still be recalled (a sandbox
-- "never answers" number): the user may then cancel it, and the cancel recalls it at the rail first.
ALTER TABLE orders ADD COLUMN rail_recallable boolean NOT NULL DEFAULT false;

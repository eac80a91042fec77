-- A poller claims one notification at a time, just before sending it, under a token of its own;
-- it records the attempt only while the row still carries that token, so an instance that lost
-- its claim (stalled past `claimed_until`, another took over) can never overwrite the result or
-- log an attempt of its own. `claimed_until` is measured on the database's clock, the one clock
-- every instance shares.
ALTER TABLE webhook_delivery ADD COLUMN claim_token text;

-- The payment channels are one typed table in @mizani/sdk (CHANNEL_REGISTRY). The server writes
-- a channel number only after checking it against that table: the channel seed refuses an offer
-- the registry does not allow, and the request schemas of recipients and virtual accounts are its
-- projections. The lists 0005 wrote into CHECK constraints were a second copy a new channel had
-- to be added to by another migration; they go, and the registry is the one list.
ALTER TABLE channel_offer DROP CONSTRAINT channel_offer_pay_type_check;
ALTER TABLE payee DROP CONSTRAINT payee_pay_type_check;
ALTER TABLE va_account DROP CONSTRAINT va_account_pay_type_check;

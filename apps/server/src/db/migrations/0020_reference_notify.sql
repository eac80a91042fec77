-- Every server keeps the reference data a money move reads (currencies, countries, channel offers
-- with their fees and limits, banks, tier limits) in memory. Any change to those tables, by
-- whatever writes it (an ops command on the database directly, another server instance, plain
-- SQL), sends a NOTIFY on 'mizani_reference' naming the table when its transaction commits; each
-- server LISTENs and drops what it holds (domain/reference/cache.ts). One notice per statement,
-- not per row: a seed of a hundred rows is one notice.
CREATE FUNCTION mizani_reference_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mizani_reference', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER currency_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currency
  FOR EACH STATEMENT EXECUTE FUNCTION mizani_reference_changed();
CREATE TRIGGER country_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON country
  FOR EACH STATEMENT EXECUTE FUNCTION mizani_reference_changed();
CREATE TRIGGER channel_offer_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON channel_offer
  FOR EACH STATEMENT EXECUTE FUNCTION mizani_reference_changed();
CREATE TRIGGER bank_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bank
  FOR EACH STATEMENT EXECUTE FUNCTION mizani_reference_changed();
CREATE TRIGGER verification_tier_limit_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON verification_tier_limit
  FOR EACH STATEMENT EXECUTE FUNCTION mizani_reference_changed();

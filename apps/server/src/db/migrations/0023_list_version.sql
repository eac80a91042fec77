-- A version per list and owner, raised by the commit of any transaction that adds, removes or
-- re-keys that owner's rows of the list. A server keeps a list's capped total and the start keys
-- of its pages by number under the version it read with the page (db/list-query.ts): while the
-- version stands, the rows a filter over these columns matches are the same, so the count need not
-- walk the index again. The version lives in the database, so every server instance and any
-- writer (the ops CLI, plain SQL) moves it at once; a version never repeats, so a total kept under
-- an old one can never be taken for the present.
--
-- The triggers are deferred to the commit, so the version row is locked for the commit only and
-- not from the insert through a rail's hand-over, and raised once per transaction however many
-- rows it wrote (the bulk seed's chunks, a posting's rows). Only the columns a list filters or
-- orders on fire them: an order's status changes under it, so a filter on status is counted every
-- time instead.
CREATE TABLE list_version (
  list    text NOT NULL,
  owner   integer NOT NULL,
  version bigint NOT NULL,
  -- The transaction that raised it last: the same transaction's other rows leave it as it is.
  raised_by xid8 NOT NULL,
  PRIMARY KEY (list, owner)
);

CREATE FUNCTION mizani_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners integer[];
BEGIN
  owners := CASE TG_OP
    WHEN 'INSERT' THEN ARRAY[NEW.user_id]
    WHEN 'DELETE' THEN ARRAY[OLD.user_id]
    ELSE ARRAY[NEW.user_id, OLD.user_id]
  END;
  INSERT INTO list_version AS v (list, owner, version, raised_by)
    SELECT DISTINCT TG_ARGV[0], o, 1, pg_current_xact_id() FROM unnest(owners) AS o
  ON CONFLICT (list, owner) DO UPDATE SET version = v.version + 1, raised_by = EXCLUDED.raised_by
    WHERE v.raised_by <> EXCLUDED.raised_by;
  RETURN NULL;
END
$$;

-- TRUNCATE names no owner: every owner's version of the list moves.
CREATE FUNCTION mizani_list_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_version SET version = version + 1, raised_by = pg_current_xact_id() WHERE list = TG_ARGV[0];
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER orders_list_changed
  AFTER INSERT OR DELETE OR UPDATE OF user_id, scope, kind, flow, pay_type, currency_id, sn, client_order_no, created_at ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mizani_list_changed('orders');
CREATE TRIGGER orders_list_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION mizani_list_truncated('orders');

CREATE CONSTRAINT TRIGGER merchant_order_list_changed
  AFTER INSERT OR DELETE OR UPDATE OF user_id, type, merchant_order_no, sn, created_at ON merchant_order
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mizani_list_changed('merchant_order');
CREATE TRIGGER merchant_order_list_truncated AFTER TRUNCATE ON merchant_order FOR EACH STATEMENT EXECUTE FUNCTION mizani_list_truncated('merchant_order');

CREATE CONSTRAINT TRIGGER fx_conversion_list_changed
  AFTER INSERT OR DELETE OR UPDATE OF user_id, from_currency, to_currency, sn, created_at ON fx_conversion
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mizani_list_changed('fx_conversion');
CREATE TRIGGER fx_conversion_list_truncated AFTER TRUNCATE ON fx_conversion FOR EACH STATEMENT EXECUTE FUNCTION mizani_list_truncated('fx_conversion');

CREATE CONSTRAINT TRIGGER user_log_list_changed
  AFTER INSERT OR DELETE OR UPDATE OF user_id, operation, created_at ON user_log
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mizani_list_changed('user_log');
CREATE TRIGGER user_log_list_truncated AFTER TRUNCATE ON user_log FOR EACH STATEMENT EXECUTE FUNCTION mizani_list_truncated('user_log');

CREATE CONSTRAINT TRIGGER webhook_delivery_list_changed
  AFTER INSERT OR DELETE OR UPDATE OF user_id, order_sn, created_at ON webhook_delivery
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mizani_list_changed('webhook_delivery');
CREATE TRIGGER webhook_delivery_list_truncated AFTER TRUNCATE ON webhook_delivery FOR EACH STATEMENT EXECUTE FUNCTION mizani_list_truncated('webhook_delivery');

-- Owners with rows already start at version 1; an owner with no row yet is never kept (no version
-- to keep it under) until its first write makes one.
INSERT INTO list_version (list, owner, version, raised_by)
  SELECT 'orders', user_id, 1, pg_current_xact_id() FROM orders GROUP BY user_id
  UNION ALL SELECT 'merchant_order', user_id, 1, pg_current_xact_id() FROM merchant_order GROUP BY user_id
  UNION ALL SELECT 'fx_conversion', user_id, 1, pg_current_xact_id() FROM fx_conversion GROUP BY user_id
  UNION ALL SELECT 'user_log', user_id, 1, pg_current_xact_id() FROM user_log GROUP BY user_id
  UNION ALL SELECT 'webhook_delivery', user_id, 1, pg_current_xact_id() FROM webhook_delivery GROUP BY user_id;

-- Migrations 036 (a new product of a watched manufacturer is 'product-added') and 038 (a changed record, trade
-- name or template is 'product-updated') each replaced products_record_change(); this is both in one.
CREATE OR REPLACE FUNCTION products_record_change() RETURNS trigger AS $$
DECLARE
  row_kind text;
BEGIN
  IF NEW.heading OR NOT EXISTS (SELECT 1 FROM watches) THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.online THEN row_kind := 'product-added'; END IF;
  ELSIF OLD.online AND NOT NEW.online THEN
    row_kind := 'product-withdrawn';
  ELSIF NEW.online AND NOT OLD.online AND OLD.published_at IS NULL THEN
    row_kind := 'product-added';
  ELSIF NEW.online AND (NEW.name IS DISTINCT FROM OLD.name OR NEW.description IS DISTINCT FROM OLD.description
      OR NEW.attributes IS DISTINCT FROM OLD.attributes OR NEW.section IS DISTINCT FROM OLD.section OR NOT OLD.online
      OR NEW.properties IS DISTINCT FROM OLD.properties OR NEW.tradename IS DISTINCT FROM OLD.tradename
      OR NEW.template_id IS DISTINCT FROM OLD.template_id OR NEW.template_version IS DISTINCT FROM OLD.template_version) THEN
    row_kind := 'product-updated';
  END IF;
  IF row_kind IS NOT NULL THEN
    INSERT INTO product_changes (product_seq, coid, section, kind, title) VALUES (NEW.seq, NEW.coid, NEW.section, row_kind, NEW.name);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

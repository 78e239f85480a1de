-- Manufacturers publish (issue 24): a watched manufacturer's new product is news of its own ('product-added'),
-- recorded when a product first goes online, whether it is first published from the workspace (an UPDATE of an
-- offline draft that was never published) or written online from the start (an INSERT by the resources API).
-- A published product taken offline stays 'product-withdrawn'; a changed data sheet stays 'product-updated'.
ALTER TABLE product_changes DROP CONSTRAINT IF EXISTS product_changes_kind_check;
ALTER TABLE product_changes ADD CONSTRAINT product_changes_kind_check CHECK (kind IN ('document-added', 'document-updated',
  'document-removed', 'product-added', 'product-updated', 'product-withdrawn', 'declaration-expiring', 'declaration-expired'));

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
      OR NEW.attributes IS DISTINCT FROM OLD.attributes OR NEW.section IS DISTINCT FROM OLD.section OR NOT OLD.online) THEN
    row_kind := 'product-updated';
  END IF;
  IF row_kind IS NOT NULL THEN
    INSERT INTO product_changes (product_seq, coid, section, kind, title) VALUES (NEW.seq, NEW.coid, NEW.section, row_kind, NEW.name);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS products_record_change ON products;
CREATE TRIGGER products_record_change
  AFTER INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_record_change();

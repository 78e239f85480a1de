-- Change alerts (issue 14): users watch a product, a manufacturer or one of their projects; the
-- catalog's own triggers record what changed, whoever changed it (the seed's updates, administrators'
-- screens, the resources API), so no write path can forget to.
CREATE TABLE IF NOT EXISTS watches (
  seq         serial PRIMARY KEY,
  user_seq    integer NOT NULL REFERENCES users (seq) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('product', 'company', 'project')),
  target      integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_seq, kind, target)
);
CREATE INDEX IF NOT EXISTS watches_target ON watches (kind, target);

CREATE TABLE IF NOT EXISTS product_changes (
  seq          bigserial PRIMARY KEY,
  product_seq  integer REFERENCES products (seq) ON DELETE CASCADE,
  coid         integer NOT NULL,
  section      text,
  kind         text NOT NULL CHECK (kind IN ('document-added', 'document-updated', 'document-removed',
                 'product-updated', 'product-withdrawn', 'declaration-expiring', 'declaration-expired')),
  content_id   integer,
  title        text NOT NULL,
  changed_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS product_changes_product ON product_changes (product_seq, seq);
CREATE INDEX IF NOT EXISTS product_changes_coid ON product_changes (coid, seq);
-- A declaration expiring (or expired) is news once.
CREATE UNIQUE INDEX IF NOT EXISTS product_changes_declaration ON product_changes (kind, content_id)
  WHERE kind IN ('declaration-expiring', 'declaration-expired');

ALTER TABLE users ADD COLUMN IF NOT EXISTS change_digest text NOT NULL DEFAULT 'off' CHECK (change_digest IN ('off', 'daily', 'weekly'));
-- The last change the user saw on /account, and the last one a digest mailed (never the same change twice).
ALTER TABLE users ADD COLUMN IF NOT EXISTS changes_seen_through bigint NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN IF NOT EXISTS digest_sent_through bigint NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN IF NOT EXISTS digest_sent_at timestamptz;

-- Nothing is recorded while nobody watches anything (the seed's bulk load stays fast).
CREATE OR REPLACE FUNCTION content_items_record_change() RETURNS trigger AS $$
DECLARE
  row_kind text;
  item content_items%ROWTYPE;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM watches) THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN item := OLD; ELSE item := NEW; END IF;
  IF item.product_seq IS NULL OR item.content_type = 'product' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.online THEN row_kind := 'document-added'; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.online THEN row_kind := 'document-removed'; END IF;
  ELSIF OLD.online AND NOT NEW.online THEN
    row_kind := 'document-removed';
  ELSIF NEW.online AND NOT OLD.online THEN
    row_kind := 'document-added';
  ELSIF NEW.online AND (NEW.title IS DISTINCT FROM OLD.title OR NEW.filename IS DISTINCT FROM OLD.filename
      OR NEW.description IS DISTINCT FROM OLD.description OR NEW.published_at IS DISTINCT FROM OLD.published_at) THEN
    row_kind := 'document-updated';
  END IF;
  IF row_kind IS NOT NULL THEN
    INSERT INTO product_changes (product_seq, coid, section, kind, content_id, title)
    VALUES (item.product_seq, item.coid, item.section, row_kind, item.id, item.title);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER content_items_record_change
  AFTER INSERT OR UPDATE OR DELETE ON content_items
  FOR EACH ROW EXECUTE FUNCTION content_items_record_change();

CREATE OR REPLACE FUNCTION products_record_change() RETURNS trigger AS $$
DECLARE
  row_kind text;
BEGIN
  IF NEW.heading OR NOT EXISTS (SELECT 1 FROM watches) THEN RETURN NULL; END IF;
  IF OLD.online AND NOT NEW.online THEN
    row_kind := 'product-withdrawn';
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

CREATE TRIGGER products_record_change
  AFTER UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_record_change();

-- Typed product records (issue 23). A product data template names, per product family, the properties a
-- specifier compares (type, canonical SI unit, display unit, range or values, facet, IFC property, bSDD id).
-- Templates are versioned and immutable: a changed template is a new version; products name the version their
-- values were validated against. Rows are written from src/domain/product-data/templates by migrate().
CREATE TABLE IF NOT EXISTS product_templates (
  id          text NOT NULL,
  version     integer NOT NULL CHECK (version > 0),
  name        text NOT NULL,
  ifc_class   text NOT NULL,
  sections    text[] NOT NULL,
  properties  jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, version)
);

-- A product's values live once, keyed by property id, numbers in the canonical unit; `attributes` (the data
-- sheet's rows) is derived from them on every write. `code` is the manufacturer's own product code, the key of
-- spreadsheet imports: unique within a manufacturer.
ALTER TABLE products ADD COLUMN IF NOT EXISTS template_id text;
ALTER TABLE products ADD COLUMN IF NOT EXISTS template_version integer;
ALTER TABLE products ADD COLUMN IF NOT EXISTS properties jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE products ADD COLUMN IF NOT EXISTS code text;
-- Checked at commit: a write that changes the template sets the version in the same transaction.
ALTER TABLE products ADD CONSTRAINT products_template_fk
  FOREIGN KEY (template_id, template_version) REFERENCES product_templates (id, version) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE products ADD CONSTRAINT products_properties_object CHECK (jsonb_typeof(properties) = 'object');
CREATE UNIQUE INDEX IF NOT EXISTS products_code ON products (coid, code) WHERE code IS NOT NULL;
CREATE INDEX IF NOT EXISTS products_template ON products (template_id) WHERE template_id IS NOT NULL;

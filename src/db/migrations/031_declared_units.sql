-- Declarations that can be compared (issue 23, item 5). A template names the declared unit its products' EPDs are
-- published per and the GWP range of its category (src/domain/product-data/templates/declarations.ts); migrate()
-- writes it here beside the properties, filling rows stored before this column existed. GWP facets, filters and
-- sorts compare declarations of one declared unit only (declarations.declared_unit, the unit's text).
ALTER TABLE product_templates ADD COLUMN IF NOT EXISTS epd jsonb;
CREATE INDEX IF NOT EXISTS declarations_unit_gwp ON declarations (declared_unit, gwp_kg_co2e) WHERE kind = 'epd';

-- Field weights as architects mean them (issue 14): what the product is (its CSI section title) weighs most,
-- then the item's own title, then the manufacturer, and adjectives in the description least.
-- "insulation" finds thermal insulation (section title, A) before insulated doors (title, B).
CREATE OR REPLACE FUNCTION content_items_search_refresh() RETURNS trigger AS $$
DECLARE
  company_name text;
  section_title text;
BEGIN
  SELECT name INTO company_name FROM companies WHERE coid = NEW.coid;
  SELECT title INTO section_title FROM csi_sections WHERE mf = NEW.mf AND section = NEW.section;
  NEW.search :=
    setweight(to_tsvector('english', coalesce(section_title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(company_name, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  NEW.name_words := to_tsvector('simple', coalesce(NEW.title, '') || ' ' || coalesce(company_name, ''));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

-- How much an item's kind counts in the ranking: products and their documents above loosely related
-- certificates, declarations and events for generic product words.
CREATE OR REPLACE FUNCTION search_type_weight(content_type text) RETURNS real AS $$
  SELECT CASE content_type
    WHEN 'product' THEN 1.0
    WHEN 'cad' THEN 0.8 WHEN 'bim' THEN 0.8 WHEN 'datasheet' THEN 0.8 WHEN 'spec' THEN 0.8
    WHEN 'sw' THEN 0.7 WHEN 'catalog' THEN 0.7 WHEN 'video' THEN 0.6
    WHEN 'epd' THEN 0.5 WHEN 'hpd' THEN 0.5 WHEN 'certificate' THEN 0.4
    ELSE 0.3 END::real
$$ LANGUAGE sql IMMUTABLE;

-- The score a stored list orders by, from the weights the word carries in one item: the best field it is in.
CREATE OR REPLACE FUNCTION search_weights_score(weights text[]) RETURNS real AS $$
  SELECT CASE WHEN 'A' = ANY (weights) THEN 1.0 WHEN 'B' = ANY (weights) THEN 0.6
              WHEN 'C' = ANY (weights) THEN 0.2 ELSE 0.1 END::real
$$ LANGUAGE sql IMMUTABLE;

-- Recompute every vector (the trigger fires on UPDATE OF title); the stale-list trigger marks the changed words.
UPDATE content_items SET title = title;

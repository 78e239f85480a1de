-- Spec-wizard downloads in manufacturers' insights (issue 24 item 7): a section downloaded through the spec wizard
-- (GET /api/spec-generator) is an insight event of its own, counted per spec section (its content item), not per
-- product, so product_seq may be null for it. Rows of migration 037 (views, comparisons) stay valid: each kind
-- still names what it counts.
ALTER TABLE insight_events ALTER COLUMN product_seq DROP NOT NULL;
ALTER TABLE insight_events ADD COLUMN IF NOT EXISTS content_id integer REFERENCES content_items (id) ON DELETE CASCADE;
ALTER TABLE insight_events DROP CONSTRAINT IF EXISTS insight_events_kind_check;
ALTER TABLE insight_events ADD CONSTRAINT insight_events_kind_check CHECK (
  (kind IN ('view', 'compare') AND product_seq IS NOT NULL)
  OR (kind = 'spec-download' AND content_id IS NOT NULL AND product_seq IS NULL)
);

-- Insights for manufacturers (issue 24 item 7): what architects do with a manufacturer's products that no other
-- table records. Product page views and appearances in comparisons are recorded here; downloads, saves, watches,
-- project appearances and spec-wizard saves already have tables of their own. A row names the architect only so
-- insights can count distinct architects by firm type and region: no page shows who (docs/decisions/2026-11-27-spreadsheet-import.md).
CREATE TABLE IF NOT EXISTS insight_events (
  seq          bigserial PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('view', 'compare')),
  coid         integer NOT NULL REFERENCES companies (coid) ON DELETE CASCADE,
  product_seq  integer NOT NULL REFERENCES products (seq) ON DELETE CASCADE,
  user_seq     integer REFERENCES users (seq) ON DELETE SET NULL,
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS insight_events_coid ON insight_events (coid, at);

-- The kind of firm an architect's account says it works for, for insights in aggregate (null: not stated).
ALTER TABLE users ADD COLUMN IF NOT EXISTS firm_type text
  CHECK (firm_type IN ('architecture', 'interior-design', 'engineering', 'contractor', 'owner', 'education', 'other'));

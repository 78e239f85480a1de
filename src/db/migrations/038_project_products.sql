-- Projects hold products (issue 26): the changes an architect kept, and change records for typed records.

-- "Keep the original": the change the architect saw and kept (domain/project/as-specified.ts diffKey), so it
-- stops showing until the product changes again; null when nothing is kept.
ALTER TABLE project_products ADD COLUMN IF NOT EXISTS kept_key text CHECK (kept_key IS NULL OR length(kept_key) <= 100000);
ALTER TABLE project_products ADD COLUMN IF NOT EXISTS kept_at timestamptz;
ALTER TABLE project_products ADD COLUMN IF NOT EXISTS kept_by integer REFERENCES users (seq) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS project_products_project ON project_products (project_seq, section, role);

-- A product's typed record, tradename and template are what architects specify: changing them is news to the
-- product's, manufacturer's and projects' watchers, as a changed name or description always was.
CREATE OR REPLACE FUNCTION products_record_change() RETURNS trigger AS $$
DECLARE
  row_kind text;
BEGIN
  IF NEW.heading OR NOT EXISTS (SELECT 1 FROM watches) THEN RETURN NULL; END IF;
  IF OLD.online AND NOT NEW.online THEN
    row_kind := 'product-withdrawn';
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

-- One list of projects: spec-wizard projects saved before this belong to a project of their owner's. One of the
-- same name when there is one, else a new project named after them, dated when they were made.
UPDATE specwizard_projects w SET char_project_seq = (
  SELECT cp.seq FROM char_projects cp WHERE cp.user_seq = w.user_seq AND lower(cp.name) = lower(w.name) ORDER BY cp.seq LIMIT 1)
WHERE w.char_project_seq IS NULL;
WITH todo AS (
  SELECT w.seq AS wizard_seq, nextval(pg_get_serial_sequence('char_projects', 'seq'))::int AS project_seq,
    w.user_seq, left(w.name, 120) AS name, w.type, w.created_at
  FROM specwizard_projects w WHERE w.char_project_seq IS NULL
), made AS (
  INSERT INTO char_projects (seq, char_project_id, user_seq, name, type, created_at)
  SELECT project_seq, 'P-' || to_char(created_at, 'YYYY') || '-' || lpad(project_seq::text, 4, '0'), user_seq, name, type, created_at
  FROM todo
  RETURNING seq
)
UPDATE specwizard_projects w SET char_project_seq = todo.project_seq FROM todo JOIN made ON made.seq = todo.project_seq
WHERE w.seq = todo.wizard_seq;

-- Manufacturers edit their specification sections in the workspace (issue 24): the same states as products.
-- `body` stays the public text; an edit waits in `pending` (a SpecBody) until an administrator, or the staff of a
-- trusted manufacturer, publishes it. Every existing section is published.
ALTER TABLE spec_documents ADD COLUMN IF NOT EXISTS publication text NOT NULL DEFAULT 'published'
  CHECK (publication IN ('draft', 'submitted', 'published'));
ALTER TABLE spec_documents ADD COLUMN IF NOT EXISTS pending jsonb;
ALTER TABLE spec_documents ADD COLUMN IF NOT EXISTS updated_at timestamptz;
CREATE INDEX IF NOT EXISTS spec_documents_review_queue ON spec_documents (updated_at) WHERE publication = 'submitted';

-- The audit log names sections as their own kind of target.
ALTER TABLE audit_entries DROP CONSTRAINT IF EXISTS audit_entries_target_kind_check;
ALTER TABLE audit_entries ADD CONSTRAINT audit_entries_target_kind_check
  CHECK (target_kind IN ('company', 'product', 'document', 'import', 'spec'));

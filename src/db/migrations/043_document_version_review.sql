-- A new version of a published document waits for review unless its manufacturer is trusted (issue 24): it is
-- stored and checked as any upload, but downloads, previews and the variations page keep serving the newest
-- version that is neither retired nor waiting, until an administrator publishes it from the review queue.
ALTER TABLE document_versions ADD COLUMN IF NOT EXISTS awaiting_review boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS document_versions_review_queue ON document_versions (created_at) WHERE awaiting_review;

-- Which versions a document serves and lists (its variations page, its badge) is catalog data: a publish or a
-- retirement of a version moves the data version like any catalog write (migration 025).
DROP TRIGGER IF EXISTS document_versions_data_version ON document_versions;
CREATE TRIGGER document_versions_data_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON document_versions
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();

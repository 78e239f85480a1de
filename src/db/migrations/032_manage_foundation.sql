-- Manufacturers publish (issue 24): the shared vocabulary of the workspace, the API, imports and uploads.
--
-- A product a manufacturer creates is a products row from the start, kept off the public site (online = false)
-- until it is first published; every public query already reads online rows only. A change to a published
-- product waits in `pending` (the typed input: name, tradename, section, template, properties, online) until it
-- is published, so the public record never shows an unreviewed value.
ALTER TABLE products ADD COLUMN IF NOT EXISTS publication text NOT NULL DEFAULT 'published'
  CHECK (publication IN ('draft', 'submitted', 'published'));
ALTER TABLE products ADD COLUMN IF NOT EXISTS pending jsonb;
ALTER TABLE products ADD COLUMN IF NOT EXISTS published_at timestamptz;
ALTER TABLE products ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
-- Withdrawn by its manufacturer (online = false for a published product): kept apart from never published.
ALTER TABLE products ADD COLUMN IF NOT EXISTS withdrawn_at timestamptz;
UPDATE products SET published_at = created_at WHERE published_at IS NULL AND publication = 'published';
CREATE INDEX IF NOT EXISTS products_review_queue ON products (publication, updated_at) WHERE publication = 'submitted';

-- Documents follow the same states: a draft document is offline until published.
ALTER TABLE content_items ADD COLUMN IF NOT EXISTS publication text NOT NULL DEFAULT 'published'
  CHECK (publication IN ('draft', 'submitted', 'published'));

-- Manufacturers an administrator trusts publish without review.
ALTER TABLE companies ADD COLUMN IF NOT EXISTS trusted_publisher boolean NOT NULL DEFAULT false;

-- API keys scoped to one manufacturer with write rights (for product-information systems).
ALTER TABLE api_keys ADD COLUMN IF NOT EXISTS coid integer REFERENCES companies (coid) ON DELETE CASCADE;
ALTER TABLE api_keys ADD COLUMN IF NOT EXISTS can_write boolean NOT NULL DEFAULT false;

-- Who changed what, when, from what to what: read by the manufacturer and administrators.
CREATE TABLE IF NOT EXISTS audit_entries (
  seq          bigserial PRIMARY KEY,
  coid         integer NOT NULL REFERENCES companies (coid) ON DELETE CASCADE,
  actor_seq    integer REFERENCES users (seq) ON DELETE SET NULL,
  -- 'user:<email>', 'api-key:<prefix>' or 'import': who acted, kept when the user is deleted.
  actor        text NOT NULL,
  action       text NOT NULL,
  target_kind  text NOT NULL CHECK (target_kind IN ('company', 'product', 'document', 'import')),
  target_id    integer,
  before       jsonb,
  after        jsonb,
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS audit_entries_coid ON audit_entries (coid, seq DESC);

-- Every version of a document's file: the newest not retired is the one downloaded; earlier ones stay
-- downloadable on the document's variations page. The bytes live in the file store under storage_key.
CREATE TABLE IF NOT EXISTS document_versions (
  content_id   integer NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  version      integer NOT NULL CHECK (version >= 1),
  storage_key  text NOT NULL,
  filename     text NOT NULL,
  mime         text NOT NULL,
  size         bigint NOT NULL CHECK (size >= 0),
  sha256       text NOT NULL,
  -- The quality report: { ok, checks: [{ name, ok, message }], badge }.
  report       jsonb NOT NULL,
  created_by   integer REFERENCES users (seq) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  retired_at   timestamptz,
  PRIMARY KEY (content_id, version)
);

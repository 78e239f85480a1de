-- A manufacturer's profile and logo go through review like its products (issue 24, item 1): an edit by a
-- manufacturer that is not a trusted publisher waits here until an administrator publishes it or sends it back;
-- the public company page reads companies only, so it never shows a waiting value.
CREATE TABLE IF NOT EXISTS company_changes (
  coid          integer PRIMARY KEY REFERENCES companies (coid) ON DELETE CASCADE,
  -- The whole profile as the manufacturer last saved it (description, address…); null when only the logo waits.
  profile       jsonb,
  -- The file store key of an uploaded logo waiting for review (a PNG); null when only the profile waits.
  logo_key      text,
  state         text NOT NULL DEFAULT 'submitted' CHECK (state IN ('submitted', 'returned')),
  -- The reviewer's note when sent back.
  note          text,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (profile IS NOT NULL OR logo_key IS NOT NULL)
);
CREATE INDEX IF NOT EXISTS company_changes_queue ON company_changes (updated_at) WHERE state = 'submitted';

-- The published uploaded logo (a PNG in the file store); null: the logo at media/logos/<coid>.png|svg, else the mark.
-- Publishing a logo sets this key in the same transaction as its audit entry, so no one sees half a publish.
ALTER TABLE companies ADD COLUMN IF NOT EXISTS logo_key text;

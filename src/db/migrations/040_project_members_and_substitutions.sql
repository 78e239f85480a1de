-- Colleagues on a project and substitution reviews (issue 26, items 4 and 5).

-- Who last changed the project itself (name, type, place, CSI map), and when.
ALTER TABLE char_projects ADD COLUMN IF NOT EXISTS updated_by integer REFERENCES users (seq) ON DELETE SET NULL;
ALTER TABLE char_projects ADD COLUMN IF NOT EXISTS updated_at timestamptz;

-- Every change to a project records who made it: an entry per change, read on the project page and the API.
-- `user_seq` is null once that account is deleted; the entry stays (the project's history is the owner's).
CREATE TABLE IF NOT EXISTS project_activity (
  seq          bigserial PRIMARY KEY,
  project_seq  integer NOT NULL REFERENCES char_projects (seq) ON DELETE CASCADE,
  user_seq     integer REFERENCES users (seq) ON DELETE SET NULL,
  action       text NOT NULL CHECK (action ~ '^[a-z][a-z-]{1,39}$'),
  detail       text NOT NULL DEFAULT '' CHECK (length(detail) <= 300),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS project_activity_project ON project_activity (project_seq, seq DESC);

-- A substitution review: a proposed substitute for a basis-of-design product, compared row by row when it was
-- made. `rows` is the comparison as it stood then ([{ property, basis, substitute, verdict }]), so the review
-- and its documents say what was reviewed even after either product's record changes.
CREATE TABLE IF NOT EXISTS project_substitutions (
  seq             serial PRIMARY KEY,
  project_seq     integer NOT NULL REFERENCES char_projects (seq) ON DELETE CASCADE,
  basis_seq       integer NOT NULL REFERENCES products (seq) ON DELETE CASCADE,
  substitute_seq  integer NOT NULL REFERENCES products (seq) ON DELETE CASCADE,
  basis_name      text NOT NULL,
  substitute_name text NOT NULL,
  section         text NOT NULL,
  rows            jsonb NOT NULL,
  created_by      integer REFERENCES users (seq) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (basis_seq <> substitute_seq)
);
CREATE INDEX IF NOT EXISTS project_substitutions_project ON project_substitutions (project_seq, seq DESC);

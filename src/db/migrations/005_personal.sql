-- Personal data (issue 3): favorite notes, project news requests, and indexes for "newest first" lists.

-- PUT /api/user-favorites/{id} changes the visitor's own note on a favorite (no other field of a favorite is editable).
ALTER TABLE user_favorites ADD COLUMN IF NOT EXISTS note text NOT NULL DEFAULT '';

-- POST /api/user-project-fyi: the visitor wants news about a manufacturer's project (client_projects).
CREATE TABLE user_project_fyi (
  seq                 serial PRIMARY KEY,
  user_seq            integer NOT NULL REFERENCES users (seq) ON DELETE CASCADE,
  client_project_seq  integer NOT NULL REFERENCES client_projects (seq) ON DELETE CASCADE,
  coid                integer NOT NULL REFERENCES companies (coid) ON DELETE CASCADE,
  created_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_seq, client_project_seq)
);
CREATE INDEX user_project_fyi_coid ON user_project_fyi (coid, created_at);

CREATE INDEX IF NOT EXISTS user_favorites_user_created ON user_favorites (user_seq, created_at DESC, seq DESC);
CREATE INDEX IF NOT EXISTS user_searches_user_created ON user_searches (user_seq, created_at DESC, seq DESC);
CREATE INDEX IF NOT EXISTS char_projects_user_created ON char_projects (user_seq, created_at DESC, seq DESC);
CREATE INDEX IF NOT EXISTS specwizard_projects_user ON specwizard_projects (user_seq, updated_at DESC, seq DESC);
CREATE INDEX IF NOT EXISTS activities_user ON activities (user_seq, created_at) WHERE user_seq IS NOT NULL;

-- The architect's project (issue 26): products chosen per section with the record relied on, and colleagues.

-- A product chosen for a project: the basis of design for its section or a listed equal. `specified` is the
-- as-specified record frozen when it was added (or when the architect last accepted a change): the typed
-- record, document versions, declarations' validity and GWP, as services/personal/project-products writes it.
CREATE TABLE IF NOT EXISTS project_products (
  seq           serial PRIMARY KEY,
  project_seq   integer NOT NULL REFERENCES char_projects (seq) ON DELETE CASCADE,
  product_seq   integer NOT NULL REFERENCES products (seq) ON DELETE CASCADE,
  section       text NOT NULL,
  role          text NOT NULL CHECK (role IN ('basis', 'equal')),
  notes         text NOT NULL DEFAULT '' CHECK (length(notes) <= 2000),
  -- Quantity in the template's declared unit, for the embodied-carbon summary (null: not entered).
  quantity      numeric CHECK (quantity IS NULL OR quantity >= 0),
  specified     jsonb NOT NULL,
  specified_at  timestamptz NOT NULL DEFAULT now(),
  added_by      integer REFERENCES users (seq) ON DELETE SET NULL,
  UNIQUE (project_seq, product_seq)
);
CREATE INDEX IF NOT EXISTS project_products_product ON project_products (product_seq);
-- One basis of design per section.
CREATE UNIQUE INDEX IF NOT EXISTS project_products_basis ON project_products (project_seq, section) WHERE role = 'basis';

-- Colleagues: the owner is char_projects.user_seq; members are editors or viewers.
CREATE TABLE IF NOT EXISTS project_members (
  project_seq  integer NOT NULL REFERENCES char_projects (seq) ON DELETE CASCADE,
  user_seq     integer NOT NULL REFERENCES users (seq) ON DELETE CASCADE,
  role         text NOT NULL CHECK (role IN ('editor', 'viewer')),
  invited_by   integer REFERENCES users (seq) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_seq, user_seq)
);
CREATE INDEX IF NOT EXISTS project_members_user ON project_members (user_seq);

-- Spec-wizard selections belong to a project of the same list (one list of projects, one count).
ALTER TABLE specwizard_projects ADD COLUMN IF NOT EXISTS char_project_seq integer REFERENCES char_projects (seq) ON DELETE SET NULL;

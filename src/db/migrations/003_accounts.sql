-- Visitors' accounts and their personal data; analytics; outbound mail.

CREATE TABLE users (
  seq            serial PRIMARY KEY,
  email          text NOT NULL UNIQUE,
  password_hash  text NOT NULL,
  first_name     text NOT NULL DEFAULT '',
  last_name      text NOT NULL DEFAULT '',
  company        text NOT NULL DEFAULT '',
  title          text NOT NULL DEFAULT '',
  phone          text NOT NULL DEFAULT '',
  website        text NOT NULL DEFAULT '',
  address        text NOT NULL DEFAULT '',
  city           text NOT NULL DEFAULT '',
  state          text NOT NULL DEFAULT '',
  zip            text NOT NULL DEFAULT '',
  is_admin       boolean NOT NULL DEFAULT false,
  coid           integer REFERENCES companies (coid) ON DELETE SET NULL,  -- manufacturer client staff
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_tokens (
  token_hash  text PRIMARY KEY,
  user_seq    integer NOT NULL REFERENCES users (seq) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('bearer', 'reset')),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_seq, kind);

CREATE TABLE user_favorites (
  seq           serial PRIMARY KEY,
  user_seq      integer NOT NULL REFERENCES users (seq) ON DELETE CASCADE,
  content_id    integer NOT NULL,
  content_type  text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_seq, content_type, content_id)
);

CREATE TABLE user_searches (
  seq           serial PRIMARY KEY,
  user_seq      integer NOT NULL REFERENCES users (seq) ON DELETE CASCADE,
  content_type  text NOT NULL DEFAULT 'all',
  search_terms  text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Character projects (a user's projects), owned by a user.
CREATE TABLE char_projects (
  seq              serial PRIMARY KEY,
  char_project_id  text NOT NULL UNIQUE,
  user_seq         integer NOT NULL REFERENCES users (seq) ON DELETE CASCADE,
  name             text NOT NULL,
  type             integer,
  city             text NOT NULL DEFAULT '',
  state            text NOT NULL DEFAULT '',
  last_spec_date   timestamptz,
  csi_map          jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE project_outline_specs (
  project_seq  integer NOT NULL REFERENCES char_projects (seq) ON DELETE CASCADE,
  coid         integer NOT NULL REFERENCES companies (coid) ON DELETE CASCADE,
  section      text NOT NULL,
  spec_date    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_seq, coid, section)
);
CREATE INDEX project_outline_specs_coid ON project_outline_specs (coid, spec_date);

CREATE TABLE specwizard_projects (
  seq         serial PRIMARY KEY,
  user_seq    integer NOT NULL REFERENCES users (seq) ON DELETE CASCADE,
  name        text NOT NULL,
  type        integer,
  content_id  integer REFERENCES content_items (id) ON DELETE SET NULL,
  coid        integer REFERENCES companies (coid) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX specwizard_projects_coid ON specwizard_projects (coid, updated_at);

CREATE TABLE specwizard_project_specs (
  project_seq  integer NOT NULL REFERENCES specwizard_projects (seq) ON DELETE CASCADE,
  spec_id      text NOT NULL,
  PRIMARY KEY (project_seq, spec_id)
);

CREATE TABLE content_requests (
  seq           serial PRIMARY KEY,
  user_seq      integer REFERENCES users (seq) ON DELETE SET NULL,
  coid          integer REFERENCES companies (coid) ON DELETE SET NULL,
  kind          text NOT NULL DEFAULT 'rfi',
  email         text NOT NULL,
  full_name     text NOT NULL DEFAULT '',
  message       text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'new',
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE activities (
  seq             bigserial PRIMARY KEY,
  user_seq        integer,
  event_category  text NOT NULL DEFAULT 'click',
  event_action    text NOT NULL DEFAULT 'general',
  event_label     text NOT NULL DEFAULT 'unlabelled',
  event_value     integer NOT NULL DEFAULT 1,
  path            text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activities_created ON activities (created_at);

CREATE TABLE outbox (
  seq          bigserial PRIMARY KEY,
  to_address   text NOT NULL,
  subject      text NOT NULL,
  body         text NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  last_error   text,
  sent_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_unsent ON outbox (created_at) WHERE sent_at IS NULL;

-- Bumped whenever catalog data changes; the anonymous HTML cache keys on it.
CREATE TABLE data_version (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  version  bigint NOT NULL DEFAULT 1
);
INSERT INTO data_version DEFAULT VALUES;

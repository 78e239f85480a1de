-- Editorial and marketing content: banners, promos, podcasts, blog, news, CEUs, projects.

CREATE TABLE banners (
  seq           serial PRIMARY KEY,
  coid          integer REFERENCES companies (coid) ON DELETE CASCADE,
  title         text NOT NULL,
  body          text NOT NULL DEFAULT '',
  link_url      text NOT NULL,
  image_alt     text NOT NULL DEFAULT '',
  placement     text NOT NULL DEFAULT 'top',   -- 'top', 'bpc', a content type, or a page name
  content_type  text,
  division      text,
  section       text,
  active        boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX banners_placement ON banners (placement, content_type, division) WHERE active;

CREATE TABLE homepage_promos (
  seq         serial PRIMARY KEY,
  title       text NOT NULL,
  body        text NOT NULL DEFAULT '',
  link_url    text NOT NULL,
  link_label  text NOT NULL DEFAULT 'Learn more',
  active      boolean NOT NULL DEFAULT true,
  starts_at   timestamptz NOT NULL DEFAULT now(),
  ends_at     timestamptz
);

CREATE TABLE ceus (
  seq              serial PRIMARY KEY,
  coid             integer REFERENCES companies (coid) ON DELETE SET NULL,
  title            text NOT NULL,
  description      text NOT NULL DEFAULT '',
  objectives       jsonb NOT NULL DEFAULT '[]'::jsonb,
  credit_hours     numeric(4,2) NOT NULL DEFAULT 1,
  provider_number  text NOT NULL DEFAULT '',
  course_number    text NOT NULL DEFAULT '',
  hsw              boolean NOT NULL DEFAULT true,
  quiz             jsonb NOT NULL DEFAULT '[]'::jsonb,
  published_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE podcasts (
  seq           serial PRIMARY KEY,
  title         text NOT NULL,
  summary       text NOT NULL DEFAULT '',
  transcript    text NOT NULL DEFAULT '',
  audio_url     text,
  duration_sec  integer NOT NULL DEFAULT 0,
  ceu_seq       integer REFERENCES ceus (seq) ON DELETE SET NULL,
  coid          integer REFERENCES companies (coid) ON DELETE SET NULL,
  published_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE external_contacts (
  seq          serial PRIMARY KEY,
  podcast_seq  integer REFERENCES podcasts (seq) ON DELETE CASCADE,
  full_name    text NOT NULL,
  title        text NOT NULL DEFAULT '',
  company      text NOT NULL DEFAULT '',
  bio          text NOT NULL DEFAULT ''
);

CREATE TABLE blog_posts (
  seq           serial PRIMARY KEY,
  title         text NOT NULL,
  author        text NOT NULL DEFAULT '',
  summary       text NOT NULL DEFAULT '',
  body          text NOT NULL DEFAULT '',
  division      text,
  published_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE press_releases (
  seq           serial PRIMARY KEY,
  coid          integer NOT NULL REFERENCES companies (coid) ON DELETE CASCADE,
  title         text NOT NULL,
  body          text NOT NULL DEFAULT '',
  division      text,
  published_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX press_releases_division ON press_releases (division, published_at DESC);

CREATE TABLE alerts (
  seq           serial PRIMARY KEY,
  kind          text NOT NULL DEFAULT 'alert' CHECK (kind IN ('alert', 'news')),
  coid          integer REFERENCES companies (coid) ON DELETE SET NULL,
  title         text NOT NULL,
  body          text NOT NULL DEFAULT '',
  link_url      text,
  published_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alerts_kind ON alerts (kind, published_at DESC);

CREATE TABLE client_projects (
  seq           serial PRIMARY KEY,
  coid          integer NOT NULL REFERENCES companies (coid) ON DELETE CASCADE,
  name          text NOT NULL,
  architect     text NOT NULL DEFAULT '',
  city          text NOT NULL DEFAULT '',
  state         text NOT NULL DEFAULT '',
  description   text NOT NULL DEFAULT '',
  division      text,
  section       text,
  completed     integer,
  photos        jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_projects_coid ON client_projects (coid);
CREATE INDEX client_projects_division ON client_projects (division);

CREATE TABLE custom_html (
  seq    serial PRIMARY KEY,
  coid   integer NOT NULL REFERENCES companies (coid) ON DELETE CASCADE,
  slot   text NOT NULL DEFAULT 'profile',
  html   text NOT NULL
);

CREATE TABLE clients (
  seq         serial PRIMARY KEY,
  coid        integer NOT NULL UNIQUE REFERENCES companies (coid) ON DELETE CASCADE,
  plan        text NOT NULL DEFAULT 'standard',
  starts_at   date NOT NULL DEFAULT current_date,
  ends_at     date
);

-- Catalog: manufacturers, CSI MasterFormat, product trees, content of every type.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE csi_divisions (
  mf        text NOT NULL DEFAULT '04',
  division  text NOT NULL,
  title     text NOT NULL,
  PRIMARY KEY (mf, division)
);

CREATE TABLE csi_sections (
  mf        text NOT NULL DEFAULT '04',
  section   text NOT NULL,          -- '08 11 13' (04) or '08110' (95)
  division  text NOT NULL,
  title     text NOT NULL,
  PRIMARY KEY (mf, section)
);
CREATE INDEX csi_sections_division ON csi_sections (mf, division);

CREATE TABLE companies (
  coid                  integer PRIMARY KEY CHECK (coid BETWEEN 10000 AND 99999),
  name                  text NOT NULL,
  slug                  text NOT NULL,
  webabrv               text UNIQUE,
  is_client             boolean NOT NULL DEFAULT false,
  report_password_hash  text,
  description           text NOT NULL DEFAULT '',
  address               text NOT NULL DEFAULT '',
  city                  text NOT NULL DEFAULT '',
  state                 text NOT NULL DEFAULT '',
  zip                   text NOT NULL DEFAULT '',
  phone                 text NOT NULL DEFAULT '',
  email                 text NOT NULL DEFAULT '',
  website               text NOT NULL DEFAULT '',
  urls                  jsonb NOT NULL DEFAULT '{}'::jsonb,
  category              text NOT NULL DEFAULT '',
  has_news              boolean NOT NULL DEFAULT false,
  has_projects          boolean NOT NULL DEFAULT false,
  founded               integer,
  created_at            timestamptz NOT NULL DEFAULT now(),
  search                tsvector
);
CREATE INDEX companies_search ON companies USING gin (search);
CREATE INDEX companies_category ON companies (category);
CREATE INDEX companies_name_trgm ON companies USING gin (name gin_trgm_ops);
CREATE INDEX companies_name_simple ON companies USING gin (to_tsvector('simple', name));

CREATE TABLE company_sections (
  coid     integer NOT NULL REFERENCES companies (coid) ON DELETE CASCADE,
  mf       text NOT NULL DEFAULT '04',
  section  text NOT NULL,
  PRIMARY KEY (coid, mf, section)
);
CREATE INDEX company_sections_section ON company_sections (mf, section);

CREATE TABLE products (
  seq          serial PRIMARY KEY,
  coid         integer NOT NULL REFERENCES companies (coid) ON DELETE CASCADE,
  parent_id    integer REFERENCES products (seq) ON DELETE CASCADE,
  heading      boolean NOT NULL DEFAULT false,
  name         text NOT NULL,
  tradename    text,
  tree_order   integer NOT NULL DEFAULT 0,
  online       boolean NOT NULL DEFAULT true,
  is_featured  boolean NOT NULL DEFAULT false,
  section      text,
  division     text,
  description  text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_coid ON products (coid, tree_order);
CREATE INDEX products_parent ON products (parent_id);
CREATE INDEX products_featured ON products (is_featured, division) WHERE is_featured;

-- One row per downloadable or viewable item; products appear here too (type 'product')
-- so that one search index covers everything.
CREATE TABLE content_items (
  id            serial PRIMARY KEY,
  coid          integer NOT NULL REFERENCES companies (coid) ON DELETE CASCADE,
  product_seq   integer REFERENCES products (seq) ON DELETE SET NULL,
  content_type  text NOT NULL CHECK (content_type IN
                  ('cad','bim','certificate','epd','hpd','product','spec','sw','video',
                   'catalog','datasheet','webinar','software')),
  title         text NOT NULL,
  description   text NOT NULL DEFAULT '',
  mf            text NOT NULL DEFAULT '04',
  division      text,
  section       text,
  filename      text,
  file_format   text,
  file_size     integer,
  url           text,
  online        boolean NOT NULL DEFAULT true,
  popularity    integer NOT NULL DEFAULT 0,
  published_at  timestamptz NOT NULL DEFAULT now(),
  created_at    timestamptz NOT NULL DEFAULT now(),
  search        tsvector,
  name_words    tsvector
);
CREATE INDEX content_items_search ON content_items USING gin (search);
CREATE INDEX content_items_name_words ON content_items USING gin (name_words);
CREATE INDEX content_items_type_division ON content_items (content_type, division, section);
CREATE INDEX content_items_coid_type ON content_items (coid, content_type);
CREATE INDEX content_items_product ON content_items (product_seq);
CREATE INDEX content_items_published ON content_items (published_at DESC);
CREATE INDEX content_items_popularity ON content_items (content_type, popularity DESC);

-- Weighted search vector: title A; manufacturer and section title B; description C.
CREATE FUNCTION content_items_search_refresh() RETURNS trigger AS $$
DECLARE
  company_name text;
  section_title text;
BEGIN
  SELECT name INTO company_name FROM companies WHERE coid = NEW.coid;
  SELECT title INTO section_title FROM csi_sections WHERE mf = NEW.mf AND section = NEW.section;
  NEW.search :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(company_name, '') || ' ' || coalesce(section_title, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  NEW.name_words := to_tsvector('simple', coalesce(NEW.title, '') || ' ' || coalesce(company_name, ''));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER content_items_search_refresh
  BEFORE INSERT OR UPDATE OF title, description, coid, section, mf ON content_items
  FOR EACH ROW EXECUTE FUNCTION content_items_search_refresh();

CREATE FUNCTION companies_search_refresh() RETURNS trigger AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.category, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER companies_search_refresh
  BEFORE INSERT OR UPDATE OF name, category, description ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_search_refresh();

-- Words of the index, for typo correction (rebuilt after bulk changes).
CREATE TABLE search_words (
  word   text PRIMARY KEY,
  ndoc   integer NOT NULL
);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);

CREATE TABLE catalog_pages (
  content_id   integer NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  page_number  integer NOT NULL,
  data         text NOT NULL DEFAULT '',
  PRIMARY KEY (content_id, page_number)
);

CREATE TABLE spec_documents (
  content_id  integer PRIMARY KEY REFERENCES content_items (id) ON DELETE CASCADE,
  filename    text NOT NULL UNIQUE,
  body        jsonb NOT NULL            -- parts, articles, paragraphs, editor's notes
);

CREATE TABLE spec_wizards (
  content_id  integer PRIMARY KEY REFERENCES content_items (id) ON DELETE CASCADE,
  filename    text NOT NULL UNIQUE,
  active      boolean NOT NULL DEFAULT true,
  tree        jsonb NOT NULL            -- lines and nodes
);

CREATE TABLE downloads (
  id            bigserial PRIMARY KEY,
  content_id    integer REFERENCES content_items (id) ON DELETE SET NULL,
  coid          integer,
  content_type  text,
  user_seq      integer,
  label         text,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX downloads_coid ON downloads (coid, created_at);

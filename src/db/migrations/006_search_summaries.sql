-- Derived tables that keep searches and browse counts fast on large catalogs.
-- Both are rebuilt by rebuildSearchIndex() after bulk changes.

-- For each common lexeme: how many online items match it per content type ('all' for every type),
-- and the best 1,000 of them (title matches first, then popularity).
CREATE TABLE search_top (
  lexeme        text NOT NULL,
  content_type  text NOT NULL,
  total         integer NOT NULL,
  ids           integer[] NOT NULL,
  PRIMARY KEY (lexeme, content_type)
);

-- Online items per content type, format, division and section: the browse pages' counts.
CREATE TABLE content_facets (
  content_type  text NOT NULL,
  mf            text NOT NULL,
  division      text NOT NULL,
  section       text NOT NULL,
  n             integer NOT NULL,
  PRIMARY KEY (content_type, mf, division, section)
);

-- Project galleries (issue 5): a project type (10 Commercial, 11 Office, ...) per client project, and indexes for the
-- newest-first browsing lists (/projects, /press-releases).

ALTER TABLE client_projects ADD COLUMN IF NOT EXISTS type integer;

-- Demo rows seeded before this column existed: the seed names projects "{place} {kind}", and
-- each kind has one type (scripts/seed/vocab-places.ts PROJECT_KINDS).
UPDATE client_projects SET type = CASE
  WHEN name LIKE '% Office Tower' OR name LIKE '% Corporate Campus' THEN 11
  WHEN name LIKE '% Retail Center' OR name LIKE '% Marketplace' THEN 12
  WHEN name LIKE '% Hotel' THEN 13
  WHEN name LIKE '% Distribution Center' OR name LIKE '% Manufacturing Plant' THEN 20
  WHEN name LIKE '% Medical Pavilion' OR name LIKE '% Community Hospital' THEN 41
  WHEN name LIKE '% Elementary School' OR name LIKE '% High School' OR name LIKE '% University Science Center' THEN 42
  WHEN name LIKE '% Chapel' THEN 43
  WHEN name LIKE '% Public Library' OR name LIKE '% Fire Station' OR name LIKE '% City Hall' THEN 44
  WHEN name LIKE '% Recreation Center' OR name LIKE '% Aquatic Center' THEN 45
  WHEN name LIKE '% Apartments' OR name LIKE '% Senior Living' OR name LIKE '% Townhomes' THEN 50
END
WHERE type IS NULL;

CREATE INDEX IF NOT EXISTS client_projects_created ON client_projects (created_at DESC);
CREATE INDEX IF NOT EXISTS press_releases_published ON press_releases (published_at DESC);

-- Saved searches keep the facet filters they were saved with (issue 22): the canonical query string of the
-- facets ("manufacturer=1042&declaration=epd", domain/facets.ts), empty for an unfiltered search.
ALTER TABLE user_searches ADD COLUMN IF NOT EXISTS filters text NOT NULL DEFAULT '';

-- Featured products are sampled at random on the home page, division pages and company pages
-- (ORDER BY random() over every candidate). This index holds exactly the candidates, so the sample
-- reads a small index instead of fetching every featured row from the table.
CREATE INDEX IF NOT EXISTS products_featured_online ON products (division, seq) WHERE is_featured AND online AND NOT heading;

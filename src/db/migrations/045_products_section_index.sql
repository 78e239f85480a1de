-- The sections products are classified under (the sitemap's /products/by-csi pages) are read by a loose index scan
-- of this index, one probe per section, where a DISTINCT read every product (issue 25: 200 ms on the embedded
-- database at 100k products, every other statement waiting behind it). The comparable products of a section
-- (product pages) find theirs through it too.
CREATE INDEX IF NOT EXISTS products_section ON products (section);

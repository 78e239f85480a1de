-- Which products have online documents of a type (/products/{type} and its facets, built once per data version)
-- and every product's own item are read from this index alone, where they read each item's row of the table
-- (issue 25: 900 ms on the embedded database at 100k products, every other statement waiting behind it; 17 ms so).
CREATE INDEX IF NOT EXISTS content_items_type_product ON content_items (content_type, product_seq, id) WHERE online;

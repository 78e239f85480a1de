-- Facets (issue 14): an item's sustainability facts are its own declaration and those of its product's online
-- EPD and HPD items (src/services/current-declarations.ts). Finding a product's declaration items is one small
-- index probe per listed item with this index, instead of visiting every item of the product.
CREATE INDEX IF NOT EXISTS content_items_product_declarations ON content_items (product_seq)
  WHERE content_type IN ('epd', 'hpd') AND online;

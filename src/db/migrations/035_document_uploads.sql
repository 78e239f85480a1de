-- Manufacturers' uploads (issue 24, item 2): a product's photos are uploaded documents too, kept and versioned
-- like its drawings and PDFs (document_versions, migration 032). The content type list gains 'photo'; nothing
-- lists photos as content-type pages, they belong to their product.
ALTER TABLE content_items DROP CONSTRAINT IF EXISTS content_items_content_type_check;
ALTER TABLE content_items ADD CONSTRAINT content_items_content_type_check CHECK (content_type IN
  ('cad','bim','certificate','epd','hpd','product','spec','sw','video',
   'catalog','datasheet','webinar','software','photo'));

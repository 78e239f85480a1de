-- A product's data-sheet rows (issue 14): [{group, label, value}], worked out once when the
-- product is written (the seed, administrators' writes), never parsed from prose per request.
ALTER TABLE products ADD COLUMN IF NOT EXISTS attributes jsonb NOT NULL DEFAULT '[]'::jsonb;

-- POST /feedback/non-client: the visitor names the company or firm they work for.
ALTER TABLE content_requests ADD COLUMN IF NOT EXISTS organization text NOT NULL DEFAULT '';

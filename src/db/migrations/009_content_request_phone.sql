-- POST /api/manufacturers/email-request: a visitor may leave a phone number with a request for information.
ALTER TABLE content_requests ADD COLUMN IF NOT EXISTS phone text NOT NULL DEFAULT '';

-- Issue 6, messaging and payments: mail retries, visitors' messages to the site team, orders.

-- Outbox retries (src/services/mail): a row waits until next_attempt_at; a row given up after the
-- last attempt keeps its error and failed_at. Rows are deleted once delivered.
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS next_attempt_at timestamptz;
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS failed_at timestamptz;
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS reply_to text;
UPDATE outbox SET next_attempt_at = created_at WHERE sent_at IS NULL AND next_attempt_at IS NULL;
ALTER TABLE outbox ALTER COLUMN next_attempt_at SET DEFAULT now();
ALTER TABLE outbox ALTER COLUMN next_attempt_at SET NOT NULL;
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;

-- POST /api/email: a visitor's message to the site team has a subject.
ALTER TABLE content_requests ADD COLUMN IF NOT EXISTS subject text NOT NULL DEFAULT '';

-- /payment: orders of listing and advertising packages (src/domain/advertising-packages.ts).
CREATE TABLE IF NOT EXISTS orders (
  seq           serial PRIMARY KEY,
  order_number  text NOT NULL UNIQUE,
  -- Unguessable reference for the confirmation page and the invoice mail's link.
  reference     text NOT NULL UNIQUE,
  package_id    text NOT NULL,
  package_name  text NOT NULL,
  term          text NOT NULL CHECK (term IN ('year', 'month')),
  quantity      integer NOT NULL CHECK (quantity BETWEEN 1 AND 12),
  unit_price_usd integer NOT NULL CHECK (unit_price_usd >= 0),
  total_usd     integer NOT NULL CHECK (total_usd >= 0),
  company       text NOT NULL,
  contact_name  text NOT NULL,
  email         text NOT NULL,
  phone         text NOT NULL,
  zip           text NOT NULL,
  website       text NOT NULL DEFAULT '',
  notes         text NOT NULL DEFAULT '',
  provider      text NOT NULL,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'cancelled', 'failed')),
  user_seq      integer REFERENCES users (seq) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS orders_created ON orders (created_at DESC);

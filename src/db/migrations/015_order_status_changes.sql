-- /account/orders: administrators record that an invoice was paid or the order cancelled.
-- Who made the change and when; the status itself stays in orders.status.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS paid_at timestamptz;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS cancelled_at timestamptz;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS changed_by integer REFERENCES users (seq) ON DELETE SET NULL;

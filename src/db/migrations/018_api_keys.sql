-- API keys of machine clients (issue 16): issued by administrators, shown once, stored as their SHA-256.
CREATE TABLE IF NOT EXISTS api_keys (
  id            serial PRIMARY KEY,
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  key_hash      text NOT NULL UNIQUE,
  -- The first characters of the key ('sk_Ab3d'), so an operator can tell keys apart.
  key_prefix    text NOT NULL,
  -- Requests per minute this key may make.
  rate_limit    integer NOT NULL CHECK (rate_limit BETWEEN 1 AND 100000),
  created_by    integer REFERENCES users(seq) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz,
  revoked_at    timestamptz
);

-- The PostgreSQL file store (FILE_STORE=postgres, src/services/storage/postgres-store.ts): file bytes every app host
-- reaches, covered by the database's own backups.
--
-- An object is written as a new generation: its chunks (at most 1 MB each) go in first, then one transaction points
-- the key at the new generation. A reader pins the generation it found, so it reads the old bytes or the new, never
-- a mix. Generations no key points at (replaced, deleted, or a write that never finished) are kept an hour for
-- readers still streaming them, then swept.
CREATE TABLE IF NOT EXISTS stored_file_generations (
  generation  uuid PRIMARY KEY,
  key         text NOT NULL,
  -- Moved on by every chunk written and by every change of its key: the sweep's clock.
  touched_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS stored_file_generations_key ON stored_file_generations (key);
CREATE INDEX IF NOT EXISTS stored_file_generations_touched ON stored_file_generations (touched_at);

CREATE TABLE IF NOT EXISTS stored_file_chunks (
  generation  uuid NOT NULL REFERENCES stored_file_generations (generation) ON DELETE CASCADE,
  n           integer NOT NULL CHECK (n >= 0),
  bytes       bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 1048576),
  PRIMARY KEY (generation, n)
);

CREATE TABLE IF NOT EXISTS stored_files (
  key          text PRIMARY KEY,
  generation   uuid NOT NULL UNIQUE REFERENCES stored_file_generations (generation),
  size         bigint NOT NULL CHECK (size >= 0),
  sha256       text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  modified_at  timestamptz NOT NULL DEFAULT now()
);
-- Listing by prefix walks keys in byte order.
CREATE INDEX IF NOT EXISTS stored_files_key_bytes ON stored_files (key COLLATE "C");

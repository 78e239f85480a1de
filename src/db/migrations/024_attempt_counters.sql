-- Attempt counters (issue 22): every rate limit, failure budget and per-user write budget counts here, so
-- all processes on this database share one count and a reservation is one atomic statement.
-- `key` is the SHA-256 of the limiter's name and its key (an address, an account, a report link), so no
-- address or e-mail is stored in the clear. Times are milliseconds since 1970 from the app's clock.
CREATE TABLE IF NOT EXISTS attempt_counters (
  key       text PRIMARY KEY,
  count     integer NOT NULL,
  -- The end of the window the count belongs to.
  reset_at  bigint NOT NULL,
  -- Growing delays (failure budgets per identity): no attempt may start before this.
  next_at   bigint NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS attempt_counters_reset_at ON attempt_counters (reset_at);

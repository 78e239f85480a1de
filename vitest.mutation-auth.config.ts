import { defineConfig } from 'vitest/config';

// The auth unit tests only, for `npm run test:mutation:auth` (docs/testing.md). Module-level constants are
// "static" mutants, run against every test the run holds: with the whole unit suite that is hours.
// AUTH_MUTATION_DB=0 leaves out the PGlite-backed file (api-key.ts and current-user.ts are then not measured).
export default defineConfig({
  test: {
    include: ['test/unit/auth-*.test.ts'],
    exclude: process.env.AUTH_MUTATION_DB === '0' ? ['test/unit/auth-credentials.test.ts'] : [],
    environment: 'node',
  },
});

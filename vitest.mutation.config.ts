import { defineConfig } from 'vitest/config';

// The unit tests only, for Stryker (npm run test:mutation): mutants of src/domain are killed by pure tests.
export default defineConfig({
  test: { include: ['test/unit/**/*.test.ts'], environment: 'node' },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'web',
          include: ['test/web/**/*.test.ts', 'test/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/helpers/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // PGlite copies are memory-hungry; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // Each file builds its own app and database, so files need no fresh module graph: reusing it halves
          // the run (importing the app per file was most of the time). Web tests must not mock modules.
          isolate: false,
          // Files and the tests in each run in a random order, so a test that leans on another's rows fails here.
          // Vitest prints the seed ("Running tests with seed …"); replay that order with --sequence.seed=<seed>.
          sequence: { shuffle: true },
        },
      },
      {
        test: {
          // Stops and freezes a PostgreSQL cluster of its own (FAULT_PG_BIN); see test/helpers/fault-cluster.ts.
          name: 'faults',
          include: ['test/faults/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/helpers/build-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/helpers/global-setup.ts'],
          // Browser assertions retry (expect.poll) until the page shows what they expect; a busy machine needs more than 1 s.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Where the global setup runs.
  environments: { __vitest__: { resolve: { conditions: ['source'] } } },
  test: {
    include: ['src/**/*.test.ts'],
    // Builds the migrated and seeded databases once; each test file copies one (src/test/templates.ts).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at once where the default on 2 cores is one: the run is a fifth (PGlite) to a third
    // (PostgreSQL) shorter, and files never meet, each on a database of its own
    // (docs/architecture.md, "Testing").
    maxWorkers: 2,
  },
});

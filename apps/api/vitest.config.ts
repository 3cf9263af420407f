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
    // The files of a worker share one module graph, as the web's do: with one graph per file,
    // every file loaded the whole app again (Fastify, every module, zod, drizzle, PGlite), half as
    // long as its tests took (docs/architecture.md, "Testing"). What a test changes outside its database is
    // undone after it (spies, stubbed globals and environment variables); no file replaces a
    // module (src/test/module-graph.test.ts).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Two files at once where the default on 2 cores is one: the run is a fifth (PGlite) to a third
    // (PostgreSQL) shorter, and files never meet, each on a database of its own
    // (docs/architecture.md, "Testing").
    maxWorkers: 2,
  },
});

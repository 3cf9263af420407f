import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

const src = path.join(import.meta.dirname, 'src');
/**
 * The test files that replace a module (`vi.mock`): a replacement holds only in a fresh module
 * graph, and would stay in place for the files after it, so these run isolated.
 */
const replacingModules = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) && /\bvi\.(do)?mock\(/.test(readFileSync(path.join(src, file), 'utf8')),
  )
  .map((file) => `src/${file}`);

/**
 * Tests run in node: storage, fetch and navigation are injected, so no DOM emulation is needed.
 * Every file loads React, antd and most of the app: with a fresh module graph per file that
 * loading was most of the suite's time, so the files share one (`isolate: false`, docs/architecture.md,
 * "Testing"). What a test changes outside its modules is undone after each test (stubbed globals,
 * spies) or by the helper that changed it (`renderPage` signs its user out).
 */
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: ['source', ...defaultServerConditions],
    },
  },
  test: {
    environment: 'node',
    unstubGlobals: true,
    restoreMocks: true,
    // Pre-bundle antd once (cached) instead of transforming its thousand files on every run.
    deps: { optimizer: { ssr: { enabled: true, include: ['antd'] } } },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...replacingModules],
        },
      },
      { extends: true, test: { name: 'isolated', include: replacingModules } },
    ],
  },
});

import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run in node: storage, fetch and navigation are injected, so no DOM emulation is needed.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: ['source', ...defaultServerConditions],
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Pre-bundle antd once (cached) instead of transforming its thousand files on every run.
    deps: { optimizer: { ssr: { enabled: true, include: ['antd'] } } },
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // a page under CI's load can take seconds to re-render: expect.poll's own default gives up after one
    expect: { poll: { timeout: 15_000 } },
  },
});

import path from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Tests run in node: storage, fetch and navigation are injected, so no DOM emulation is needed.
 * Every page test loads React, antd and most of the app: with a module graph of its own per file
 * that loading was most of the suite's time, so the files share one (`isolate: false`;
 * docs/architecture.md, "Testing"). What a test changes outside its modules is undone after each
 * test (stubbed globals, spies) or by the helper that changed it (`renderPage` signs its user out);
 * no file replaces a module (`vi.mock`), which a shared graph would carry to the files after it.
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
    include: ['src/**/*.test.{ts,tsx}'],
    isolate: false,
    unstubGlobals: true,
    restoreMocks: true,
    alias: [
      {
        find: '@fullcalendar/react',
        replacement: path.join(import.meta.dirname, 'src/test/full-calendar-stand-in.tsx'),
      },
      // The icons' ES build, as the browser build resolves them: in node their entry re-exports the
      // CommonJS build, 1,700 files loaded one by one beside the copy antd's bundle holds.
      { find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' },
    ],
    // Pre-bundle antd and the icons once (cached) instead of transforming their thousands of files on every run.
    deps: { optimizer: { ssr: { enabled: true, include: ['antd', '@ant-design/icons/es'] } } },
  },
});

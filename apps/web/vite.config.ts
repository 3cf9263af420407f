import { APP_TITLE } from '@congdoan/shared';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/health': { target: apiTarget, changeOrigin: false },
};

/**
 * Vendor code is split by library, so that a release of the app does not invalidate it and
 * the first load only fetches what the sign-in page or the dashboard need. Every page is
 * lazy-loaded from the route table. antd is split by the set of pages that import each part
 * (entriesAware), so the sign-in page does not pay for Table or Menu.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
  { name: 'casl', test: /node_modules[\\/](@casl|@ucast)[\\/]/, priority: 30 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
  {
    name: 'antd',
    test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+|dayjs|@emotion|stylis|clsx|classnames)[\\/]/,
    priority: 20,
    entriesAware: true,
    // fold remainders under 2 kB into a neighbour rather than make a request of each
    entriesAwareMergeThreshold: 2048,
  },
];

export default defineConfig({
  plugins: [
    react(),
    {
      name: 'app-title',
      transformIndexHtml: { order: 'pre', handler: (html) => html.replace('%APP_TITLE%', APP_TITLE) },
    },
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    // bench/web-bundle.ts reads the first-load size from it
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('antd~') ? 'assets/antd-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
});

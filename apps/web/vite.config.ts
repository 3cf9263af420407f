import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { APP_TITLE } from '@congdoan/shared';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type Rollup } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/health': { target: apiTarget, changeOrigin: false },
};

type ChunkingContext = Rollup.ChunkingContext;
type CodeSplittingGroup = Rollup.CodeSplittingGroup;

const APP_SOURCE = /[\\/](apps[\\/]web|packages[\\/]shared)[\\/]src[\\/]/;
const ADMIN_LAYOUT = path.resolve(import.meta.dirname, 'src/app/layout/app-layout.tsx');
const SIGN_IN_PAGE = path.resolve(import.meta.dirname, 'src/features/auth/pages/login-page.tsx');
const ICON_MODULE = /@ant-design[\\/]icons(?:-svg)?[\\/]es[\\/](?:icons|asn)[\\/](\w+)\.js$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@ant-design\/icons["']/g;

/** The app modules `root` imports statically (itself included), and the icons they name. */
interface AppGraph {
  modules: Set<string>;
  icons: Set<string>;
}

/**
 * The app's own graph below `root`: app modules import each other by path, never through an
 * index, so it is exact; the icons are read in their code (through '@ant-design/icons''s index
 * every icon would look imported).
 */
function appGraphOf(ctx: ChunkingContext, root: string): AppGraph {
  const graph: AppGraph = { modules: new Set(), icons: new Set() };
  const visit = (id: string) => {
    if (graph.modules.has(id) || !APP_SOURCE.test(id)) return;
    graph.modules.add(id);
    const info = ctx.getModuleInfo(id);
    for (const [, list] of info?.code?.matchAll(ICON_IMPORT) ?? []) {
      for (const name of list!.split(',')) graph.icons.add(name.trim().split(/\s+as\s+/)[0]!);
    }
    info?.importedIds.forEach(visit);
  };
  visit(root);
  return graph;
}

/**
 * Two chunks for what the admin layout needs, which every signed-in page loads whatever the page:
 * its app modules (the bell's stand-in, the avatar, the query keys...) and its icons (the side
 * menu's, the top bar's). Split by the set of pages that also use each, they were about 25
 * requests of 0.2–4 kB, several holding icons of other pages. What the sign-in page uses too stays
 * where it was, so that it loads none of the menu. Lazy modules keep chunks of their own.
 */
function layoutGroups(): CodeSplittingGroup[] {
  let graphs: { ctx: ChunkingContext; layout: AppGraph; signIn: AppGraph } | undefined;
  const graphsOf = (ctx: ChunkingContext) => {
    if (graphs?.ctx !== ctx)
      graphs = { ctx, layout: appGraphOf(ctx, ADMIN_LAYOUT), signIn: appGraphOf(ctx, SIGN_IN_PAGE) };
    return graphs;
  };
  return [
    {
      name: (id, ctx) => {
        const { layout, signIn } = graphsOf(ctx);
        const own = layout.modules.has(id) && !signIn.modules.has(id);
        return own && !ctx.getModuleInfo(id)?.dynamicImporters.length ? 'layout' : null;
      },
      debugName: 'layout',
      priority: 34,
      // Its libraries are left to the groups below: taken along, those the sign-in page uses too
      // came into this chunk, and the sign-in page loaded it (310 kB instead of 279).
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => {
        const icon = ICON_MODULE.exec(id)?.[1];
        if (!icon) return null;
        const { layout, signIn } = graphsOf(ctx);
        return layout.icons.has(icon) && !signIn.icons.has(icon) ? 'layout-icons' : null;
      },
      debugName: 'layout-icons',
      priority: 26,
    },
  ];
}

/**
 * Vendor code is split from the app's, so that a release of the app does not invalidate it, and
 * the first load only fetches what the sign-in page or the dashboard need. Every page is
 * lazy-loaded from the route table. The libraries the entry runs before any page (React, the
 * router, TanStack Query, CASL, antd's core: the `$initial` tag) are one chunk, one request
 * rather than fifteen, and the app's own modules the entry runs are another (docs/architecture.md,
 * "Delivery and caching"). The rest of antd is split
 * by the set of pages that import each part (entriesAware), so the sign-in page does not pay for
 * Table or Menu.
 */
const vendorGroups: CodeSplittingGroup[] = [
  { name: 'framework', test: /node_modules[\\/]/, tags: ['$initial'], priority: 40 },
  {
    name: 'app-core',
    test: APP_SOURCE,
    tags: ['$initial'],
    priority: 35,
  },
  ...layoutGroups(),
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
  // Icons apart from the components: an icon the sign-in page shares with DatePicker (the
  // calendar) must not bring the picker's code with it (334 kB gzip instead of 277).
  {
    name: 'icons',
    test: /node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/,
    priority: 25,
    entriesAware: true,
    entriesAwareMergeThreshold: 5120,
  },
  {
    name: 'antd',
    test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+|dayjs|@emotion|stylis|clsx|classnames)[\\/]/,
    priority: 20,
    entriesAware: true,
    // fold remainders under 5 kB into a neighbour: on a slow link a request costs more than a few kB.
    // Not more: the neighbour can be another page's chunk (at 24 kB the sign-in page got Select's code,
    // 386 kB gzip instead of 280); bench/web-bundle.ts shows a first load that grows
    entriesAwareMergeThreshold: 5120,
  },
];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, at the highest
 * levels (brotli 11, gzip 9: paid once at build time), keeping a copy only when it is smaller. The
 * server sends them as they are (docs/architecture.md, "Delivery and caching"). A few lines on
 * node:zlib rather than a plugin: no dependency to keep in step with Vite's major versions.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: async (_options, bundle) => {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.'));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The lazy modules a first load of these pages needs besides the entry: '*' is any other page
 * opened with a stored session (the admin layout). bench/run.ts weighs the same pages.
 */
const FIRST_LOAD_PAGES: Record<string, string[]> = {
  '/login': ['src/features/auth/pages/login-page.tsx'],
  '/trade-union/dashboard': ['src/app/layout/app-layout.tsx', 'src/app/pages/home-page.tsx'],
  '*': ['src/app/layout/app-layout.tsx'],
};

/**
 * A lazy page is fetched only once the entry has arrived and run, a second round of requests.
 * For the pages above, a small inline script in index.html asks for their chunks (with their
 * static imports) as modulepreload links at once, beside the entry's, and marks <html
 * data-first-page> when the page's own chunks were among them (src/main.tsx waits for those).
 */
function preloadFirstPage(): Plugin {
  return {
    name: 'preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (o): o is Rollup.OutputChunk => o.type === 'chunk',
        );
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (roots: Rollup.OutputChunk[], seen = new Set<string>()) => {
          const visit = (chunk: Rollup.OutputChunk | undefined) => {
            if (!chunk || seen.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            for (const file of chunk.imports) visit(byFile.get(file));
          };
          roots.forEach(visit);
          return seen;
        };
        const preloaded = closure(chunks.filter((c) => c.isEntry));
        const files: Record<string, string[]> = {};
        for (const [page, sources] of Object.entries(FIRST_LOAD_PAGES)) {
          const roots = sources.map((source) => {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(source));
            if (!chunk) throw new Error(`preload-first-page: no chunk for ${source}`);
            return chunk;
          });
          const needed = [...closure(roots, new Set(preloaded))].filter((file) => !preloaded.has(file));
          // a page's CSS too, which its import waits for (fetched ahead, applied by Vite's loader)
          const css = needed.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          files[page] = [...needed, ...css].map((file) => `/${file}`);
        }
        const script = `(function(){try{var m=${JSON.stringify(files)},p=location.pathname,f=p==='/login'?m[p]:localStorage.getItem('accessToken')?m[p]||m['*']:[];if(f===m[p])document.documentElement.dataset.firstPage=p;f.forEach(function(h){var l=document.createElement('link'),c=/\\.css$/.test(h);l.rel=c?'preload':'modulepreload';if(c)l.as='style';l.crossOrigin='';l.href=h;document.head.appendChild(l)})}catch(e){}})()`;
        // before the entry's tags: a classic script after a stylesheet would wait for it to arrive
        return html.replace(/<script type="module"/, `<script>${script}</script>\n    $&`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    preloadFirstPage(),
    precompress(),
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
    // the framework chunk (everything the entry needs from node_modules) is about 700 kB minified
    chunkSizeWarningLimit: 800,
    // bench/web-bundle.ts reads the first-load size from it
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
        chunkFileNames: (chunk) =>
          /^(antd|icons)~/.test(chunk.name)
            ? `assets/${chunk.name.split('~')[0]}-[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
});

/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaintCss } from './build/first-paint-css-plugin.mjs';
import { moduleSizes } from './build/module-sizes-plugin.mjs';
import { pageAssets } from './build/page-assets-plugin.mjs';
import { precompress } from './build/precompress-plugin.mjs';

const apiPort = process.env.API_PORT ?? '3000';

/** In `npm run dev` Vite serves index.html itself: fill the placeholders the server fills in production. */
function devHtml(): Plugin {
  return {
    name: 'cordee-dev-html',
    apply: 'serve',
    transformIndexHtml(html) {
      const secrets = resolve(process.env.DATA_DIR ?? '../../data', 'secrets.json');
      const key = existsSync(secrets)
        ? (JSON.parse(readFileSync(secrets, 'utf8')) as { web_api_access_token: string }).web_api_access_token
        : '';
      return html.replace(
        '<!--app-head-->',
        `<title>Cordée</title><meta name="theme-color" content="#ffffff" /><meta name="api-access-token" content="${key}" />`,
      );
    },
  };
}

/** The server renderer's build has no service worker: the update banner's hook answers "no update". */
function serverPwaRegister(): Plugin {
  const serverModule = resolve(import.meta.dirname, 'src/app/server/pwa-register.ts');
  return {
    name: 'cordee-server-pwa-register',
    enforce: 'pre',
    resolveId: (id) => (id === 'virtual:pwa-register/react' ? serverModule : null),
  };
}

/** The server renderer (`vite build --ssr`, docs/decisions/022): the page modules, built for Node. */
const serverBuild = defineConfig({
  plugins: [react(), serverPwaRegister(), pageAssets()],
  build: {
    target: 'node20',
    outDir: 'dist-server',
    copyPublicDir: false,
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: 'src/entry-server.tsx',
      output: { entryFileNames: 'entry-server.js' },
      // The server loads every text up front (entry-server.tsx) while the browser's loader imports them lazily.
      checks: { ineffectiveDynamicImport: false },
    },
  },
});

/**
 * The code of the start page (`/`, the installed app's `start_url`): the home page's chunk, the chunks it imports
 * and its texts in both languages, found in the bundle once it is written. The service worker precaches them with
 * the shell, so `/` opens offline on an installed app that never showed it (the home page's JS budget counts what
 * the page itself loads, not this background precache).
 */
function startPageCode(): { plugin: Plugin; files: () => string[] } {
  const START_PAGE = /\/src\/features\/content\/pages\/home-page\.tsx$/;
  const START_TEXTS = /\/src\/locales\/(fr|en)\/(common|home)\.json$/;
  let files: string[] = [];
  return {
    files: () => files,
    plugin: {
      name: 'cordee-start-page-code',
      apply: 'build',
      generateBundle(_options, bundle) {
        const chunks = new Map<string, { imports: string[]; css: string[] }>();
        const starts: string[] = [];
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const css = [
            ...((output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? []),
          ];
          chunks.set(output.fileName, { imports: output.imports, css });
          const module = output.facadeModuleId ?? '';
          if (START_PAGE.test(module) || START_TEXTS.test(module)) starts.push(output.fileName);
        }
        const found = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || found.has(fileName)) return;
          found.add(fileName);
          for (const css of chunk.css) found.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const start of starts) visit(start);
        // The index chunk is precached by its pattern already.
        files = [...found].filter((fileName) => !fileName.startsWith('assets/index-')).sort();
      },
    },
  };
}

const startPage = startPageCode();

/** The shared helpers of the app and the contracts, which most pages use beyond the first page's chunk. */
const APP_COMMON = /[\\/]src[\\/](lib|platform|stores)[\\/]|[\\/]packages[\\/]contracts[\\/]/;

const schemaModules = new Map<string, boolean>();

/** Whether a module imports zod's values (not only its types): it builds schemas, and loads zod with it. */
function buildsSchemas(id: string): boolean {
  const path = id.split('?')[0] ?? id;
  let builds = schemaModules.get(path);
  if (builds === undefined) {
    builds = existsSync(path) && /^import \{[^}]*\} from 'zod';$/m.test(readFileSync(path, 'utf8'));
    schemaModules.set(path, builds);
  }
  return builds;
}

/** `APP_SHELL_PATH` of @climb/contracts: the empty shell page (`src/lib/service-worker-config.test.ts` checks they agree). */
const APP_SHELL_PATH = '/app-shell';
/** Changes with every build: the precached shell page is fetched again by each new service worker. */
const BUILD_REVISION = Date.now().toString(36);

const browserBuild = defineConfig({
  plugins: [
    react(),
    devHtml(),
    // Each page's files, which the server announces in the page's head (docs/decisions/022).
    pageAssets(),
    // The first screen's styles inline in the page, Mantine's component styles preloaded beside it.
    firstPaintCss(),
    startPage.plugin,
    VitePWA({
      filename: 'sw.js',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Cordée — escalade',
        short_name: 'Cordée',
        description: 'Sites d’escalade en extérieur et carnet de croix.',
        lang: 'fr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#31994e',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Only the shell is precached (docs/decisions/008): the index chunk (its styles are in the page), Mantine's
        // component styles, the empty shell page and the start page's code; other pages' chunks are cached when
        // first used.
        globPatterns: ['assets/index-*.js', 'assets/mantine-components-*.css', 'favicon.svg', 'icons/*.png'],
        additionalManifestEntries: [{ url: APP_SHELL_PATH, revision: BUILD_REVISION }],
        manifestTransforms: [
          async (entries) => ({
            manifest: [...entries, ...startPage.files().map((url) => ({ url, revision: null, size: 0 }))],
            warnings: [],
          }),
        ],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Pages come from the network first: the server writes language, titles and the API key. Offline, the
            // copy of the same address (its page data belongs to it alone), else the empty shell, which the browser
            // renders from the query data it kept (IndexedDB).
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 50, maxAgeSeconds: 60 * 60 * 24 * 30 },
              precacheFallback: { fallbackURL: APP_SHELL_PATH },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 365 } },
          },
        ],
      },
    }),
    // Brotli and gzip copies of the assets, built once and sent as they are by the server.
    precompress(),
    // `npm run bench` lists the biggest modules of each chunk from this file.
    process.env.BENCH_MODULES === '1' && moduleSizes(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api/': `http://127.0.0.1:${apiPort}`,
      '/uploads/': `http://127.0.0.1:${apiPort}`,
      '/socket.io': { target: `http://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group holds its own modules only: what they import stays where it belongs (another group, the entry).
          includeDependenciesRecursively: false,
          // Everything the first page needs in one chunk (named index so the service worker precaches it):
          // left alone, Rolldown cuts out every module that a lazy page shares with the shell, and the
          // first page then loads dozens of small files that compress worse.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 30 },
            // What most pages use beyond the first page's chunk, one file each rather than one per module:
            // the UI kit's common components, and the app's shared components and helpers.
            // The map library and the app's map components, for the pages that draw a map. Not the editing tools
            // (position picker, outline drawing, "use my position"): built on the UI kit's components, they would
            // bring the kit and its sheet to every page that shows a map; they load with the forms that use them.
            {
              name: 'maps',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet|supercluster|kdbush)[\\/]|[\\/]src[\\/]climbing[\\/]map[\\/](?!position-picker|plan-polygon-editor|use-my-position)/,
              priority: 25,
            },
            {
              name: 'ui-kit',
              // Mantine's components, not its hooks: a page of the kit that debounces with a hook loads no component.
              test: /node_modules[\\/](@mantine[\\/]core|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce)[\\/]/,
              minShareCount: 10,
              priority: 20,
            },
            {
              name: 'app-common',
              // Helpers only: the shared components stay in the chunks of the pages that use them, so that a page the
              // server renders (on the kit, without Mantine) never loads the UI kit with a modal or a menu it lacks.
              // Nor a module that builds zod schemas (the form rules of the contracts): this chunk would bring zod to
              // every page, and a page a visitor only reads validates nothing.
              test: (id) => APP_COMMON.test(id) && !buildsSchemas(id),
              minShareCount: 10,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));

/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { moduleSizes } from './build/module-sizes-plugin.mjs';
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

export default defineConfig({
  plugins: [
    react(),
    devHtml(),
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
        // Only the shell is precached; page chunks are cached when first used (docs/conventions.md).
        globPatterns: ['assets/index-*.{js,css}', 'favicon.svg', 'icons/*.png'],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Pages come from the network first: the server writes language, titles and the API key.
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkFirst',
            options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 50 } },
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
          // Everything the first page needs in one chunk (named index so the service worker precaches it):
          // left alone, Rolldown cuts out every module that a lazy page shares with the shell, and the
          // first page then loads dozens of small files that compress worse.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});

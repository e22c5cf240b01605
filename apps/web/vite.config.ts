import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API = 'http://localhost:3000';

const pkg = (names: string) => new RegExp(`node_modules[\\\\/](?:${names})[\\\\/]`);
const APP = /apps[\\/]web[\\/]src[\\/]|packages[\\/]contracts[\\/]/;
/** The login route's own pieces: they must not land in a chunk the shell shares (decision 005). */
const LOGIN_ONLY = /features[\\/]session[\\/]components[\\/]login|shared[\\/]ui[\\/]lite/;

/** The banners' libraries: the login route loads the banners, so not with antd. */
const BANNERS = pkg('bowser|workbox-window');

/**
 * Chunks grouped by what loads together (docs/decisions/012-web-chunks-and-prefetch.md):
 * rolldown's automatic splitting alone made ~140 tiny shared chunks for one board visit.
 * Higher priority captures first; a module goes to the first group that takes it.
 */
const CHUNK_GROUPS = [
  // What the entry (every route, /login included) imports statically, plus the login form's library.
  { name: 'core', tags: ['$initial' as const], priority: 50 },
  { name: 'core', test: pkg('react-hook-form|@hookform'), priority: 50 },
  // Loaded on demand only: the rich-text editor, realtime, drag and drop.
  {
    name: 'editor',
    test: pkg('@tiptap|prosemirror-[^\\\\/]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|@floating-ui|tippy\\.js|markdown-it|dompurify'),
    priority: 40,
  },
  {
    name: 'realtime',
    test: pkg('socket\\.io-client|socket\\.io-parser|engine\\.io-client|engine\\.io-parser|@socket\\.io|debug|ms|xmlhttprequest-ssl'),
    priority: 40,
  },
  { name: 'dnd', test: pkg('@dnd-kit'), priority: 40 },
  // Document previews, loaded when a file is opened: pdf.js; docx-preview and JSZip (with its helpers).
  { name: 'pdfjs', test: pkg('pdfjs-dist'), priority: 40 },
  {
    name: 'office',
    test: pkg(
      'docx-preview|jszip|pako|lie|immediate|setimmediate|readable-stream|core-util-is|inherits|isarray|process-nextick-args|safe-buffer|string_decoder|util-deprecate',
    ),
    priority: 40,
  },
  // TanStack Query: the shell and the route prefetchers (app/prefetch.ts) share it.
  { name: 'query', test: pkg('@tanstack'), priority: 30 },
  // antd and its helpers: the shell (antd-providers, layouts, pages), never /login.
  { name: 'antd', test: (id: string) => /node_modules[\\/]/.test(id) && !BANNERS.test(id), priority: 20 },
  // App code several lazy chunks share: a chunk per feature, one for app/ and shared/ (the pages
  // themselves stay lazy route chunks).
  {
    name: (id: string) => `app${/features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1]?.replace(/^/, '-') ?? ''}`,
    test: (id: string) => APP.test(id) && !LOGIN_ONLY.test(id),
    minShareCount: 2,
    priority: 10,
  },
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Back office',
        short_name: 'Back office',
        lang: 'ru',
        theme_color: '#1677ff',
        background_color: '#ffffff',
        display: 'standalone',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,ico,woff2}'],
        // The document previewers (pdf.js, the office readers) load when a preview opens: not precached for every user.
        globIgnores: ['**/pdfjs-*.js', '**/pdf-engine-*.js', '**/office-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api/, /^\/socket\.io/, /^\/upload\//],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/socket.io': { target: API, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/socket.io': { target: API, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @app/contracts' modules are pure declarations except its zod setup: let the login
        // route drop the zod schemas it never uses (see docs/decisions/ for the budget).
        // The registry engine's index only re-exports: the router needs registryRoutes from it,
        // not the antd-based renderers it also exports (they would land on the login route).
        moduleSideEffects: (id: string) =>
          /packages[\\/]contracts[\\/]src[\\/](?!zod-setup)|features[\\/]registry[\\/]index\.ts$/.test(id) ? false : undefined,
      },
      // A few larger chunks grouped by what loads together (docs/decisions/012).
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
});

/**
 * Vite builds the Svelte renderer into out/renderer. `base: './'` keeps every asset path relative, so
 * the same bundle loads from file:// in Electron and from the browser-mode server.
 */
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

const repo = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: `${repo}renderer`,
  base: './',
  publicDir: `${repo}renderer/public`,
  // Compiler options (runes) come from renderer/svelte.config.js, shared with svelte-check and ESLint.
  plugins: [svelte()],
  // `@core/…` is core/: the same alias as build/tsconfig.base.json's paths, vitest and ESLint.
  resolve: { alias: { '@core': `${repo}core` } },
  build: {
    outDir: `${repo}out/renderer`,
    emptyOutDir: true,
    target: 'es2022',
    // Fonts stay files: the CSP allows data: fonts too, but files keep the CSS small and cacheable.
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1024,
    rollupOptions: {
      output: {
        // The page's first script (renderer/src/early.ts opens browser mode's socket) is a chunk of its
        // own, so it runs before the rest of the first screen's script is evaluated, not after. The two
        // small schema-free modules the first screen shares with later chunks (the API's method names,
        // the bot levels) go with it rather than into a chunk of their own: one request fewer.
        manualChunks: (id) =>
          /renderer\/src\/(early\.ts|lib\/early-socket\.ts|guest\/page\.ts)$|core\/protocol\/methods\.ts$|core\/bots\/levels\.ts$/.test(
            id,
          )
            ? 'early'
            : undefined,
      },
    },
  },
  server: {
    host: '127.0.0.1',
    // The renderer imports protocol types and schemas from ../core.
    fs: { allow: [repo] },
  },
});

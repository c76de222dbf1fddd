// Bundles the Electron main process (ESM-free CommonJS), the sandboxed preload (a single CommonJS
// file, as sandboxed preloads require) and browser mode's server into out/. Browser mode runs the same
// bundled host code as the app (no TypeScript compiled at start); the CLI runs from source with tsx.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// esbuild follows each file's tsconfig, so the `@core/…` alias of build/tsconfig.base.json's paths
// resolves here as in vite, vitest and ESLint.
const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  external: ['electron', 'better-sqlite3', 'ws', 'bufferutil', 'utf-8-validate'],
  // Shared Node-side modules use import.meta.url; give the CommonJS bundle an equivalent.
  define: { 'import.meta.url': '__mobNightFileUrl' },
  banner: { js: "const __mobNightFileUrl = require('node:url').pathToFileURL(__filename).href;" },
};

// The main process holds the LAN table server, so ws is bundled into it (like every dependency but
// better-sqlite3). ws's optional native helpers are not shipped: they resolve to a module that throws,
// which ws catches (it tries them inside try/catch) and falls back to its own JavaScript.
const noOptionalNative = {
  name: 'no-optional-native',
  setup(b) {
    b.onResolve({ filter: /^(bufferutil|utf-8-validate)$/ }, (args) => ({ path: args.path, namespace: 'absent' }));
    b.onLoad({ filter: /.*/, namespace: 'absent' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path} is not shipped`)});`,
      loader: 'js',
    }));
  },
};

await build({
  ...common,
  external: ['electron', 'better-sqlite3'],
  plugins: [noOptionalNative],
  entryPoints: ['electron/main/index.ts'],
  outfile: 'out/main/index.cjs',
});
// Browser mode (`npm start` without Electron, and the end-to-end tests): electron/serve.ts, beside the
// bot worker it starts. Not packaged: the app itself opens in Electron.
await build({
  ...common,
  external: ['better-sqlite3'],
  plugins: [noOptionalNative],
  entryPoints: ['electron/serve.ts'],
  outfile: 'out/main/serve.cjs',
});
// Computer players think in a worker thread (electron/host/bot-thinker.ts), loaded from beside the main bundle.
await build({ ...common, entryPoints: ['electron/host/bot-worker.ts'], outfile: 'out/main/bot-worker.cjs' });
await build({ ...common, entryPoints: ['electron/preload/index.ts'], outfile: 'out/preload/index.cjs' });
console.log('Built out/main/index.cjs, out/main/serve.cjs, out/main/bot-worker.cjs and out/preload/index.cjs');

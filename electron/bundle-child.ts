/**
 * Bundles a test child's entry once into out/durability (beside node_modules, so its externals resolve),
 * because starting a bundle takes a fraction of what compiling its TypeScript with tsx on each start
 * would. For the tests and the soak script that kill children outright.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles `entry` (an absolute path to a .ts file) and returns the bundle's path. */
export async function bundleChild(entry: string): Promise<string> {
  // Named per process, so a test run and a soak at the same time never rebuild each other's child.
  const outfile = path.join(ROOT, 'out', 'durability', `${path.basename(entry, '.ts')}-${process.pid}.mjs`);
  await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    external: ['better-sqlite3', 'ws', 'bufferutil', 'utf-8-validate', 'esbuild', 'bonjour-service', 'qrcode'],
    // A bundle may hold serve.ts; a fixed module URL keeps its "run as a script" check from firing.
    define: { 'import.meta.url': JSON.stringify('file:///mob-night/bundled-child.mjs') },
  });
  return outfile;
}

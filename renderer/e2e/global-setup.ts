/**
 * Before any end-to-end test: bundles the host again (build/scripts/build-node.mjs, about two seconds),
 * so the browser-mode server (out/main/serve.cjs) and the Electron app under test always run the code
 * of this checkout, not a bundle left from before an edit (`npm test` has just built it all and says so:
 * MOB_NIGHT_E2E_BUILT). The renderer is built by `npm run build`.
 * The lead-up answers kept by the last run are thrown away too. Every temporary directory of the run (the
 * apps' data, the browsers' profiles) is made inside one, removed when the run ends (scratch-dir.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LEAD_UPS } from './lead-up';
import { ROOT } from './server';
import { scratchDir } from '../../build/testing/scratch-dir';

export default function globalSetup(): () => void {
  if (!existsSync(join(ROOT, 'out', 'renderer', 'index.html')))
    throw new Error('The renderer is not built: run "npm run build" before the end-to-end tests.');
  // `npm test` (build/scripts/test-all.mjs) has built everything in its first stage, minutes before.
  if (process.env.MOB_NIGHT_E2E_BUILT !== '1')
    execFileSync(process.execPath, ['build/scripts/build-node.mjs'], { cwd: ROOT, stdio: 'inherit' });
  // The positions' lead-ups are worked out afresh in each run, for the code as it is now (lead-up.ts).
  rmSync(LEAD_UPS, { recursive: true, force: true });
  return scratchDir('e2e');
}

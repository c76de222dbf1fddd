/**
 * Zod compiles fast parsers with `new Function`, and probes for that ability on first use. Under
 * our CSP (`script-src 'self'`, no eval) the probe would log a violation, so turn it off before any
 * schema runs. Imported first by lib/checks.ts, which every answer and push from the host passes before a
 * screen sees it (so before any screen's own schema runs), and by the guest's seat pass, read at once.
 */
import { config } from 'zod';

config({ jitless: true });

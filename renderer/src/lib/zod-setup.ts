/**
 * Zod compiles fast parsers with `new Function`, and probes for that ability on first use. Under
 * our CSP (`script-src 'self'`, no eval) the probe would log a violation, so turn it off before any
 * schema runs. Imported first by main.ts.
 */
import { config } from 'zod';

config({ jitless: true });

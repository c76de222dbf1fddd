/** The page's first script (see lib/early-socket.ts): it only opens browser mode's socket. */
import { openEarlySocket } from './lib/early-socket';

openEarlySocket();

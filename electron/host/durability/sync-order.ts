/**
 * Reads an `strace -f -y` trace of the sync child (sync-child.ts) and checks, for every
 * acknowledgement, that the move's commit reached the records' log and that a sync of the log begun
 * after that write had finished before the acknowledgement was written. `strace -f` follows every
 * thread (the thread pool's syncs included) and prints events in the order it saw them; a call that
 * another thread's event interrupts is split into `<unfinished ...>` (where it began) and
 * `<... resumed>` (where it ended).
 */

export interface SyncOrder {
  /** Acknowledgements seen in the trace. */
  readonly acks: number;
  /** Syncs of the log (fsync or fdatasync) that finished with success. */
  readonly syncs: number;
  /** Acknowledgements with no write to the log since the previous one (no commit of their own). */
  readonly withoutCommit: number;
  /** Acknowledgements with no successful sync of the log begun after the commit and ended before them. */
  readonly beforeSync: number;
}

interface Call {
  readonly name: string;
  /** The fd's path as `-y` prints it (on the line where the call began). */
  readonly path: string;
  /** Line index where the call began and where it ended. */
  readonly begin: number;
  end: number;
  ok: boolean;
}

const START = /^(\d+)\s+(\w+)\(\d+<([^>]*)>(.*)$/;
const RESUMED = /^(\d+)\s+<\.\.\. (\w+) resumed>(.*)$/;
const returnedOk = (rest: string): boolean => /\)\s+=\s+\d+/.test(rest) && !/=\s+-1/.test(rest);

function calls(trace: string): Call[] {
  const out: Call[] = [];
  const open = new Map<string, Call>();
  trace.split('\n').forEach((line, i) => {
    const resumed = RESUMED.exec(line);
    if (resumed) {
      const call = open.get(`${resumed[1]}:${resumed[2]}`);
      if (call) {
        call.end = i;
        call.ok = returnedOk(resumed[3] ?? '');
        open.delete(`${resumed[1]}:${resumed[2]}`);
      }
      return;
    }
    const m = START.exec(line);
    if (!m) return;
    const rest = m[4] ?? '';
    const call: Call = { name: m[2] ?? '', path: m[3] ?? '', begin: i, end: i, ok: returnedOk(rest) };
    if (rest.includes('<unfinished ...>')) open.set(`${m[1]}:${call.name}`, call);
    out.push(call);
  });
  return out;
}

/** Checks the trace: `log` ends the log's path (`-wal`), `acksFile` is where acknowledgements are written. */
export function syncOrder(trace: string, log: string, acksFile: string): SyncOrder {
  const all = calls(trace);
  const writes = all.filter((c) => /^p?write(64|v)?$/.test(c.name) && c.path.endsWith(log) && c.ok);
  const syncs = all.filter((c) => (c.name === 'fsync' || c.name === 'fdatasync') && c.path.endsWith(log) && c.ok);
  const acks = all.filter((c) => c.name === 'write' && c.path === acksFile);
  let withoutCommit = 0;
  let beforeSync = 0;
  let previous = -1;
  for (const ack of acks) {
    const commit = writes.filter((w) => w.end < ack.begin).at(-1);
    if (!commit || commit.end < previous) withoutCommit++;
    else if (!syncs.some((s) => s.begin > commit.end && s.end < ack.begin)) beforeSync++;
    previous = ack.begin;
  }
  return { acks: acks.length, syncs: syncs.length, withoutCommit, beforeSync };
}

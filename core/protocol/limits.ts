/**
 * Size and shape limits checked BEFORE any schema sees a message. Schema validation recurses
 * once per level of nesting, so a small frame of a few thousand nested arrays would otherwise
 * overflow the stack; these checks walk iteratively and stop at the first excess. They apply to
 * every transport: the browser-mode WebSocket (text frames), Electron IPC (structured-cloned
 * values, which may even be cyclic) and LAN peers.
 */

/**
 * The largest text frame the host reads; anything longer is refused unread. A saved game comes in one
 * message (`history.import`), so this is as large as a game file may be: 32 MiB holds a game of the
 * file's most moves (200,000, at 85–150 bytes a move). It was 1 MiB, which a game of some 12,000 moves
 * passed: such a game could be saved and not opened again. The network table keeps its own 64 KiB.
 */
export const MAX_FRAME_BYTES = 32 << 20;
/** The deepest nesting of arrays and objects a whole request may have (the envelope included). */
export const MAX_DEPTH = 32;
/** The most values (objects, arrays, strings, numbers…) a request may hold. */
export const MAX_NODES = 50_000;
/** The longest id of a match, game or campaign a call may name. */
export const MAX_ID_LENGTH = 64;
/** The highest seat number a call may name. */
export const MAX_SEAT = 15;

/**
 * Checks a JSON text's nesting without parsing it: `[` and `{` outside strings open a level, `]`
 * and `}` close one. Returns a plain reason when the text is too long or too deep, else null.
 * (It does not check that the text is valid JSON; `JSON.parse` does that afterwards.)
 */
export function jsonTextProblem(text: string): string | null {
  if (text.length > MAX_FRAME_BYTES) return 'The message is too long.';
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_DEPTH) return 'The message is nested too deeply.';
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return null;
}

/**
 * Checks a value's nesting and size without recursion. Cycles (possible in a structured-cloned
 * IPC payload) end as "too deep". Returns a plain reason, or null when the value is within limits.
 */
export function valueProblem(value: unknown): string | null {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { v, depth } = stack.pop() as { v: unknown; depth: number };
    if (++nodes > MAX_NODES) return 'The message holds too many values.';
    if (typeof v === 'string' && v.length > MAX_FRAME_BYTES) return 'The message is too long.';
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > MAX_DEPTH) return 'The message is nested too deeply.';
    let children: unknown[];
    try {
      children = Array.isArray(v) ? v : Object.values(v);
    } catch {
      return 'The message could not be read.';
    }
    if (nodes + stack.length + children.length > MAX_NODES) return 'The message holds too many values.';
    for (const child of children) stack.push({ v: child, depth: depth + 1 });
  }
  return null;
}

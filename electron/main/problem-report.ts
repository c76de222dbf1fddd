/**
 * About with versions, and the problem report a family can save and send to whoever helps them
 * (Mob Night itself sends nothing anywhere). The report holds versions, the platform, and the
 * problems the main process noticed this run — never records, names or moves — with the home
 * folder written as "~" so the file names no account.
 */

export interface Versions {
  readonly app: string;
  readonly electron?: string | undefined;
  readonly chrome?: string | undefined;
  readonly node: string;
  readonly v8?: string | undefined;
}

export interface SystemInfo {
  readonly platform: string;
  readonly arch: string;
  readonly osRelease: string;
  readonly locale: string;
  readonly dataDir: string;
  readonly homeDir: string;
  /** Electron's crash dumps, kept on this computer only (the crash reporter never uploads). */
  readonly crashDumps?: { readonly dir: string; readonly count: number } | undefined;
}

export interface Problem {
  /** ISO time, given by the caller (this module reads no clock). */
  readonly at: string;
  readonly kind: string;
  readonly message: string;
}

/** The version lines shown in About and at the top of a report. */
export function versionLines(v: Versions): string[] {
  return [
    `Mob Night ${v.app}`,
    ...(v.electron ? [`Electron ${v.electron}`] : []),
    ...(v.chrome ? [`Chromium ${v.chrome}`] : []),
    `Node.js ${v.node}`,
    ...(v.v8 ? [`V8 ${v.v8}`] : []),
  ];
}

/** The last problems of this run, oldest first; a bounded list so a loop of errors cannot grow it. */
export class ProblemLog {
  private readonly items: Problem[] = [];
  constructor(private readonly limit = 50) {}

  add(problem: Problem): void {
    this.items.push({ ...problem, message: problem.message.slice(0, 4000) });
    if (this.items.length > this.limit) this.items.splice(0, this.items.length - this.limit);
  }

  list(): readonly Problem[] {
    return this.items;
  }
}

/** A message and stack for any thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

function redactHome(text: string, home: string): string {
  if (!home || home === '/') return text;
  return text.split(home).join('~');
}

export function problemReport(
  versions: Versions,
  system: SystemInfo,
  problems: readonly Problem[],
  writtenAt: string,
): string {
  const lines = [
    'Mob Night problem report',
    `Written ${writtenAt}`,
    '',
    ...versionLines(versions),
    `${system.platform} ${system.arch} (${system.osRelease}), locale ${system.locale}`,
    `Records folder: ${system.dataDir}`,
    ...(system.crashDumps
      ? [
          system.crashDumps.count === 0
            ? 'No crash dumps.'
            : `Crash dumps: ${system.crashDumps.count} in ${system.crashDumps.dir} (attach them if asked)`,
        ]
      : []),
    '',
    problems.length === 0
      ? 'No problems were noticed since Mob Night started.'
      : `Problems noticed (${problems.length}):`,
    ...problems.flatMap((p) => ['', `[${p.at}] ${p.kind}`, p.message]),
    '',
  ];
  return redactHome(lines.join('\n'), system.homeDir);
}

/** A file name for the report, e.g. mob-night-problem-report-2026-12-01T04-55-00.txt. */
export function reportFileName(isoTime: string): string {
  return `mob-night-problem-report-${isoTime.slice(0, 19).replace(/:/g, '-')}.txt`;
}

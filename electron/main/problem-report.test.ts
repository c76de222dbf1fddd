import { describe, expect, it } from 'vitest';
import { electronSqlitePath } from './native-path';
import { describeError, ProblemLog, problemReport, reportFileName, versionLines } from './problem-report';

const versions = { app: '0.1.0', electron: '45.5.0', chrome: '150.0.1', node: '24.1.0', v8: '15.0' };
const system = {
  platform: 'linux',
  arch: 'x64',
  osRelease: '6.1.0',
  locale: 'en-GB',
  dataDir: '/home/nonna/.config/Mob Night',
  homeDir: '/home/nonna',
};

describe('About and the problem report', () => {
  it('lists every version, and leaves out the ones browser mode does not have', () => {
    expect(versionLines(versions)).toEqual([
      'Mob Night 0.1.0',
      'Electron 45.5.0',
      'Chromium 150.0.1',
      'Node.js 24.1.0',
      'V8 15.0',
    ]);
    expect(versionLines({ app: '0.1.0', node: '20.19.0' })).toEqual(['Mob Night 0.1.0', 'Node.js 20.19.0']);
  });

  it('writes versions, the platform and the problems, with the home folder hidden', () => {
    const log = new ProblemLog();
    log.add({ at: '2026-12-01T04:00:00.000Z', kind: 'A backup failed', message: 'EACCES /home/nonna/x.db' });
    const text = problemReport(versions, system, log.list(), '2026-12-01T05:00:00.000Z');
    expect(text).toContain('Mob Night 0.1.0\nElectron 45.5.0');
    expect(text).toContain('linux x64 (6.1.0), locale en-GB');
    expect(text).toContain('Records folder: ~/.config/Mob Night');
    expect(text).toContain('[2026-12-01T04:00:00.000Z] A backup failed\nEACCES ~/x.db');
    expect(text).not.toContain('/home/nonna');
  });

  it('says so when nothing went wrong', () => {
    expect(problemReport(versions, system, [], 'now')).toContain('No problems were noticed');
  });

  it('points at the crash dumps Electron kept on this computer', () => {
    const dumps = { dir: '/home/nonna/.config/Mob Night/Crashpad', count: 2 };
    expect(problemReport(versions, { ...system, crashDumps: dumps }, [], 'now')).toContain(
      'Crash dumps: 2 in ~/.config/Mob Night/Crashpad (attach them if asked)',
    );
    expect(problemReport(versions, { ...system, crashDumps: { ...dumps, count: 0 } }, [], 'now')).toContain(
      'No crash dumps.',
    );
  });

  it('keeps only the latest problems, each cut to a sane length', () => {
    const log = new ProblemLog(3);
    for (let i = 0; i < 5; i++) log.add({ at: `t${i}`, kind: 'k', message: 'x'.repeat(10_000) });
    expect(log.list().map((p) => p.at)).toEqual(['t2', 't3', 't4']);
    expect(log.list()[0]!.message).toHaveLength(4000);
  });

  it('describes thrown values and names the file safely', () => {
    expect(describeError(new TypeError('bad'))).toMatch(/^TypeError: bad/);
    expect(describeError('plain')).toBe('plain');
    expect(reportFileName('2026-12-01T04:55:00.123Z')).toBe('mob-night-problem-report-2026-12-01T04-55-00.txt');
  });
});

describe('Electron build of better-sqlite3', () => {
  it('is looked for per OS and arch, and beside app.asar when packaged', () => {
    expect(electronSqlitePath('/src/out', 'linux', 'x64')).toBe(
      '/src/out/native/electron/linux-x64/better_sqlite3.node',
    );
    expect(electronSqlitePath('/opt/Mob Night/resources/app.asar/out', 'darwin', 'arm64')).toBe(
      '/opt/Mob Night/resources/app.asar.unpacked/out/native/electron/mac-arm64/better_sqlite3.node',
    );
  });
});

/**
 * Makes the records files of older Mob Nights that the tests open (electron/host/past-records/): for each
 * commit named, a checkout of it beside this one (sharing this checkout's node_modules), whose own host
 * writes a records file (`past-records-play.mjs`); the file is kept gzipped, named by the commit's date,
 * with what the version kept beside it (its tally, `mob-night.db-tally`) and the game files it saved, and
 * listed in manifest.json with what it holds.
 *
 *   node build/scripts/past-records.mjs <commit> [<commit> ...]
 *
 * Run it for a commit whose records no file holds yet (a new engine version, a new records schema, a new way
 * of storing moves) once it is on main; a file once kept is never made again.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const out = join(repo, 'electron/host/past-records');
const manifestPath = join(out, 'manifest.json');
const play = fileURLToPath(new URL('./past-records-play.mjs', import.meta.url));
const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

const commits = process.argv.slice(2);
if (commits.length === 0) throw new Error('usage: node build/scripts/past-records.mjs <commit> [<commit> ...]');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

for (const name of commits) {
  const commit = git('rev-parse', '--short=8', `${name}^{commit}`);
  const date = git('show', '-s', '--format=%cd', '--date=format:%Y-%m-%d-%H%M', commit);
  const stem = `${date}-${commit}`;
  const file = `${stem}.db.gz`;
  const work = mkdtempSync(join(tmpdir(), 'mob-past-records-'));
  const checkout = join(work, 'checkout');
  const dataDir = join(work, 'data');
  try {
    git('worktree', 'add', '--detach', checkout, commit);
    symlinkSync(join(repo, 'node_modules'), join(checkout, 'node_modules'));
    execFileSync('mkdir', ['-p', dataDir]);
    const printed = execFileSync('npx', ['tsx', play, checkout, dataDir, commit], {
      cwd: checkout,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    const made = JSON.parse(printed.trim().split('\n').at(-1));
    const db = join(dataDir, 'mob-night.db');
    const reader = new Database(db, { readonly: true });
    const schema = reader.pragma('user_version', { simple: true });
    reader.close();
    writeFileSync(join(out, file), gzipSync(readFileSync(db), { level: 9 }));
    // What the version kept beside its records file (the tally of what it held), as it left it.
    const beside = readdirSync(dataDir)
      .filter((f) => f.startsWith('mob-night.db-') && !/-(wal|shm)$/.test(f))
      .map((f) => f.slice('mob-night.db'.length));
    for (const suffix of beside) copyFileSync(join(dataDir, `mob-night.db${suffix}`), join(out, `${stem}.db${suffix}`));
    // The game files it saved, gzipped as they were written.
    const exported = made.exported.map(({ text, ...game }) => {
      const name = `${stem}-${game.gameId}-${game.status}.mobnight.gz`;
      writeFileSync(join(out, name), gzipSync(Buffer.from(text, 'utf8'), { level: 9 }));
      return { file: name, ...game };
    });
    manifest.files = manifest.files.filter((f) => f.commit !== commit);
    const { players, settings } = made;
    manifest.files.push({ file, beside, commit, schema, players, settings, games: made.made, exported });
    manifest.files.sort((a, b) => a.file.localeCompare(b.file));
    console.log(
      `${file}: records schema ${schema}, ${made.made.map((g) => `${g.gameId} ${g.engineVersion}`).join(', ')}`,
    );
  } finally {
    try {
      git('worktree', 'remove', '--force', checkout);
    } catch {
      // Not made: nothing to remove.
    }
    rmSync(work, { recursive: true, force: true });
  }
}
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
// In the project's one format, as every file is (`npm run format:check`).
execFileSync('npx', ['prettier', '--write', manifestPath], { cwd: repo });

/**
 * The records files of older versions kept for the tests (README.md here): what manifest.json says each held,
 * and a records folder made from one as the older version left it. Read by `past-records.test.ts` and the
 * end-to-end `renderer/e2e/past-records.e2e.ts`; nothing in the app uses it.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export interface PastGame {
  readonly id: string;
  readonly status: 'finished' | 'active' | 'abandoned';
  readonly moves: number;
}

export interface PastFile {
  readonly file: string;
  /** What the version kept beside the records file, by the end of its name (`-tally`). */
  readonly beside: readonly string[];
  readonly commit: string;
  readonly schema: number;
  readonly games: readonly {
    readonly gameId: string;
    readonly engineVersion: string;
    /** The campaign the finished game was filed under, where the version had campaigns. */
    readonly campaign: { readonly id: string; readonly name: string; readonly games: readonly string[] } | null;
    readonly games: readonly PastGame[];
  }[];
  /** The roster and the settings as that version stored them. */
  readonly players: readonly {
    readonly id: string;
    readonly name: string;
    readonly colour: string;
    readonly emblem: string;
  }[];
  readonly settings: Record<string, unknown>;
  /** The game files that version saved (History's Save as file), gzipped. */
  readonly exported: readonly (PastGame & { readonly file: string; readonly gameId: string })[];
}

/** This folder, where the files are. */
export const PAST_RECORDS = fileURLToPath(new URL('.', import.meta.url));

/** Every kept file, as manifest.json lists it. */
export function pastFiles(): readonly PastFile[] {
  return (JSON.parse(readFileSync(join(PAST_RECORDS, 'manifest.json'), 'utf8')) as { files: PastFile[] }).files;
}

/** Fills the records folder `dataDir` with `past`'s records file and what was beside it, as the version left them. */
export function unpackPast(past: PastFile, dataDir: string): string {
  writeFileSync(join(dataDir, 'mob-night.db'), gunzipSync(readFileSync(join(PAST_RECORDS, past.file))));
  const stem = past.file.slice(0, -'.db.gz'.length);
  for (const end of past.beside)
    copyFileSync(join(PAST_RECORDS, `${stem}.db${end}`), join(dataDir, `mob-night.db${end}`));
  return dataDir;
}

/** The text of a game file `past` saved. */
export function savedText(file: string): string {
  return gunzipSync(readFileSync(join(PAST_RECORDS, file))).toString('utf8');
}

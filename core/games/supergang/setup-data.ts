/**
 * The tables SuperGang is set up for, as shipped in resources/supergang/setups.json: for two, three or
 * four gangs, the bank (SG-12.1) and whether a police player may join them (SG-15). Three and four gangs
 * are the rulebook's; two is our house rule (the reasoning is in resources/supergang/README.md).
 */
import raw from '../../../resources/supergang/setups.json';

export interface GangTable {
  readonly gangs: number;
  /** Millions in the bank at the start, and in the whole game (SG-12.1). */
  readonly bank: number;
  /** May a police player sit with this many gangs (SG-15)? */
  readonly police: boolean;
  /** Not in the rulebook: our own setup. */
  readonly houseRule: boolean;
}

/** Checks the shipped file once: whole positive banks, one entry per gang count from 2 to 4. */
function load(data: unknown): readonly GangTable[] {
  const tables = (data as { tables?: unknown }).tables;
  if (!Array.isArray(tables)) throw new Error('resources/supergang/setups.json: "tables" must be a list.');
  const out = tables.map((t: Partial<GangTable>, i): GangTable => {
    const { gangs, bank, police, houseRule } = t;
    const fine =
      Number.isInteger(gangs) &&
      Number.isInteger(bank) &&
      (bank ?? 0) > 0 &&
      typeof police === 'boolean' &&
      typeof houseRule === 'boolean';
    if (!fine) throw new Error(`resources/supergang/setups.json: table ${i + 1} needs gangs, bank, police, houseRule.`);
    return Object.freeze({ gangs, bank, police, houseRule } as GangTable);
  });
  const counts = out.map((t) => t.gangs).join(',');
  if (counts !== '2,3,4') throw new Error(`resources/supergang/setups.json: gang counts ${counts}, not 2,3,4.`);
  return Object.freeze(out);
}

export const TABLES: readonly GangTable[] = load(raw);

/** The setup for a number of gangs; two, three or four only. */
export function tableFor(gangs: number): GangTable {
  const t = TABLES.find((x) => x.gangs === gangs);
  if (!t) throw new Error(`SuperGang is set up for two, three or four gangs, not ${gangs}.`);
  return t;
}

/** SG-12.1: the bank by number of gangs. */
export const BANKS: Readonly<Record<number, number>> = Object.freeze(
  Object.fromEntries(TABLES.map((t) => [t.gangs, t.bank])),
);

/**
 * Whether a table of `seats` has a police player (SG-15.7): five seats always do (four gangs and the
 * police); fewer do when one was asked for and the gangs left allow one (three gangs and the police).
 */
export function policeSeated(seats: number, asked: boolean): boolean {
  return seats === 5 || (asked && TABLES.some((t) => t.police && t.gangs === seats - 1));
}

/**
 * The Network screen's words for a family: this computer's addresses without the system's names for its
 * network connections ("eth0", "wlp2s0"), and the tables nearby with this computer's own table told apart.
 */
import type { LanStatus, ResultOf } from '../../../core/protocol';

type NearbyTable = ResultOf<'lan.nearby'>[number];

/**
 * The words for one of this computer's addresses in the list to choose from: the address, with the kind of
 * connection when its system name says it plainly ("192.168.1.20 (Wi-Fi)", "192.168.1.30 (cable)"), "only
 * this computer" for the loopback address, and the address alone when the name says nothing a family knows.
 */
export function addressWords(a: { name: string; address: string }): string {
  if (a.address.startsWith('127.')) return `${a.address} (only this computer)`;
  const n = a.name.toLowerCase();
  if (/^(wl|wifi|wi-fi|wlan|wireless)/.test(n)) return `${a.address} (Wi-Fi)`;
  if (/^(eth|enp|eno|ens|ethernet)/.test(n)) return `${a.address} (cable)`;
  return a.address;
}

/** One table of "Tables nearby": whether it is this computer's own open table. */
export interface NearbyRow extends NearbyTable {
  readonly yours: boolean;
}

/**
 * The tables nearby as the screen lists them: this computer's own open table (heard back from the network)
 * marked as yours, the others as they are. `said`: what to say when no other table is open — none at all, or
 * only this computer's own, which a family would otherwise miss, having just opened it.
 */
export function nearbyRows(
  nearby: readonly NearbyTable[],
  status: Pick<LanStatus, 'on' | 'port' | 'addresses'> | null,
): { rows: NearbyRow[]; said: string | null } {
  const own = (t: NearbyTable): boolean =>
    status?.on === true && t.port === status.port && status.addresses.some((a) => a.address === t.address);
  const rows = nearby.map((t) => ({ ...t, yours: own(t) }));
  const others = rows.filter((t) => !t.yours).length;
  if (others > 0) return { rows, said: null };
  return {
    rows,
    said: status?.on
      ? 'Only your own table is open on this network just now. Others’ tables appear here within a few seconds of being opened.'
      : 'No table is open on this network just now. Tables appear here within a few seconds of being opened.',
  };
}

/**
 * What to tell a person whose table did not answer at the address typed (`where`, "192.168.1.20:47800"),
 * or null when a table did.
 */
export function reachProblem(found: ResultOf<'lan.reach'>, where: string): string | null {
  if (found === 'table') return null;
  if (found === 'other')
    return `Something answered at ${where}, but not an open Mob Night table. Check the address and the number after the colon on the host's Network screen, and that the table there is switched on.`;
  return `Nothing answered at ${where}. Check the address on the host's Network screen, and that both computers are on the same home network.`;
}

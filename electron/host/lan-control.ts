/** The host's side of the network table: what the LAN controller (electron/lan/controller.ts) offers it. */
import type { ApiError, Params, ResultOf } from '../../core/protocol';
import { ApiFailure } from './api-failure';

export type LanResult = { ok: true; value: ResultOf<'lan.status'> } | { ok: false; error: ApiError };

/** The LAN table's switch, seats and discovery (electron/lan/controller.ts), when this host has it. */
export interface LanControl {
  status(): ResultOf<'lan.status'>;
  start(p: Params<'lan.start'>): Promise<LanResult>;
  stop(): Promise<LanResult>;
  seat(p: Params<'lan.seat'>): LanResult;
  grant(p: Params<'lan.grant'>): LanResult;
  refuse(p: Params<'lan.refuse'>): LanResult;
  nearby(): ResultOf<'lan.nearby'>;
  reach(address: string): Promise<ResultOf<'lan.reach'>>;
  /** Whether the network table is open for this game. */
  serves(matchId: string): boolean;
  /** Whether a guest on another device holds this seat of this game (so this computer's screens may not show it). */
  heldElsewhere(matchId: string, seat: number): boolean;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** A LAN call's value, or its refusal thrown as the call's error answer. */
export function lanValue(r: LanResult): ResultOf<'lan.status'> {
  if (!r.ok) throw new ApiFailure(r.error);
  return r.value;
}

/**
 * Move allowances: each piece moves by its own die (G-6.2), and Wheels combine the green, red and black
 * dice into one move for one Gang piece (G-16.2).
 */
import { ok, refuse, type Result } from '../../../engine/result';
import { MOVE_DIE, type DieColour, type PieceKind } from '../board';

export type DiceRoll = Readonly<Record<DieColour, number>>;

/** The dice Wheels combine (G-16.2). */
export const WHEELS_DICE = ['green', 'red', 'black'] as const satisfies readonly DieColour[];

/** The Wheels allowance: green + red + black, 3 to 18 (G-16.2). */
export function wheelsAllowance(roll: DiceRoll): number {
  return WHEELS_DICE.reduce((sum, c) => sum + roll[c], 0);
}

/** The spaces a piece must move: its own die, or the Wheels total for a gangster using Wheels. */
export function moveAllowance(kind: PieceKind, roll: DiceRoll, wheels: boolean): Result<number> {
  if (wheels) {
    const total = wheelsAllowance(roll);
    const checked = checkWheels(kind, total);
    return checked.ok ? ok(total) : checked;
  }
  return ok(roll[MOVE_DIE[kind]]);
}

/** Wheels move gangsters only, and three dice total 3 to 18 (G-16.2). */
export function checkWheels(kind: PieceKind, steps: number): Result<true> {
  if (kind === 'cop' || kind === 'public') {
    return refuse('WHEELS_GANG_ONLY', 'G-16.2', 'Wheels cannot move the Cops or the Public.');
  }
  if (steps < 3 || steps > 18) {
    return refuse('BAD_DIE', 'G-16.2', `Three dice total 3 to 18, not ${steps}.`);
  }
  return ok(true);
}

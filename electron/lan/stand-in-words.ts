/**
 * What the table is told when a computer player takes over the seat of a guest who dropped off the
 * network, and when it hands the seat back: a line in everyone's case file each time, and for the guest
 * on their return, what was played for them while they were away. Plain words, read aloud at the table.
 */
import { botLevelName, type StoredBotLevel } from '../../core/bots/levels';
import { plainName } from '../../core/protocol';
import type { GameEvent } from '../../core/engine';

/** Who the seat's holder is, naming the seat as well when the guest took it under a name of their own. */
function holder(name: string, seatName: string | undefined): string {
  return seatName && plainName(seatName) !== '' && plainName(seatName) !== plainName(name)
    ? `${name} (${seatName}’s seat)`
    : name;
}

function computer(level: StoredBotLevel): string {
  return `a computer player (${botLevelName(level)})`;
}

function moves(n: number): string {
  return n === 1 ? '1 move' : `${n} moves`;
}

/** The case file's line when a computer player takes over an away guest's seat. */
export function tookOverLine(name: string, seatName: string | undefined, level: StoredBotLevel): GameEvent {
  return {
    type: 'stand-in',
    visibility: 'public',
    text: `${holder(name, seatName)} dropped out: ${computer(level)} plays for them until they are back.`,
  };
}

/** The case file's line when the guest is back and the computer player hands the seat back. */
export function handedBackLine(name: string, seatName: string | undefined, made: number): GameEvent {
  const played = made === 0 ? 'it made no move for them' : `it made ${moves(made)} for them`;
  return {
    type: 'stand-in',
    visibility: 'public',
    text: `${holder(name, seatName)} is back and plays again; the computer player hands the seat back (${played}).`,
  };
}

/** What the guest is told on their return. */
export function whileAwayWords(level: StoredBotLevel, made: number): string {
  return made === 0
    ? `While you were away, ${computer(level)} kept your seat; it had no move to make.`
    : `While you were away, ${computer(level)} played for you: ${moves(made)}.`;
}

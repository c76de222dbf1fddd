/**
 * What the table is told when a computer player takes over the seat of a guest who dropped off the
 * network, and when it hands the seat back: a line in everyone's case file each time, and for the guest
 * on their return, what was played for them while they were away. Plain words, read aloud at the table.
 */
import { botLevelName, type StoredBotLevel } from '../../core/bots/levels';
import { plainName } from '../../core/protocol';
import type { GameEvent } from '../../core/engine';
import type { StoodInPlay } from '../host/session-bots';

/** Who the seat's holder is, naming the seat as well when the guest took it under a name of their own. */
function holder(name: string, seatName: string | undefined): string {
  return seatName && plainName(seatName) !== '' && plainName(seatName) !== plainName(name)
    ? `${name} (${seatName}’s seat)`
    : name;
}

/** Whose seat it is: "Vinny’s seat", or "Zio’s seat from Cousin Vinny" when the guest took it under a name of their own. */
function seatOf(name: string, seatName: string | undefined): string {
  return seatName && plainName(seatName) !== '' && plainName(seatName) !== plainName(name)
    ? `${seatName}’s seat from ${name}`
    : `${name}’s seat`;
}

function computer(level: StoredBotLevel): string {
  return `a computer player (${botLevelName(level)})`;
}

function moves(n: number): string {
  return n === 1 ? '1 move' : `${n} moves`;
}

function passes(n: number): string {
  return n === 1 ? '1 pass' : `${n} passes`;
}

/** How often it passed, as said aloud: "once", "twice", "3 times". */
function times(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

/**
 * What it did for the seat, moves and passes apart: each move is a line of the case file, a pass most
 * often none (or one that reads as what followed it), so a count of both as "moves" would not be found there.
 */
function made(p: StoodInPlay, forThem: string): string {
  if (p.moves === 0 && p.passes === 0) return `it made no move${forThem}`;
  if (p.passes === 0) return `it made ${moves(p.moves)}${forThem}`;
  if (p.moves === 0) return `it passed ${times(p.passes)}${forThem} and made no move`;
  return `it made ${moves(p.moves)} and passed ${times(p.passes)}${forThem}`;
}

/** The case file's line when a computer player takes over an away guest's seat. */
export function tookOverLine(name: string, seatName: string | undefined, level: StoredBotLevel): GameEvent {
  return {
    type: 'stand-in',
    visibility: 'public',
    text: `${holder(name, seatName)} dropped out: ${computer(level)} plays for them until they are back.`,
  };
}

function playedFor(p: StoodInPlay): string {
  return made(p, ' for them');
}

/** The case file's line when the guest is back and the computer player hands the seat back. */
export function handedBackLine(name: string, seatName: string | undefined, played: StoodInPlay): GameEvent {
  return {
    type: 'stand-in',
    visibility: 'public',
    text: `${holder(name, seatName)} is back and plays again; the computer player hands the seat back (${playedFor(played)}).`,
  };
}

/**
 * The case file's line when the host takes the seat back while a computer player stands in for its
 * guest: the seat is played at the host's screen from now on, and the computer player stops.
 */
export function takenBackLine(name: string, seatName: string | undefined, played: StoodInPlay): GameEvent {
  return {
    type: 'stand-in',
    visibility: 'public',
    text: `The host has taken back ${seatOf(name, seatName)}: the computer player playing for them stops (${playedFor(played)}).`,
  };
}

/** The case file's line when the host gives the seat a computer player stood in for to someone else. */
export function handedOnLine(name: string, seatName: string | undefined, played: StoodInPlay): GameEvent {
  const seat = seatName && plainName(seatName) !== '' ? `${seatName}’s seat` : 'the seat';
  return {
    type: 'stand-in',
    visibility: 'public',
    text: `${name} takes ${seat}: the computer player that stood in stops (${made(played, '')}).`,
  };
}

/** The case file's line when the host sets seats to wait for their players while a computer player stands in. */
export function seatWaitsLine(name: string, seatName: string | undefined, played: StoodInPlay): GameEvent {
  return {
    type: 'stand-in',
    visibility: 'public',
    text: `The host now has seats wait for their players: the computer player playing for ${holder(name, seatName)} stops, and the seat waits for them (${playedFor(played)}).`,
  };
}

/**
 * What the guest is told on their return: the moves they will find in their case file, and the passes
 * (which mostly have no line there) apart from them.
 */
export function whileAwayWords(level: StoredBotLevel, played: StoodInPlay): string {
  const { moves: m, passes: p } = played;
  if (m === 0 && p === 0) return `While you were away, ${computer(level)} kept your seat; it had no move to make.`;
  if (m === 0) return `While you were away, ${computer(level)} kept your seat and passed for you: ${passes(p)}.`;
  return `While you were away, ${computer(level)} played for you: ${moves(m)}${p === 0 ? '' : ` and ${passes(p)}`}.`;
}

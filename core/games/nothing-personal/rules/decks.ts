/** The decks and the hands: taking a card off a deck, drawing influence cards, discarding, card names. */
import { ScriptExhausted } from '../../../engine/dice';
import { log, logSecret } from '../../../engine/rules';
import { counted, seatRef } from '../../../engine/words';
import { content } from '../content';
import { edition, type NpState } from '../state';
import type { Ctx } from './model';
import { handsToWrite } from '../draft';

/** Printed names by card instance, as `influenceName` reads them (instances are few and never renamed). */
const names = new Map<string, string>();

/** An influence card instance (`design#copy`) by its printed name, for the log. */
export function influenceName(instance: string): string {
  let name = names.get(instance);
  if (name === undefined) {
    name = content().influenceById[instance.split('#')[0] ?? '']?.name ?? instance;
    names.set(instance, name);
  }
  return name;
}

/**
 * Takes the next card off a deck (the Gangster deck or the Influence deck): the top card, or — in a
 * scenario whose action scripts its draws (`deckDraws`, set only by scenario.ts for one action) —
 * the card at the scripted index from the top (0 is the top card).
 */
export function takeFromDeck(s: NpState, deck: string[]): string | undefined {
  const script = s['deckDraws'];
  if (Array.isArray(script) && script.length > 0) {
    const k = script.shift();
    if (typeof k !== 'number' || !Number.isInteger(k) || k < 0 || k >= deck.length)
      throw new ScriptExhausted(`scripted draw ${String(k)} is outside the deck's 0…${deck.length - 1}`);
    return deck.splice(k, 1)[0];
  }
  return deck.shift();
}

/** Draws influence cards into a hand, reshuffling the discards when the deck runs out. */
export function drawInfluence(ctx: Ctx, seat: number, n: number, clause: string): string[] {
  const s = ctx.s;
  const drawn: string[] = [];
  for (let k = 0; k < n; k++) {
    if (s.influenceDeck.length === 0 && s.influenceDiscard.length > 0) {
      s.influenceDeck = ctx.roller.shuffle(s.influenceDiscard, { label: 'reshuffle influence discards' });
      s.influenceDiscard = [];
      if (!ctx.quiet) log(ctx, 'reshuffle', 'The influence discards are shuffled into a new deck.');
    }
    const c = takeFromDeck(s, s.influenceDeck);
    if (c === undefined) break;
    drawn.push(c);
    handsToWrite(s)[seat]?.push(c);
  }
  if (!ctx.quiet)
    logSecret(
      ctx,
      [seat],
      'draw-influence',
      // Edition 9 counts the cards before naming them ("You draw 2 cards: A, B."), as a card's own name can
      // hold an "and"; older lines ran the names together.
      `You draw ${edition(s) >= 9 && drawn.length > 1 ? `${drawn.length} cards: ` : ''}${drawn.map(influenceName).join(', ') || 'nothing'}.`,
      `${seatRef(seat)} draws ${counted(drawn.length, 'influence card')}.`,
      clause,
    );
  return drawn;
}

/** Takes a card out of a hand into the discards; false if the seat does not hold it. */
export function discardFromHand(s: NpState, seat: number, instance: string): boolean {
  const hand = s.hands[seat];
  const k = hand ? hand.indexOf(instance) : -1;
  if (!hand || k < 0) return false;
  // The hands to write (draft.ts): `hand` may be the state's before the action.
  handsToWrite(s)[seat]?.splice(k, 1);
  s.influenceDiscard.push(instance);
  return true;
}

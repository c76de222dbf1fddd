/** The phases of a Gangsters game in our own words, with the clause each comes from (the phase reference). */
import type { Phase } from '@core/games/gangsters/state';

export interface PhaseWords {
  readonly name: string;
  readonly what: string;
  readonly clause: string;
}

export const PHASE_WORDS: Readonly<Record<Phase, PhaseWords>> = {
  draft: {
    name: 'Choosing Joints',
    what: 'Each Gang in turn takes a building to start with; cheaper picks get change from the Bank.',
    clause: 'G-4.1',
  },
  recruit: {
    name: 'Secret recruiting',
    what: 'Each Gang writes down, in secret, how many Racketeers, Thugs and a Vamp it hires.',
    clause: 'G-4.2',
  },
  place: {
    name: 'Secret placement',
    what: 'Each Gang chooses, in secret, which of its Joints each piece starts in. Then all are revealed.',
    clause: 'G-4.3',
  },
  buy: {
    name: 'Buy Phase',
    what: 'Buy the building your Racketeer stands in, improve a Joint, buy equipment, or trade. Then roll.',
    clause: 'G-5.1',
  },
  trade: { name: 'A trade is offered', what: 'The other Gang accepts or declines the offer.', clause: 'G-14.1' },
  defer: {
    name: 'Cop Phase',
    what: 'Bribe a Cop yourself, or leave the Cops to the Police Commissioner.',
    clause: 'G-17.2',
  },
  cop: {
    name: 'Cop Phase',
    what: 'Bribe a Cop, start a new Cop on a Subway, or move one by the blue die.',
    clause: 'G-5.3',
  },
  rebuff: {
    name: 'Rebuff?',
    what: 'Whoever bribed the Cop that just moved may show the Bribe and send him back.',
    clause: 'G-9.5',
  },
  move: {
    name: 'Movement Phase',
    what: 'Move your pieces by their dice, move the Public, recruit, then end your movement.',
    clause: 'G-5.4',
  },
  'commissioner-publics': {
    name: 'Moving the Public',
    what: 'The Commissioner moves every Public piece by the white die.',
    clause: 'G-17.3',
  },
  shootout: { name: 'Shootout', what: 'Hits are declared, dice thrown, and each side takes its hits.', clause: 'G-12' },
  over: { name: 'Game over', what: 'The game has ended; see each Gang’s net worth.', clause: 'G-15' },
};

/** The order a turn goes in, for the reference card. */
export const TURN_ORDER: readonly Phase[] = ['buy', 'cop', 'move', 'shootout'];

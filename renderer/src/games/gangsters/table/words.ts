/**
 * How the Gangsters table says things: actions and their choices in plain words a family reads aloud,
 * with the clause each comes from. Names come from the drawn city and the seats; no rule is decided here.
 */
import { counted, listed } from '@core/engine/words';
import type { GAction, PieceRef } from './legal';
import { grouped } from '../../../lib/format';

/** What the words need to know: names of places and seats. */
export interface Namer {
  place(id: string): string;
  /** "Red" / "the Police Commissioner" / "Nonna's Red Gang". */
  seat(seat: number): string;
}

export const PIECE_WORDS: Readonly<Record<string, string>> = {
  racketeer: 'Racketeer',
  thug: 'Thug',
  vamp: 'Vamp',
  cop: 'Cop',
  public: 'Public',
};

/**
 * A line of the engine's with its gangsters named as the panel and the rulebook name them, "Thug",
 * "Racketeers", "Vamp" (G-4.2, G-5.4): the engine writes some lines with the kind's own lower-case id
 * ("Red's thug moves…", "recruits 2 racketeers"), others capitalised ("Red's Vamp seduces…").
 */
export function pieceKindsNamed(text: string): string {
  return text.replace(
    /\b(racketeer|thug|vamp)(s?)\b/g,
    (_, kind: string, s: string) => `${PIECE_WORDS[kind] ?? kind}${s}`,
  );
}

/** The clause behind each kind of decision, shown in small print. */
export const CLAUSES: Readonly<Record<string, string>> = {
  draft: 'G-4.1',
  'recruit-plan': 'G-4.2',
  placement: 'G-4.3',
  buy: 'G-5.1',
  improve: 'G-8.3',
  sell: 'G-7.5',
  equip: 'G-16.1',
  'offer-trade': 'G-14.1',
  'answer-trade': 'G-14.1',
  roll: 'G-5.2',
  defer: 'G-17.2',
  'cop-move': 'G-5.3',
  'cop-start': 'G-9.1',
  bribe: 'G-9.5',
  'donut-flip': 'G-16.4',
  'cop-none': 'G-5.3',
  rebuff: 'G-9.5',
  pass: 'G-9.5',
  move: 'G-6.1',
  'move-public': 'G-6.1',
  recruit: 'G-7.1',
  retract: 'G-6.92',
  'end-move': 'G-5.4',
  'declare-hit': 'G-11.4',
  bust: 'G-11.5',
  aim: 'G-12.4',
  absorb: 'G-12.4',
};

export function pieceName(p: PieceRef, n: Namer, publicStrength?: (id: number) => number | undefined): string {
  if (p === 'public:new') return 'A new Public from the cup';
  if (p === 'cop:new') return 'A new Cop from the cup';
  if (p.startsWith('public:')) {
    const x = publicStrength?.(Number(p.slice(7)));
    return x ? `Public ×${x}` : 'Public';
  }
  if (p.startsWith('cop:')) return `Cop ${p.slice(4)}`;
  void n;
  return PIECE_WORDS[p] ?? p;
}

/** A unit in a Shootout ('cop:4', 'guard', '2:thug') in words. */
export function unitName(id: string, n: Namer): string {
  if (id === 'guard') return 'the Joint Guard';
  const [a, b] = id.split(':');
  if (a === 'cop') return `Cop ${b ?? ''}`.trim();
  const seat = Number(a);
  return Number.isInteger(seat) && b ? `${n.seat(seat)}’s ${PIECE_WORDS[b] ?? b}` : id;
}

/** Dollars as the board prints them: "$6,200". */
const money = (n: number): string => `$${grouped(n)}`;

const EQUIP: Readonly<Record<string, string>> = {
  heaters: 'Buy Heaters for the Thugs ($1,000)',
  wheels: 'Buy Wheels for the Racketeer ($1,000)',
  siren: 'Buy the Vamp new clothes: a Siren ($300)',
};

/** A whole action in words, as a button says it; a kind this table has no words for yet reads from its fields. */
export function actionWords(a: GAction, n: Namer): string {
  return knownWords(a, n) ?? unknownWords(a as unknown as Record<string, unknown>, n);
}

/** A kind of decision by its name ("seduced-to" → "Seduced to"), for a group of several variants. */
export function kindWords(type: string): string {
  const kind = type.replace(/-/g, ' ');
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** "Choose joint: Huff's Café" from `{ type: 'choose-joint', joint: 'huffs-cafe' }`. */
function unknownWords(a: Record<string, unknown>, n: Namer): string {
  const parts = Object.entries(a)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => valueWords(k, v, n));
  const head = kindWords(String(a['type'] ?? 'choose'));
  return parts.length ? `${head}: ${parts.join(', ')}` : head;
}

function knownWords(a: GAction, n: Namer): string | undefined {
  switch (a.type) {
    case 'draft':
      return `Take ${n.place(a.building)}`;
    case 'recruit-plan':
      return `${a.racketeer} Racketeers, ${a.thug} Thugs, ${a.vamp} Vamp`;
    case 'placement':
      return `Racketeer in ${a.racketeer ? n.place(a.racketeer) : '—'}, Thug in ${a.thug ? n.place(a.thug) : '—'}, Vamp in ${a.vamp ? n.place(a.vamp) : '—'}`;
    case 'buy':
      return 'Buy the building your Racketeer is in';
    case 'improve':
      return 'Improve the Joint your Racketeer is in';
    case 'sell':
      return `Sell ${n.place(a.joint)} to the Bank`;
    case 'equip':
      return EQUIP[a.item] ?? a.item;
    case 'offer-trade':
      return `Offer a trade to ${n.seat(a.to)}`;
    case 'answer-trade':
      return a.accept ? 'Accept the trade' : 'Decline the trade';
    case 'roll':
      return 'Done buying: roll the dice';
    case 'defer':
      return 'Leave the Cops to the Commissioner';
    case 'cop-move':
      return `Move Cop ${a.cop} to ${n.place(a.to)}`;
    case 'cop-start':
      return `Start a new Cop at ${n.place(a.to)}`;
    case 'bribe':
      // The blue die goes on a Cop; the Bribe is drawn at random (G-9.5), so the words never promise that Cop.
      return `Bribe: the blue die on ${a.cop === null ? 'a Cop not yet in play' : `Cop ${a.cop}`}`;
    case 'donut-flip':
      return 'Flip your Donut marker over';
    case 'cop-none':
      return 'No Cop can be moved: go on';
    case 'rebuff':
      return 'Show my Bribe: the Cop goes back';
    case 'pass':
      return 'Pass: let it stand';
    case 'return-badge':
      return 'Return a Bribe badge';
    case 'remove-donut':
      return `Take the Donut off Cop ${a.cop}`;
    case 'move':
      return `${PIECE_WORDS[a.piece] ?? a.piece} to ${n.place(a.to)}`;
    case 'move-public':
      return `${a.public === null ? 'New Public' : 'Public'} to ${n.place(a.to)}`;
    case 'recruit':
      return `Recruit ${a.count} ${PIECE_WORDS[a.piece] ?? a.piece}${a.count > 1 ? 's' : ''}`;
    case 'retract':
      return 'Take back the move';
    case 'end-move':
      return 'End my movement';
    case 'clock-expired':
      return 'Time is up';
    case 'declare-hit':
      return a.target === null ? 'No Hit' : `Declare a Hit on ${a.target === -1 ? 'the Cops' : n.seat(a.target)}`;
    case 'bust':
      return `Bust ${unitName(a.target, n)}`;
    case 'aim':
      return `Split the hits ${a.split.join(' / ')}`;
    case 'absorb': {
      const parts = Object.entries(a.alloc)
        .filter(([, k]) => k > 0)
        .map(([u, k]) => `${unitName(u, n)} takes ${k}`);
      return parts.length ? parts.join(', ') : 'Take no hits';
    }
    case 'fine':
      return `Fine ${n.seat(a.offender)} for kibitzing`;
    case 'time-up':
      return 'Time is up';
  }
}

/** One value of a field being narrowed (a facing, a side up, a Joint…), as a button says it. */
export function valueWords(path: string, value: unknown, n: Namer, type = ''): string {
  if (type === 'bust' && typeof value === 'string') return unitName(value, n);
  if (type === 'declare-hit' && path === 'target')
    return value === null ? 'No Hit' : value === -1 ? 'The Cops' : n.seat(Number(value));
  if (path === 'cop') return value === null ? 'A Cop not yet in play' : `Cop ${String(value)}`;
  if (path === 'piece' && typeof value === 'string') return PIECE_WORDS[value] ?? value;
  if (path === 'item' && typeof value === 'string') return EQUIP[value] ?? value;
  if (path === 'criminal') return value ? 'As a criminal (white side up)' : 'As a citizen (colour side up)';
  if (path === 'facing') return value === null ? 'Inside the building' : `Facing ${String(value)}`;
  // G-7.4 (edition 6): a piece set down on a Subway faces the way its player chooses.
  if (path === 'entryFacing') return `Facing ${String(value)}`;
  if (path === 'subway') return value ? 'By Subway' : 'On foot, no Subway';
  if (path === 'wheels') return value ? 'With Wheels' : 'Without Wheels';
  if (path === 'donut') return value ? 'Put my Donut on him' : 'No Donut';
  if (path === 'seduce') {
    type Won = { seat: number; kind: string; at?: string; entryFacing?: string };
    const list = Array.isArray(value) ? (value as Won[]) : [];
    const joins = (v: Won): string =>
      v.at ? ` (he joins you at ${n.place(v.at)}${v.entryFacing ? `, facing ${v.entryFacing}` : ''})` : '';
    const one = (v: Won): string => `${n.seat(v.seat)}’s ${PIECE_WORDS[v.kind] ?? v.kind}${joins(v)}`;
    return list.length ? `Seduce ${list.map(one).join(' and ')}` : 'Seduce nobody';
  }
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return path === 'cash' || path.endsWith('.cash') ? money(value) : String(value);
  if (typeof value === 'string') {
    const place = n.place(value);
    return place !== value ? place : value;
  }
  if (Array.isArray(value)) return value.join(' / ');
  return JSON.stringify(value);
}

/** The question a field asks, for the heading above its buttons. */
export function fieldQuestion(path: string): string {
  const last = path.split('.').pop() ?? path;
  switch (last) {
    case 'criminal':
      return 'Which side up?';
    case 'facing':
      return 'Which way does it face?';
    case 'entryFacing':
      return 'Which way does it face on the Subway?';
    case 'subway':
      return 'How does it get there?';
    case 'seduce':
      return 'Whom does she seduce?';
    case 'donut':
      return 'Your Donut?';
    // One piece stands for each kind, however many the Gang has (its strength is on the Gang Track), and each of
    // the three pieces starts in one of the Gang's Joints (G-4.3): "the Thug" read wrong to a Gang of three Thugs.
    case 'racketeer':
      return 'Where does your Racketeer piece start?';
    case 'thug':
      return 'Where does your Thug piece start?';
    case 'vamp':
      return 'Where does your Vamp piece start?';
    case 'target':
      return 'Whom?';
    case 'count':
      return 'How many?';
    case 'building':
      return 'Which Joint do you take?';
    case 'joint':
      return 'Which Joint?';
    default:
      return `Choose the ${last}.`;
  }
}

/**
 * The question over a group's answers, where the kind of decision says more than the field alone: a bribe's
 * Cop is only where the blue die goes, the Bribe itself drawn at random (G-9.5), so no button seems to buy him.
 */
export function stepQuestion(type: string, path: string): string {
  if (type === 'bribe' && path === 'cop')
    return 'Which Cop gets the blue die? The Bribe itself is drawn at random after the Movement Phase: it may be any Cop’s, or the Untouchable badge, which buys nobody.';
  if (type === 'recruit' && path === 'piece') return 'Which gangsters do you recruit?';
  if (type === 'recruit' && path === 'at') return 'Where does the new gangster come in?';
  return fieldQuestion(path);
}

export { money };

/**
 * A Gang's Bribe markers as its track lists them (G-9.5): the Untouchable badge first, then its Cops in
 * number order, then how many others keep face down ("Cop 2, Cop 7 and 2 kept secret").
 */
export function bribeWords(markers: readonly (number | undefined)[]): string {
  const known = markers.filter((m): m is number => m !== undefined).sort((a, b) => a - b);
  const secret = markers.length - known.length;
  const words = known.map((m) => (m === 0 ? 'the Untouchable badge' : `Cop ${m}`));
  if (secret > 0) words.push(counted(secret, 'kept secret', 'kept secret'));
  return listed(words);
}

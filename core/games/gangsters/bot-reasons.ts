/**
 * Why the Normal bot made a move, in one plain line for the table's log (issue 18, "Explain a move").
 * Asked only for the one decision it chose, and only when its seat explains its moves. It reads the same
 * thing the bot does, its own seat's view, so it can only name what that seat may see: its own Gang and
 * cash, and the public board. It never mentions another seat's cash or Bribe marker.
 */
import type { GangstersAction } from './actions';
import type { GangsterKind } from './board';
import { baseValue, isBuilding, occupants, placeName } from './rules/places';
import type { GangstersView } from './view';

const KIND: Record<GangsterKind, string> = { racketeer: 'Racketeer', thug: 'Thug', vamp: 'Vamp' };

function ownerOf(s: GangstersView, space: string): number | null {
  return s.joints[space]?.owner ?? null;
}

function ownsAny(s: GangstersView, seat: number): boolean {
  return Object.values(s.joints).some((j) => j?.owner === seat);
}

/** Where a piece goes, said plainly: a building by name, a street as "the street". */
function where(space: string): string {
  return isBuilding(space) ? placeName(space) : 'the street';
}

function moveReason(s: GangstersView, seat: number, a: Extract<GangstersAction, { type: 'move' }>): string {
  const kind = KIND[a.piece];
  const o = occupants(s, a.to);
  const owner = ownerOf(s, a.to);
  if (a.piece === 'vamp' && (a.seduce?.length ?? 0) > 0) return 'sends its Vamp to win a rival’s gangster over';
  if (a.piece === 'racketeer' && !a.criminal && isBuilding(a.to) && owner === null && baseValue(a.to) > 0)
    return `walks its Racketeer to ${placeName(a.to)} to buy it`;
  if (a.criminal && isBuilding(a.to) && owner === null && o.cops.length === 0)
    return `sends its ${kind} to shake down ${placeName(a.to)}`;
  if (!a.criminal && s.gangs.find((g) => g.seat === seat)?.pieces[a.piece]?.criminal)
    return `has its ${kind} go straight, out of the Cops’ reach`;
  if (owner === seat) return `keeps its ${kind} near its own Joint, ${placeName(a.to)}`;
  return `moves its ${kind} to ${where(a.to)}`;
}

function publicReason(s: GangstersView, seat: number, a: Extract<GangstersAction, { type: 'move-public' }>): string {
  const to = ownerOf(s, a.to);
  const from = a.public === null ? null : (s.publics.find((p) => p.id === a.public)?.at ?? null);
  const fromOwner = from === null ? null : ownerOf(s, from);
  if (to === seat) return `steers a customer into ${placeName(a.to)}, its own Joint, for the payoff`;
  if (fromOwner !== null && fromOwner !== seat) return 'walks a customer out of a rival’s Joint';
  if (a.public === null) return `brings a new customer out onto ${where(a.to)}`;
  return ownsAny(s, seat) ? 'walks a customer closer to its Joints' : `walks a customer to ${where(a.to)}`;
}

function copReason(s: GangstersView, seat: number, to: string): string {
  const owner = ownerOf(s, to);
  const o = occupants(s, to);
  if (owner !== null && owner !== seat && o.publics.length > 0) return 'sends a Cop to raid a rival’s busy Joint';
  if (o.gangsters.some((g) => g.criminal && g.seat !== seat)) return 'sends a Cop after a rival’s crooks';
  // The Cop is "he" (as the case file calls him), so "it" and "its" are the computer's alone.
  return 'sends a Cop where he does its own business no harm';
}

/** One line saying what the Normal bot is after with `a`, or null when there is nothing worth saying. */
export function gangstersReason(s: GangstersView, seat: number, a: GangstersAction): string | null {
  const me = s.gangs.find((g) => g.seat === seat);
  const racketAt = me?.pieces.racketeer?.at ?? '';
  switch (a.type) {
    case 'draft':
      return `picks ${placeName(a.building)}, the most valuable building still free`;
    case 'recruit-plan':
      return 'plans a Gang with Racketeers to buy, Thugs to collect and a Vamp';
    case 'placement':
      return a.racketeer ? `starts its Racketeer at ${placeName(a.racketeer)}` : 'sets out its Gang';
    case 'buy':
      return ownsAny(s, seat)
        ? `buys ${placeName(racketAt)} to add to its Joints`
        : `buys ${placeName(racketAt)}, its first Joint`;
    case 'improve':
      return `improves ${placeName(racketAt)} so it pays more`;
    case 'sell':
      return `sells ${placeName(a.joint)} for the cash to rebuild its Gang`;
    case 'answer-trade':
      return a.accept ? 'takes the trade: it gets more than it gives' : 'turns the trade down: not worth it';
    case 'defer':
      return 'lets the others move their Cops first';
    case 'bribe':
      return a.cop === null ? 'keeps its money instead of bribing' : 'pays a bribe to keep the Cops friendly';
    case 'cop-move':
    case 'cop-start':
      return copReason(s, seat, a.to);
    case 'rebuff':
      return 'turns the Cops away from its own business';
    case 'move':
      return moveReason(s, seat, a);
    case 'move-public':
      return publicReason(s, seat, a);
    case 'recruit':
      return (me?.strength[a.piece] ?? 0) === 0
        ? `hires a ${KIND[a.piece]}, since its Gang has none`
        : `hires more ${KIND[a.piece]}s to make its Gang stronger`;
    case 'declare-hit':
      return a.target === null ? 'lets them be, no Hit' : 'calls a Hit';
    case 'bust':
      return 'busts a rival’s gangster';
    case 'absorb':
      return 'takes its losses where it can best spare them';
    case 'pass':
      // G-9.5: in Gangsters a pass only ever answers a Cop's move, asked of Gangs whether or not they hold
      // its Bribe (and given by itself for a Gang holding none, pending.ts `forcedRebuffPass`). The line
      // says what happened and nothing of a Bribe, so it is true, and tells nothing, either way.
      return 'lets the Cop’s move stand';
    case 'roll':
      return 'is done buying and rolls for its moves';
    case 'end-move':
      return 'has moved all it wants to';
    case 'cop-none':
      return 'leaves the Cops where they are';
    case 'donut-flip':
      return 'tries its luck with the Donut';
    case 'aim':
      return 'spreads its fire over the other side';
    case 'equip':
      return `buys ${a.item === 'siren' ? 'a siren' : a.item}`;
    default:
      return null;
  }
}

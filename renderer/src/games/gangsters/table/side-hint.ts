/**
 * What "As a citizen / As a criminal" changes, for the line under that question, which is asked on most
 * moves (a piece may turn only as it steps into a new space, G-6.7). Said for the piece being moved, since
 * the side matters differently to each: only a criminal calls a Hit (G-11.4) or earns in a building nobody
 * owns (a Thug or Vamp, G-11.3), Cops go only for criminals (G-9.7), and only a citizen Vamp seduces (G-13.1).
 */
export interface SideHint {
  readonly text: string;
  /** The clauses behind it, for small print. */
  readonly clauses: readonly string[];
}

export function sideHint(kind: string | undefined): SideHint {
  switch (kind) {
    case 'racketeer':
      return {
        text: 'A criminal Racketeer may call a Hit, but Cops go for him; as a citizen, Cops leave him alone.',
        clauses: ['G-11.4', 'G-9.7'],
      };
    case 'thug':
      return {
        text: 'A criminal Thug may call a Hit and earns cash in a building nobody owns, but Cops go for him; as a citizen, Cops leave him alone.',
        clauses: ['G-11.4', 'G-11.3', 'G-9.7'],
      };
    case 'vamp':
      return {
        text: 'A criminal Vamp earns cash in a building nobody owns, but Cops go for her; only a citizen Vamp can seduce.',
        clauses: ['G-11.3', 'G-13.1', 'G-9.7'],
      };
    default:
      return {
        text: 'A criminal may call a Hit or earn cash, but Cops go for him; as a citizen, Cops leave him alone.',
        clauses: ['G-9.7'],
      };
  }
}

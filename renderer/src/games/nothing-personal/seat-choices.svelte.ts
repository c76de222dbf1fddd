/**
 * This seat's choices at the table: the host's legal and any-time lists sorted into the decision's choices
 * and the table actions, the two choosers that narrow them, the Ante, a re-roll let stand for everyone at
 * the screen, a decision answered at once, and sending. It decides no rule: it sorts the host's lists and
 * sends one of their actions. Made while a board is set up (its effects belong to the board).
 */
import { untrack } from 'svelte';
import type { ApiError, MatchUpdate } from '@core/protocol';
import type { BoardProps } from '../../table/types';
import { antes, withAnte, without, type Action, type Together } from './choices';
import { Chooser } from './chooser.svelte';
import type { Family } from './families';
import { namesCards, npAutoAnswer } from './secrets';
import { rerollsQuiet, setRerollsQuiet } from './standing.svelte';

/** What the choices are worked out from: getters of the board's props and state, each read where it is used. */
export interface SeatInputs {
  readonly update: MatchUpdate;
  /** The seat deciding here; null for a spectator. */
  readonly me: number | null;
  /** The hand is on show (not folded, the curtain passed): its cards may be offered. */
  readonly handShown: boolean;
  readonly families: readonly Family[];
  readonly atScreen: readonly number[];
  readonly act: BoardProps['act'];
  readonly actAs: BoardProps['actAs'];
}

/**
 * A re-roll is asked of everyone with the money, and nothing secret goes into it: the person at the
 * screen may let the roll stand for everyone here at once (each may still pay when asked alone), or for
 * the rest of the game.
 */
const TOGETHER = ['reroll', 'stat-reroll'];

export class SeatChoices {
  private readonly at: SeatInputs;

  readonly pending = $derived.by(() => this.at.update.pending);
  /** The kinds of this seat's own pending decisions (table actions apart). */
  readonly myKinds = $derived.by(() => {
    const me = this.at.me;
    return this.pending.filter((p) => p.seat === me && p.kind !== 'anytime').map((p) => p.kind);
  });
  // The host's lists: `legal` is this seat's decision, `anytime` the table actions. A Shakedown is a
  // table action wherever it is listed; with no decision pending, whatever is left is one too.
  private readonly legal = $derived.by(() => (this.at.update.legal ?? []) as Action[]);
  private readonly anytimeList = $derived.by(() => (this.at.update.anytime ?? []) as Action[]);
  private readonly legalRest = $derived.by(() => without(this.legal, this.anytimeList));
  /**
   * The decision's choices. A folded hand offers none of its cards (in a response window it stays folded
   * until asked, so nobody learns from the screen whether it holds an answer).
   */
  readonly mainList = $derived.by(() => {
    const shown = this.at.handShown;
    return this.myKinds.length > 0
      ? this.legalRest.filter((a) => a.type !== 'shakedown' && (shown || !namesCards(a)))
      : [];
  });
  /** The table actions, offered in the drawer. */
  readonly tableList = $derived.by(() => [
    ...this.anytimeList,
    ...(this.myKinds.length > 0 ? this.legalRest.filter((a) => a.type === 'shakedown') : this.legalRest),
  ]);

  /** The Ante amounts offered (NP-6.5), and the one chosen. */
  readonly anteList = $derived.by(() => antes(this.mainList));
  anteChoice = $state<number | null>(null);
  readonly ante = $derived.by(() =>
    this.anteChoice !== null && this.anteList.includes(this.anteChoice) ? this.anteChoice : (this.anteList[0] ?? null),
  );

  readonly main = new Chooser(() => withAnte(this.mainList, this.ante));
  readonly table = new Chooser(() => this.tableList);

  private sending = $state(false);
  // The version a taken move was sent from: until the table's next update arrives, the old choices
  // stay inert, so a quick second click is not sent against a position that has already moved on.
  private sentFrom = $state(-1);
  mainError = $state<ApiError | null>(null);
  tableError = $state<ApiError | null>(null);

  /** This seat is only asked to answer a response window (every one of its decisions may be declined). */
  readonly inWindow = $derived.by(() => {
    const me = this.at.me;
    const mine = this.pending.filter((p) => p.seat === me && p.kind !== 'anytime');
    return mine.length > 0 && mine.every((p) => p.optional === true);
  });

  private readonly rerollKind = $derived.by(() => {
    const kind = this.myKinds.length === 1 ? this.myKinds[0] : undefined;
    return kind && TOGETHER.includes(kind) && this.mainList.some((a) => a.type === 'decline') ? kind : null;
  });
  /** The other people at this screen asked the same re-roll question. */
  private readonly alsoAsked = $derived.by(() => {
    const { me, actAs, atScreen } = this.at;
    const kind = this.rerollKind;
    return kind && actAs
      ? atScreen.filter((s) => s !== me && this.pending.some((p) => p.seat === s && p.kind === kind))
      : [];
  });
  /** "Let the roll stand for everyone here", offered before the choices. */
  readonly together = $derived.by((): Together[] => {
    if (!this.rerollKind || this.alsoAsked.length === 0) return [];
    const { me, families } = this.at;
    const names = [me ?? -1, ...this.alsoAsked].map((s) => families[s]?.name ?? `Family ${s + 1}`).join(', ');
    return [{ label: `Let the roll stand for everyone here (${names})`, run: () => this.letStand() }];
  });
  /** "Let every roll stand this game", offered after the choices. */
  readonly quietButton = $derived.by((): Together[] =>
    this.rerollKind
      ? [
          {
            label: `Let every roll stand for ${this.at.atScreen.length > 1 ? 'us' : 'me'} this game (don’t ask again)`,
            run: async () => {
              setRerollsQuiet(this.at.update.matchId, true);
              await this.letStand();
            },
          },
        ]
      : [],
  );
  readonly quietNow = $derived.by(() => rerollsQuiet(this.at.update.matchId));

  // A decision answered at once (below) shows no live choices meanwhile: a click could race the answer.
  // Should that answer be refused, the choices come back for a person to answer.
  private autoRefused = $state(-1);
  private preselected = -1;
  /** The card chosen for the player as their turn came (the first they can play), until they choose. */
  private autoChosen = $state<string | null>(null);
  /** The card chosen is the one chosen for the player, nothing more picked: the panel says so. */
  readonly chosenForYou = $derived(
    this.autoChosen !== null && this.main.group === this.autoChosen && this.main.picks.length <= 1,
  );
  /** This seat's decisions as asked (their kinds and prompts): a half-made choice belongs to them alone. */
  private readonly asked = $derived.by(() =>
    JSON.stringify(
      this.pending.filter((p) => p.seat === this.at.me && p.kind !== 'anytime').map((p) => [p.kind, p.prompt]),
    ),
  );
  private askedBefore = '';
  private readonly answering = $derived.by(() => {
    const { me, update } = this.at;
    return me !== null && this.autoRefused !== update.version && npAutoAnswer(update.view, me, update) !== null;
  });
  readonly busy = $derived.by(() => this.sending || this.sentFrom === this.at.update.version || this.answering);
  private answered = -1;

  constructor(at: SeatInputs) {
    this.at = at;
    // A fresh update: drop a half-made choice the new lists no longer allow; open a lone group at once
    // (a placement, a fill) so its positions glow without an extra click.
    $effect(() => {
      const update = this.at.update;
      void update.version;
      const main = this.main;
      // A choice half made for another decision is dropped, even where the new one lists the same card.
      const asked = this.asked;
      if ((!main.active || asked !== this.askedBefore) && main.group !== null) main.reset();
      this.askedBefore = asked;
      if (!this.table.active) this.table.reset();
      const only = main.groups.length === 1 ? main.groups[0] : undefined;
      if (!main.group && only && only.actions.length > 1) main.choose(only.key);
      // A turn to play a card, with the hand on show: the first card that can be played starts chosen, its
      // positions glowing, so one click on one plays it; another card or a pass is still one click away, and the
      // panel says it was chosen for them (`chosenForYou`). Never a card that can only be discarded or used (an
      // Any time card at The Commission): the panel opened on Snitch's discard, which a click on the chart made.
      if (update.version !== this.preselected && this.at.handShown && !main.group && !this.inWindow) {
        this.preselected = update.version;
        const card = main.groups.find((g) => g.key.startsWith('card:') && g.actions.some((a) => a.type === 'play'));
        if (card) main.choose(card.key);
        this.autoChosen = card?.key ?? null;
      }
    });
    // Once the player chooses otherwise (another card, Esc), the card is no longer the one chosen for them.
    $effect(() => {
      if (this.autoChosen !== null && this.main.group !== this.autoChosen) this.autoChosen = null;
    });
    // A decision with a single answer, for a seat holding no secret, is answered at once (secrets.ts).
    $effect(() => {
      const { update: u, me } = this.at;
      if (me === null || u.version === this.answered) return;
      const a = npAutoAnswer(u.view, me, u);
      if (a) {
        this.answered = u.version;
        untrack(
          () =>
            void this.send(a, 'main').then((ok) => {
              if (!ok) this.autoRefused = u.version;
            }),
        );
      } else if (this.rerollKind && this.quietNow) {
        this.answered = u.version;
        untrack(() => void this.letStand());
      }
    });
  }

  /** Lets the roll stand for this seat, then for the others here asked the same. */
  private async letStand(): Promise<void> {
    if (!(await this.send({ type: 'decline' }, 'main'))) return;
    const { actAs } = this.at;
    for (const s of this.alsoAsked) await actAs?.(s, { type: 'decline' });
  }

  /** Sends one of the lists' actions; true when the table took it. */
  async send(a: Action, from: 'main' | 'table'): Promise<boolean> {
    this.sending = true;
    const { update, act } = this.at;
    const version = update.version;
    try {
      const r = await act(a);
      if (r.ok) this.sentFrom = version;
      // A stale move is no refusal: the table says it changed and shows the new position.
      const error = r.ok || r.error.code === 'STALE' ? null : r.error;
      if (from === 'main') this.mainError = error;
      else this.tableError = error;
      if (r.ok) (from === 'main' ? this.main : this.table).reset();
      return r.ok;
    } finally {
      this.sending = false;
    }
  }
}

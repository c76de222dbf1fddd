import { getContext, setContext } from 'svelte';

/**
 * The side column's foot, below its scrolled list and outside it: the decision panel (inside the list) says
 * there when its last answer stands below the column's foot, and how to bring it into sight. A cue drawn over
 * the list's foot (sticky, or above the answers) either hid an answer's words or, taken out of the list as
 * the last answer came up, moved the answers under the reader; a foot of its own covers and moves nothing.
 */
export class SideFoot {
  /** The decision's last answer stands below the column's foot. */
  moreBelow = $state(false);
  /** Brings the decision's last answer into sight (set by the panel). */
  toLast: () => void = () => {};
}

const KEY = Symbol('gangsters-side-foot');

/** The Board's foot for its side column, given to the panel inside it. */
export const provideSideFoot = (): SideFoot => setContext(KEY, new SideFoot());

/** The side column's foot, if this panel stands in a column that has one. */
export const sideFoot = (): SideFoot | undefined => getContext<SideFoot | undefined>(KEY);

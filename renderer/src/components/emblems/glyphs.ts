/** The ten family emblems by name: one map for every place that draws them (HTML or inside an SVG). */
import type { Component } from 'svelte';
import type { EmblemName } from '../../lib/seats';
import Ace from './Ace.svelte';
import Cigar from './Cigar.svelte';
import Crescent from './Crescent.svelte';
import Dice from './Dice.svelte';
import Fedora from './Fedora.svelte';
import Key from './Key.svelte';
import Roadster from './Roadster.svelte';
import Rose from './Rose.svelte';
import TommyGun from './TommyGun.svelte';
import ViolinCase from './ViolinCase.svelte';

export const GLYPHS: Readonly<Record<EmblemName, Component<{ uid: string }>>> = {
  fedora: Fedora,
  'tommy-gun': TommyGun,
  rose: Rose,
  dice: Dice,
  ace: Ace,
  'violin-case': ViolinCase,
  cigar: Cigar,
  crescent: Crescent,
  roadster: Roadster,
  key: Key,
};

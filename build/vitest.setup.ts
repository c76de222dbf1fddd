/**
 * Run before each unit-test file. The core's tests (core/**) run with the kernel's freeze guard on
 * (`freezeBeforeApply`, core/engine/match.ts): every match is deep-frozen before an action is applied
 * to it, so a reducer that writes into a part it shares with the match before throws in the test that
 * takes it there, rather than changing a stored position. The host's tests (electron/, renderer/) run
 * as the host does, without it.
 */
import { expect } from 'vitest';
import { freezeBeforeApply } from '../core/engine/match';

freezeBeforeApply(/[\\/]core[\\/]/.test(expect.getState().testPath ?? ''));

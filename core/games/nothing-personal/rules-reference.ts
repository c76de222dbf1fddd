/** The Nothing Personal rules reference: a summary of every clause in our own words (resources/nothing-personal/rules.json). */
import raw from '../../../resources/nothing-personal/rules.json';
import { rulesReferenceLoader } from '../../engine/rules-reference';
import { NP_CLAUSES } from './clauses';

export const npRules = rulesReferenceLoader(raw, NP_CLAUSES);

/** The SuperGang rules reference: a summary of every clause in our own words (resources/supergang/rules.json). */
import raw from '../../../resources/supergang/rules.json';
import { rulesReferenceLoader } from '../../engine/rules-reference';
import { SG_CLAUSES } from './clauses';

export const supergangRules = rulesReferenceLoader(raw, SG_CLAUSES);

/** The Gangsters rules reference: a summary of every clause in our own words (resources/gangsters/rules.json). */
import raw from '../../../resources/gangsters/rules.json';
import { rulesReferenceLoader } from '../../engine/rules-reference';
import { G_CLAUSES } from './clauses';

export const gangstersRules = rulesReferenceLoader(raw, G_CLAUSES);

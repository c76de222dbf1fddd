/**
 * What both City guides (Gangsters and SuperGang) keep of the host's answer to "why can the piece not end
 * its move there?": the `why` part of the `city-moves` aid's answer, read the same way for either city.
 */
import { z } from 'zod';

/** The `why` of a `city-moves` answer: the refusal, or null when the place can be reached after all. */
export const whySchema = z.object({ code: z.string(), clause: z.string(), message: z.string() }).nullable();

export interface WhyAnswer {
  readonly target: string;
  /** Null when the place can be reached after all. */
  readonly code: string | null;
  readonly clause: string;
  readonly message: string;
}

/** The guide's answer about `target` from the host's `why`. */
export function whyAnswer(target: string, why: z.infer<typeof whySchema>): WhyAnswer {
  return why
    ? { target, code: why.code, clause: why.clause, message: why.message }
    : { target, code: null, clause: '', message: '' };
}

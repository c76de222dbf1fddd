/**
 * The API's past-games entities: campaigns, final scores explained, and per-seat counts
 * (core/engine/score.ts gives their meaning).
 */
import { z } from 'zod';

export const campaignName = z.string().trim().min(1, 'A campaign needs a name.').max(60);

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  gameId: z.string(),
  createdAt: z.string(),
  /** How many games are filed under it. */
  games: z.number().int(),
});
export type CampaignInfo = z.infer<typeof campaignSchema>;

export const scoreSheetSchema = z.object({
  totalLabel: z.string(),
  how: z.string(),
  clause: z.string(),
  seats: z.array(
    z.object({
      parts: z.array(z.object({ label: z.string(), value: z.number(), detail: z.string().optional() })),
      total: z.number(),
      facts: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
      note: z.string().optional(),
    }),
  ),
});
export type ScoreSheetInfo = z.infer<typeof scoreSheetSchema>;

export const tallyCountSchema = z.object({ id: z.string(), label: z.string() });
export type TallyCountInfo = z.infer<typeof tallyCountSchema>;

/** Per seat, one number per count. */
export const tallySchema = z.array(z.array(z.number()));

import { z } from "zod";

/** POST /api/client/subscription: the plan chosen from the catalogue. Price and cleans come from the plan row. */
export const subscribeSchema = z.object({
  planId: z.uuid({ error: "Please choose a plan." }),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

// docs/decisions/066: the client's History screen has two tabs, Completed (spec 7) and Canceled: a
// job a feed's cancellation took away stays reachable, with its reason. The tab lives in the URL.
import { z } from "zod";

export const CLIENT_HISTORY_TABS = ["completed", "canceled"] as const;
export type ClientHistoryTab = (typeof CLIENT_HISTORY_TABS)[number];

export const clientHistoryTabSchema = z.object({ tab: z.enum(CLIENT_HISTORY_TABS).default("completed") });

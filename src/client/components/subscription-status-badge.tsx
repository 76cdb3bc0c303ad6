import type { SubscriptionStatus } from "../../shared/domain/statuses";
import { Badge } from "./ui/badge";

// Text and background pairs that keep 4.5:1 contrast.
const TONE: Record<SubscriptionStatus, string> = {
  Active: "border-emerald-200 bg-emerald-50 text-emerald-800",
  "Past Due": "border-orange-200 bg-orange-50 text-orange-900",
  Paused: "border-slate-200 bg-slate-100 text-slate-800",
  Canceled: "border-red-200 bg-red-50 text-red-800",
};

/** A subscription's status (spec 4): the client's plan page and the admin's subscriptions. */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge className={TONE[status]}>{status}</Badge>;
}

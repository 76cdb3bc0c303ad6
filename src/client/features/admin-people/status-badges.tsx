import type { ClientStatus } from "../../../shared/domain/admin-people";
import type { CleanerStatus } from "../../../shared/domain/statuses";
import { Badge } from "../../components/ui/badge";

// Text and background pairs that keep 4.5:1 contrast.
const TONE: Record<ClientStatus | CleanerStatus, string> = {
  Active: "border-emerald-200 bg-emerald-50 text-emerald-800",
  Pending: "border-yellow-200 bg-yellow-50 text-yellow-900",
  Inactive: "border-slate-200 bg-slate-100 text-slate-800",
};

/** A client's or a cleaner's account status (spec 3, 4). */
export function AccountStatusBadge({ status }: { status: ClientStatus | CleanerStatus }) {
  return <Badge className={TONE[status]}>{status}</Badge>;
}

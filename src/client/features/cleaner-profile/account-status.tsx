import { ShieldAlert, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { accountStatusMessage } from "../../../shared/domain/cleaner";
import type { CleanerStatus } from "../../../shared/domain/statuses";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";

// Text and background pairs that keep 4.5:1 contrast.
const STATUS_TONE: Record<CleanerStatus, string> = {
  Active: "border-emerald-200 bg-emerald-50 text-emerald-800",
  Pending: "border-yellow-200 bg-yellow-50 text-yellow-900",
  Inactive: "border-slate-200 bg-slate-100 text-slate-800",
};

export function CleanerStatusBadge({ status }: { status: CleanerStatus }) {
  return <Badge className={STATUS_TONE[status]}>{status}</Badge>;
}

/** spec 2: shown until the cleaner has a record (the first profile save makes it). */
export function CompleteProfileCard() {
  return (
    <Card role="region" aria-labelledby="complete-profile-title" className="border-primary/40 bg-primary/5">
      <CardHeader className="flex-row items-start gap-3 space-y-0">
        <UserPlus className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="flex flex-col gap-1.5">
          <CardTitle id="complete-profile-title" className="text-lg">
            Complete Your Profile
          </CardTitle>
          <CardDescription>Tell us where you work and what you clean; our team reviews it before you take jobs.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/cleaner/profile">Complete Setup</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** spec 2 and 4: the Account Status card, for every status but Active. */
export function AccountStatusCard({ status }: { status: CleanerStatus }) {
  if (status === "Active") return null;
  return (
    <Card role="status" aria-labelledby="account-status-title" className="border-yellow-300 bg-yellow-50/60">
      <CardHeader className="flex-row items-start gap-3 space-y-0">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-yellow-800" aria-hidden />
        <div className="flex flex-col gap-1.5">
          <CardTitle id="account-status-title" className="flex flex-wrap items-center gap-2 text-lg">
            Account Status <CleanerStatusBadge status={status} />
          </CardTitle>
          <CardDescription className="text-foreground">{accountStatusMessage(status)}</CardDescription>
        </div>
      </CardHeader>
    </Card>
  );
}

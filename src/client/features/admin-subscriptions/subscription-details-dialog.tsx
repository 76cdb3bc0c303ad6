import type { ReactNode } from "react";
import { formatUSD } from "../../../shared/format";
import { SubscriptionStatusBadge } from "../../components/subscription-status-badge";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { formatDate } from "../../lib/format";
import type { AdminSubscriptionRow } from "./api";
import { cleansPerMonth, monthlyPrice } from "./subscription-format";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/** spec 2's view-details dialog: the subscription's fields (spec 3) and its client. */
export function SubscriptionDetailsDialog({
  subscription,
  onOpenChange,
}: {
  subscription: AdminSubscriptionRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={subscription !== null} onOpenChange={onOpenChange}>
      {subscription && (
        <DialogContent title="Subscription Details" description={`${subscription.plan} plan of ${subscription.client.name}`}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Item label="Client">{subscription.client.name}</Item>
            <Item label="Email">{subscription.client.email}</Item>
            <Item label="Phone">{subscription.client.phone ?? "Not provided"}</Item>
            <Item label="Subscription ID">
              <span className="font-mono text-xs">{subscription.subscriptionId}</span>
            </Item>
            <Item label="Plan">
              {subscription.plan} ({cleansPerMonth(subscription.includedCleans)})
            </Item>
            <Item label="Status">
              <SubscriptionStatusBadge status={subscription.status} />
              {!subscription.started && subscription.status === "Active" && (
                <span className="ml-2 text-xs text-muted-foreground">waiting for its first payment</span>
              )}
            </Item>
            <Item label="Price">{monthlyPrice(subscription.monthlyPriceCents)}</Item>
            <Item label="Extra clean fee">{formatUSD(subscription.extraCleanFeeCents)}</Item>
            <Item label="Usage">
              {subscription.usedCleans} of {subscription.includedCleans} cleans used
            </Item>
            <Item label="Covers">
              {subscription.unitScope === "per_unit"
                ? `One unit${subscription.unitLabel ? `: ${subscription.unitLabel}` : ""}`
                : "All the client's units"}
            </Item>
            <Item label="Current period">
              {formatDate(subscription.currentPeriodStart)} – {formatDate(subscription.currentPeriodEnd)}
            </Item>
            <Item label="Next payment">
              {subscription.nextPayment
                ? `${formatDate(subscription.nextPayment.date)}, ${formatUSD(subscription.nextPayment.amountCents)}`
                : "None"}
            </Item>
            <Item label="Cancel at period end">{subscription.cancelAtPeriodEnd ? "Yes" : "No"}</Item>
            <Item label="Created">{formatDate(subscription.createdAt)}</Item>
          </dl>
        </DialogContent>
      )}
    </Dialog>
  );
}

import { toast } from "sonner";
import { periodLabel } from "../../../shared/domain/admin-money";
import { formatUSD } from "../../../shared/format";
import { toastFailure } from "../../lib/error-toast";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useMarkPaid, type PayoutGroup } from "./api";

const FAILED = "Failed to mark payouts paid";

/** Confirms, then marks the group's pending payouts paid; the server's answer says what it did. */
export function MarkPaidDialog({ group, onDone }: { group: PayoutGroup | null; onDone: () => void }) {
  const markPaid = useMarkPaid();
  const count = group?.pendingCount ?? 0;
  return (
    <ConfirmDialog
      open={group !== null}
      onOpenChange={(open) => !open && !markPaid.isPending && onDone()}
      title={group ? `Mark ${group.cleanerName}'s ${periodLabel(group.period)} payouts paid?` : "Mark payouts paid?"}
      description={
        group
          ? `${count} pending ${count === 1 ? "payout" : "payouts"}, ${formatUSD(group.pendingCents)}. Do this once the money has been sent: ${group.cleanerName} then sees them as paid.`
          : ""
      }
      confirmLabel="Mark paid"
      pending={markPaid.isPending}
      onConfirm={() => {
        if (!group) return;
        markPaid.mutate(
          { cleanerId: group.cleanerId, month: group.period },
          {
            onSuccess: (result) => {
              if (result.count > 0) toast.success("Payouts marked paid", { description: result.message });
              else toast.info(result.message);
              onDone();
            },
            onError: (error) => toastFailure(error, FAILED),
          },
        );
      }}
    />
  );
}

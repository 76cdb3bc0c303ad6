import { NO_PLAN } from "../../../shared/domain/admin-people";
import { formatUSD } from "../../../shared/format";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { formatDate } from "../../lib/format";
import { useAdminClientDetails } from "./api";
import { DetailsList, DetailsState } from "./details-list";
import { AccountStatusBadge } from "./status-badges";
import { StatusHistory } from "./status-history";

const LOAD_FAILED = "Failed to load client details";

/** One client: contact, figures and the history of their account's status (with reasons). */
export function ClientDetailsDialog({ clientId, onClose }: { clientId: string | null; onClose: () => void }) {
  const details = useAdminClientDetails(clientId);
  const client = details.data?.client;
  return (
    <Dialog open={clientId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={client?.name ?? "Client details"} description={client?.email}>
        {client && details.data ? (
          <div className="flex flex-col gap-5">
            <DetailsList
              items={[
                ["Status", <AccountStatusBadge key="status" status={client.status} />],
                ["Phone", client.phone ?? "Not given"],
                ["Address", client.defaultAddress ?? "Not given"],
                ["Units", `${client.activeUnits} active of ${client.totalUnits}`],
                ["Plan", client.plan ?? NO_PLAN],
                ["Jobs", client.jobCount],
                ["Total Spend", formatUSD(client.totalSpendCents)],
                ["Client since", formatDate(client.createdAt)],
              ]}
            />
            <StatusHistory history={details.data.history} />
          </div>
        ) : (
          <DetailsState
            isPending={details.isPending}
            isError={details.isError}
            loadFailed={LOAD_FAILED}
            onRetry={() => void details.refetch()}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

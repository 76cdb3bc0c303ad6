import { NO_PLAN } from "../../../shared/domain/admin-people";
import { formatUSD } from "../../../shared/format";
import { formatDate } from "../../lib/format";
import { useAdminClientDetails } from "./api";
import { DetailsList } from "./details-list";
import { PersonDetailsDialog } from "./person-details-dialog";
import { AccountStatusBadge } from "./status-badges";
import { ClientUnitsSection } from "./unit-cleaners-section";

const LOAD_FAILED = "Failed to load client details";

/** One client: contact, figures, their units' cleaners (docs/decisions/055) and the history of their account's status (with reasons). */
export function ClientDetailsDialog({ clientId, onClose }: { clientId: string | null; onClose: () => void }) {
  const details = useAdminClientDetails(clientId);
  const client = details.data?.client;
  return (
    <PersonDetailsDialog
      open={clientId !== null}
      onClose={onClose}
      title={client?.name ?? "Client details"}
      description={client?.email}
      details={details}
      loadFailed={LOAD_FAILED}
    >
      {({ client }) => (
        <>
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
          {clientId && <ClientUnitsSection clientId={clientId} />}
        </>
      )}
    </PersonDetailsDialog>
  );
}

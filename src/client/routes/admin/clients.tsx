import { useState } from "react";
import type { ClientAction } from "../../../shared/domain/admin-people";
import { CLIENT_STATUS_FILTERS } from "../../../shared/schemas/admin-people";
import { useAdminClients, type AdminClientRow } from "../../features/admin-people/api";
import { ClientDetailsDialog } from "../../features/admin-people/client-details-dialog";
import { ClientStatusDialog } from "../../features/admin-people/client-status-dialog";
import { ClientsTable } from "../../features/admin-people/clients-table";
import { PeopleScreen } from "../../features/admin-people/people-screen";
import { ClientSummaryCards } from "../../features/admin-people/people-summary-cards";

/** docs/decisions/043: every client with units, plan, jobs and spend; activate and deactivate with a reason. */
export default function AdminClientsScreen() {
  const [viewing, setViewing] = useState<string | null>(null);
  const [changing, setChanging] = useState<{ client: AdminClientRow; action: ClientAction } | null>(null);
  return (
    <PeopleScreen
      noun="clients"
      title="Clients"
      description="Everyone who books cleanings: their units, plan, jobs and spend."
      statuses={CLIENT_STATUS_FILTERS}
      useList={useAdminClients}
      summary={(counts) => <ClientSummaryCards counts={counts} />}
      table={(rows) => <ClientsTable rows={rows} onView={setViewing} onAction={(client, action) => setChanging({ client, action })} />}
    >
      <ClientDetailsDialog clientId={viewing} onClose={() => setViewing(null)} />
      <ClientStatusDialog target={changing} onDone={() => setChanging(null)} />
    </PeopleScreen>
  );
}

import { CLIENT_ACTIONS, type ClientAction } from "../../../shared/domain/admin-people";
import { useChangeClientStatus, type AdminClientRow } from "./api";
import { StatusChangeDialog } from "./status-change-dialog";

const FAILED = "Failed to update client status";

const consequences: Record<ClientAction, (name: string) => string> = {
  deactivate: (name) => `${name} will not be able to book cleanings or choose a plan. Their bookings and current plan stay as they are.`,
  activate: (name) => `${name} will be able to book cleanings and choose a plan again.`,
};

/** Asks for the reason, then activates or deactivates the client; toasts the outcome. */
export function ClientStatusDialog({
  target,
  onDone,
}: {
  target: { client: AdminClientRow; action: ClientAction } | null;
  onDone: () => void;
}) {
  const change = useChangeClientStatus();
  if (!target) return null;
  const { client, action } = target;
  return (
    <StatusChangeDialog
      key={`${client.clientId}-${action}`}
      name={client.name}
      rule={CLIENT_ACTIONS[action]}
      description={consequences[action](client.name)}
      destructive={action === "deactivate"}
      failed={FAILED}
      pending={change.isPending}
      send={(reason, outcome) => change.mutate({ clientId: client.clientId, action, reason }, outcome)}
      onDone={onDone}
    />
  );
}

import { toast } from "sonner";
import { CLIENT_ACTIONS, type ClientAction } from "../../../shared/domain/admin-people";
import { useChangeClientStatus, type AdminClientRow } from "./api";
import { ReasonDialog } from "../../components/reason-dialog";
import { toastFailure } from "../../lib/error-toast";

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
  const rule = CLIENT_ACTIONS[action];
  return (
    <ReasonDialog
      key={`${client.clientId}-${action}`}
      open
      title={`${rule.label} ${client.name}?`}
      description={consequences[action](client.name)}
      confirmLabel={rule.label}
      destructive={action === "deactivate"}
      pending={change.isPending}
      onCancel={onDone}
      onConfirm={(reason) =>
        change.mutate(
          { clientId: client.clientId, action, reason },
          {
            onSuccess: () => {
              toast.success(rule.done, { description: `${client.name} is now ${rule.to}.` });
              onDone();
            },
            onError: (error) => toastFailure(error, FAILED),
          },
        )
      }
    />
  );
}

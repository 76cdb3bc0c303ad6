import { BellRing } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { pushDeviceMessages } from "../../../shared/schemas/push-devices";
import { QueryState } from "../../components/load-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../lib/error-toast";
import { formatDateTime } from "../../lib/format";
import { usePushDevices, useRemovePushDevice, useTurnOnPush, type PushDevice } from "./api";
import { PushPermissionDenied, pushSupport, thisDeviceId, type PushSupport } from "./browser-push";

// The browser's permission can change in its settings while the page is open: read it on focus.
const subscribeToFocus = (onChange: () => void) => {
  window.addEventListener("focus", onChange);
  return () => window.removeEventListener("focus", onChange);
};
const usePushSupport = (): PushSupport => useSyncExternalStore(subscribeToFocus, pushSupport, () => "unsupported");

/** /profile → Push notifications (docs/decisions/069): this device's switch, and every device of the person's. */
export function PushDevicesSection() {
  const query = usePushDevices();
  return (
    <Card role="region" aria-labelledby="push-devices-title">
      <CardHeader>
        <CardTitle id="push-devices-title">Push notifications</CardTitle>
        <CardDescription>Notifications on this device's screen, even when Tidyline is closed.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={query} loadFailed={pushDeviceMessages.loadFailed}>
          {({ devices }) => <DevicesBody devices={devices} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function DevicesBody({ devices }: { devices: PushDevice[] }) {
  const support = usePushSupport();
  const turnOn = useTurnOnPush();
  const [denied, setDenied] = useState(false);
  const here = thisDeviceId();
  const onHere = support === "granted" && devices.some((device) => device.id === here);

  const press = () =>
    turnOn.mutate(undefined, {
      onSuccess: () => toast.success(pushDeviceMessages.turnedOn),
      onError: (failure) => {
        // Dismissed without an answer: nothing to say, the button stays; refused: how to undo it.
        if (failure instanceof PushPermissionDenied) setDenied(failure.message === "denied");
        else toastFailure(failure, pushDeviceMessages.turnOnFailed);
      },
    });

  return (
    <div className="flex flex-col gap-4">
      {support === "unsupported" ? (
        <p className="text-sm text-muted-foreground">{pushDeviceMessages.unsupported}</p>
      ) : support === "denied" || denied ? (
        <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
          {pushDeviceMessages.denied}
        </p>
      ) : onHere ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <BellRing className="size-4 text-primary" aria-hidden />
          {pushDeviceMessages.turnedOn}
        </p>
      ) : (
        <Button className="self-start" onClick={press} disabled={turnOn.isPending}>
          <BellRing aria-hidden />
          {pushDeviceMessages.turnOn}
        </Button>
      )}
      {devices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{pushDeviceMessages.none}</p>
      ) : (
        <ul aria-label="Your devices" className="flex flex-col divide-y divide-border rounded-md border border-border">
          {devices.map((device) => (
            <DeviceRow key={device.id} device={device} thisDevice={device.id === here} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DeviceRow({ device, thisDevice }: { device: PushDevice; thisDevice: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useRemovePushDevice();
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{device.label}</span>
          {thisDevice && <Badge className="bg-blue-100 text-blue-800">{pushDeviceMessages.thisDevice}</Badge>}
        </div>
        <span className="text-sm text-muted-foreground">
          Added {formatDateTime(device.createdAt)}
          {" · "}
          {device.lastSuccessAt ? `Last notified ${formatDateTime(device.lastSuccessAt)}` : "Not notified yet"}
        </span>
      </div>
      <Button variant="outline" className="self-start sm:self-center" onClick={() => setOpen(true)} aria-label={`Remove ${device.label}`}>
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove this device?"
        description={`${device.label} will no longer receive notifications.`}
        confirmLabel="Remove device"
        destructive
        pending={remove.isPending}
        // mutateAsync: the list refreshed after the removal drops this row, and TanStack Query calls no
        // mutate callback of a row gone from the page (as the board's cards, commit 3b9ee2c).
        onConfirm={() =>
          void remove.mutateAsync({ id: device.id, thisDevice }).then(
            () => toast.success(pushDeviceMessages.removed),
            (failure: unknown) => toastFailure(failure, pushDeviceMessages.removeFailed),
          )
        }
      />
    </li>
  );
}

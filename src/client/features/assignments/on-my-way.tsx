import { Navigation } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { clientToldLine, ON_MY_WAY_ETA_CHOICES, onMyWayOpen } from "../../../shared/domain/reminders";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/input";
import { Field } from "../../components/ui/field";
import { toastFailure } from "../../lib/error-toast";
import { formatJobTime } from "../../lib/format";
import { useNow } from "../../lib/use-now";
import { useOnMyWay, type Assignment } from "./api";

const ON_MY_WAY_FAILED = "Failed to tell the client. Please try again";

/**
 * docs/decisions/071: on the job's day (from 12 hours before its start), the cleaner tells the
 * client they are coming and about when; the card then says what the client was told.
 */
export function OnMyWay({ assignment }: { assignment: Assignment }) {
  const now = useNow();
  const [etaMinutes, setEtaMinutes] = useState<number>(ON_MY_WAY_ETA_CHOICES[0]);
  const onMyWay = useOnMyWay();
  if (!onMyWayOpen(new Date(assignment.scheduledStart), new Date(now))) return null;

  const arrival = assignment.arrivingAt ? formatJobTime(assignment.arrivingAt, assignment.timeZone) : null;
  const send = () =>
    onMyWay.mutate(
      { jobId: assignment.jobId, etaMinutes },
      {
        onSuccess: ({ onMyWay: answer }) =>
          toast.success("Client told you're on the way", {
            description: `Arriving about ${formatJobTime(answer.arrivingAt, assignment.timeZone)}`,
          }),
        onError: (error) => toastFailure(error, ON_MY_WAY_FAILED),
      },
    );

  return (
    <div className="flex w-full flex-wrap items-center gap-2">
      <Field label="Arriving in" className="flex-row items-center">
        {(control) => (
          <Select {...control} className="h-8 w-auto" value={etaMinutes} onChange={(event) => setEtaMinutes(Number(event.target.value))}>
            {ON_MY_WAY_ETA_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} min
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button size="sm" variant="outline" disabled={onMyWay.isPending} onClick={send}>
        <Navigation aria-hidden /> On my way
      </Button>
      {arrival && <p className="w-full text-sm text-muted-foreground">{clientToldLine(arrival)}</p>}
    </div>
  );
}

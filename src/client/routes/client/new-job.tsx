import { Clock } from "lucide-react";
import { Link } from "react-router";
import { bookingPromise } from "../../../shared/domain/dispatch";
import { bookingMessages } from "../../../shared/schemas/booking";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState, QueryState } from "../../components/load-states";
import { useClientAccount } from "../../features/client-account/use-client-account";
import { useBookingOptions } from "../../features/jobs/api";
import { BookingForm } from "../../features/jobs/booking-form";

const LOAD_FAILED = "Failed to load your units and plan. Please try again.";

/** spec 2 /client/new-job: 'Book New Cleaning'. */
export default function NewJobScreen() {
  const account = useClientAccount();
  const options = useBookingOptions();

  const body = (
    <QueryState
      query={options}
      loadFailed={LOAD_FAILED}
      isEmpty={(data) => data.units.length === 0}
      empty={
        <EmptyState title="No active units">
          <p className="max-w-sm text-sm text-muted-foreground">Add a unit, or activate one, to book a cleaning for it.</p>
          <Button asChild>
            <Link to="/client/units">Go to My Units</Link>
          </Button>
        </EmptyState>
      }
    >
      {(data) => <BookingForm options={data} clientReady={!account.isError} dispatchOn={account.data?.dispatchOn ?? false} />}
    </QueryState>
  );

  return (
    <div className="mx-auto max-w-3xl">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Book New Cleaning</CardTitle>
          {/* spec 9's promise while dispatch is off; what dispatch does while it is on (docs/decisions/067). */}
          {account.data && (
            <CardDescription className="flex items-center gap-2">
              <Clock className="size-4 shrink-0" aria-hidden />
              {bookingPromise(account.data.dispatchOn)}
            </CardDescription>
          )}
          {account.isError && (
            <p role="alert" className="text-sm text-destructive">
              {bookingMessages.clientMissing}
            </p>
          )}
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}

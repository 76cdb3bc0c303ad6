import { AlertCircle } from "lucide-react";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { SampleCard } from "../../features/billing/sample-card";
import { useCurrentSubscription, usePlans } from "../../features/subscriptions/api";
import { CurrentPlanCard } from "../../features/subscriptions/current-plan-card";
import { PlanCatalogue } from "../../features/subscriptions/plan-catalogue";

/** spec 2 /client/subscription: the current plan, or the plan catalogue to choose one. */
export default function SubscriptionScreen() {
  const current = useCurrentSubscription();
  const hasNoPlan = current.isSuccess && current.data === null;
  const plans = usePlans(hasNoPlan);

  let body;
  if (current.isPending || (hasNoPlan && plans.isPending)) body = <PageSpinner />;
  else if (current.isError || plans.isError) {
    body = <LoadError retry={() => void (current.isError ? current.refetch() : plans.refetch())} />;
  } else if (current.data) body = <CurrentPlanCard subscription={current.data} paymentMethod={<SampleCard />} />;
  else if (plans.data && plans.data.length > 0) body = <PlanCatalogue plans={plans.data} paymentMethod={<SampleCard />} />;
  else
    body = (
      <p className="rounded-lg border border-dashed border-border p-6 text-muted-foreground">
        No plans are offered right now. You can still book cleanings one at a time.
      </p>
    );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Subscription</h1>
        <p className="text-muted-foreground">Your cleaning plan: included cleans each month at a lower price per clean.</p>
      </div>
      {body}
    </div>
  );
}

function LoadError({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-6">
      <p className="flex items-center gap-2 font-medium text-destructive">
        <AlertCircle className="size-5" aria-hidden /> Failed to load your plan. Please try again.
      </p>
      <Button variant="outline" onClick={retry}>
        Try Again
      </Button>
    </div>
  );
}

import { CreditCard } from "lucide-react";
import { SAMPLE_CARD } from "../../../shared/domain/billing";
import { Badge } from "../../components/ui/badge";

/** spec 2: the fixed sample card ending 4242, which the built-in test payment provider charges. */
export function SampleCard({ showDefault = false }: { showDefault?: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex h-9 w-12 shrink-0 items-center justify-center rounded-md border border-border bg-muted" aria-hidden>
        <CreditCard className="size-5 text-muted-foreground" />
      </span>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span>
            {SAMPLE_CARD.brand} <span aria-hidden>•••• </span>
            <span className="sr-only">ending in </span>
            {SAMPLE_CARD.last4}
          </span>
          {showDefault && <Badge className="border-primary/30 bg-accent text-accent-foreground">Default</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">Expires {SAMPLE_CARD.expiry} · Test card: no real money moves</p>
      </div>
    </div>
  );
}

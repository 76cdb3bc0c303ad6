import { Pencil, Plus } from "lucide-react";
import { useId, useState } from "react";
import { SAMPLE_CARD } from "../../../shared/domain/billing";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { SampleCard } from "./sample-card";

/**
 * spec 2: one fixed sample card marked Default, with Add and Edit buttons the original left
 * without behaviour. Ours say why cards cannot change yet instead of doing nothing (decision 011).
 */
export function PaymentMethodsCard() {
  const [explaining, setExplaining] = useState<"add" | "edit" | null>(null);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle id={titleId}>Payment Methods</CardTitle>
          <CardDescription>Plan charges and bookings are paid with your default card.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => setExplaining("add")}>
          <Plus aria-hidden /> Add Card
        </Button>
      </CardHeader>
      <CardContent>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-4">
          <SampleCard showDefault />
          <Button variant="ghost" size="sm" onClick={() => setExplaining("edit")} aria-label={`Edit card ending in ${SAMPLE_CARD.last4}`}>
            <Pencil aria-hidden /> Edit
          </Button>
        </div>
      </CardContent>
      <Dialog open={explaining !== null} onOpenChange={(open) => !open && setExplaining(null)}>
        <DialogContent
          title="Card changes arrive with live payments"
          description={explaining === "add" ? "Adding a card is not available yet." : "Editing this card is not available yet."}
        >
          <p className="text-sm">
            Tidyline currently takes payments through a built-in test provider. Every charge goes to the sample {SAMPLE_CARD.brand} card
            ending in {SAMPLE_CARD.last4}, and no real money moves. When live payments are switched on, you will add and edit your own cards
            here.
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button>Got It</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

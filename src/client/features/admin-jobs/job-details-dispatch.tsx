import { OFFER_SOURCE_LABELS, offerStatusText, type DispatchState, type OfferStatus } from "../../../shared/domain/dispatch";
import { Badge } from "../../components/ui/badge";
import type { AdminJobDetails } from "./api";
import { Section } from "./job-details-sections";
import { offerTimes } from "./offer-times";

const NOT_DISPATCHED = "Not dispatched (posted while automatic assignment was off).";

const STATE_LABELS: Record<DispatchState, string> = {
  offering: "Offering to one cleaner at a time",
  accepted: "Accepted",
  board: "Left to the open board",
};

const STATUS_CLASSES: Record<OfferStatus, string> = {
  open: "border-blue-200 bg-blue-50 text-blue-800",
  accepted: "border-emerald-200 bg-emerald-50 text-emerald-800",
  skipped: "border-amber-200 bg-amber-50 text-amber-900",
  declined: "border-border bg-muted text-muted-foreground",
  expired: "border-border bg-muted text-muted-foreground",
  withdrawn: "border-border bg-muted text-muted-foreground",
};

/**
 * docs/decisions/055: where the job's dispatch stands, why it went to the board, and every offer,
 * oldest first: who, from which list, what came of it, and the automatic choice's score.
 */
export function JobDispatch({ dispatch, timeZone }: { dispatch: AdminJobDetails["dispatch"]; timeZone: string }) {
  if (dispatch.state === null && dispatch.offers.length === 0) {
    return (
      <Section title="Dispatch">
        <p className="text-sm text-muted-foreground">{NOT_DISPATCHED}</p>
      </Section>
    );
  }
  return (
    <Section title="Dispatch">
      {dispatch.state && <p className="text-sm">{STATE_LABELS[dispatch.state]}</p>}
      {dispatch.state === "board" && dispatch.note && <p className="text-sm text-muted-foreground">{dispatch.note}</p>}
      {dispatch.offers.length > 0 && (
        <ol className="flex flex-col divide-y divide-border rounded-md border border-border" aria-label="Offers, oldest first">
          {dispatch.offers.map((offer) => (
            <li key={offer.offerId} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <div className="flex flex-col">
                <span className="font-medium">
                  {offer.cleanerName} <span className="font-normal text-muted-foreground">· {OFFER_SOURCE_LABELS[offer.source]}</span>
                  {offer.score !== null && <span className="font-normal text-muted-foreground"> · score {offer.score.toFixed(2)}</span>}
                </span>
                <span className="text-xs text-muted-foreground">{offerTimes(offer, timeZone)}</span>
              </div>
              <Badge className={STATUS_CLASSES[offer.status]}>{offerStatusText(offer.status, offer.reason)}</Badge>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

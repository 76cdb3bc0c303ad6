import { Clock, MapPin } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { areaLabel } from "../../../shared/domain/job-area";
import { formatUSD } from "../../../shared/format";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { formatJobDate, formatJobTime } from "../../lib/format";
import { useNow } from "../../lib/use-now";
import { useMyOffers, type MyOffer } from "./api";
import { answerWithinText, OFFERS_HEADING } from "./offer-texts";

/** The countdown moves on while the dashboard is open. */
const COUNTDOWN_MS = 15_000;

/** The offer's link: the board brings the offer's card into view (as the offer email's link does). */
export const offerPath = (offerId: string) => `/cleaner/open-jobs?offer=${offerId}`;

function OfferRow({ job, now }: { job: MyOffer; now: number }) {
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium">{job.type}</span>
        <span className="text-sm text-muted-foreground">
          {formatJobDate(job.scheduledStart, job.timeZone)} at {formatJobTime(job.scheduledStart, job.timeZone)} ·{" "}
          {formatUSD(job.cleanerPayoutCents)}
        </span>
        <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden /> {areaLabel(job.area)}
        </span>
        <span className="flex items-center gap-1.5 text-sm font-medium">
          <Clock className="size-4 shrink-0" aria-hidden /> {answerWithinText(job.offer.expiresAt, now)}
        </span>
      </div>
      <Button asChild size="sm" className="shrink-0">
        <Link
          to={offerPath(job.offer.offerId)}
          aria-label={`Answer the offer: ${job.type} on ${formatJobDate(job.scheduledStart, job.timeZone)}`}
        >
          Answer
        </Link>
      </Button>
    </li>
  );
}

/**
 * docs/decisions/067: the offers waiting on this cleaner's answer, each with its one countdown (the
 * offer's), and a link to answer it on the board. Nothing while there is none.
 */
export function DashboardOffers() {
  const titleId = useId();
  const offers = useMyOffers();
  const now = useNow(COUNTDOWN_MS);
  if (!offers.data?.length) return null;
  return (
    <Card role="region" aria-labelledby={titleId} className="border-primary/40">
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle id={titleId} as="h2">
          {OFFERS_HEADING}
        </CardTitle>
        <Badge className="border-transparent bg-primary text-primary-foreground">{offers.data.length}</Badge>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border">
          {offers.data.map((job) => (
            <OfferRow key={job.offer.offerId} job={job} now={now} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

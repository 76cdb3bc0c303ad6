import { Send } from "lucide-react";
import { Link } from "react-router";
import {
  BOARD_LEAD_MS,
  DEFAULT_OFFER_MINUTES,
  MAX_AUTOMATIC_OFFERS,
  SCORE_PART_LABELS,
  SCORE_WEIGHTS,
  timeLeftText,
  type ScorePart,
} from "../../../shared/domain/dispatch";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import type { SettingsOverview } from "./api";

const HOUR_MS = 60 * 60 * 1000;
const percent = (weight: number) => `${Math.round(weight * 100)} %`;
const parts = Object.keys(SCORE_WEIGHTS) as ScorePart[];

/**
 * docs/decisions/055: how dispatch offers a new job, read-only: whether automatic assignment is on
 * (switched in Feature flags), and its times, limits and score weights as the shared module sets
 * them (one source: the numbers are not written twice).
 */
export function DispatchCard({ dispatch }: { dispatch: SettingsOverview["dispatch"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Send className="size-5" aria-hidden /> Dispatch
        </CardTitle>
        <CardDescription>
          New jobs are offered to one cleaner at a time (the unit&apos;s preferred cleaners, its backups, then the best-scored eligible
          cleaners) before the open board.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm [&_dt]:text-muted-foreground">
          <dt>Automatic assignment</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <Badge className={dispatch.autoAssign ? "border-emerald-200 bg-emerald-50 text-emerald-800" : "bg-muted text-muted-foreground"}>
              {dispatch.autoAssign ? "On" : "Off"}
            </Badge>
            <span className="text-muted-foreground">
              flag <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{dispatch.flagName}</code>
            </span>
          </dd>
          <dt>Default time to answer</dt>
          <dd>{timeLeftText(DEFAULT_OFFER_MINUTES * 60_000)} (each client may choose their own)</dd>
          <dt>Offers stop</dt>
          <dd>{BOARD_LEAD_MS / HOUR_MS} h before the claim window closes: then the job goes to the board</dd>
          <dt>Automatic offers</dt>
          <dd>At most {MAX_AUTOMATIC_OFFERS} per job</dd>
        </dl>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Automatic choice&apos;s score</h3>
          <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label="Score weights">
            {parts.map((part) => (
              <li key={part} className="flex justify-between gap-4 rounded-md border border-border px-3 py-1.5">
                <span>{SCORE_PART_LABELS[part]}</span>
                <span className="tabular-nums font-medium">{percent(SCORE_WEIGHTS[part])}</span>
              </li>
            ))}
          </ul>
        </div>
        <Link to="/admin/feature-flags" className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline">
          Turn automatic assignment on or off in Feature flags
        </Link>
      </CardContent>
    </Card>
  );
}

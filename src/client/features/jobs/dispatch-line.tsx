import { Info, Send } from "lucide-react";
import { dispatchStateText } from "../../../shared/domain/dispatch";
import { useNow } from "../../lib/use-now";
import type { ClientJob } from "./api";

/** How often the time left to answer an offer is counted again. */
const REFRESH_MS = 60_000;

/**
 * docs/decisions/055: where finding a cleaner for the job stands ("Offered to Sam R. (answers within
 * 1 h 40 m)", "Sam R. accepted", "Looking for a cleaner"); nothing for a job posted while automatic
 * assignment was off. The time left is counted again each minute. Under it, `why` the unit's
 * preferred cleaner did not get the job ("Sam R. is on time off that day; offered to Jamie L.",
 * docs/decisions/067).
 */
export function DispatchLine({ dispatch, why = null }: { dispatch: ClientJob["dispatch"]; why?: string | null }) {
  const now = useNow(REFRESH_MS);
  if (!dispatch) return null;
  return (
    <>
      <p className="flex items-center gap-2 text-sm">
        <Send className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span>
          <span className="sr-only">Finding a cleaner: </span>
          {dispatchStateText(dispatch, new Date(now))}
        </span>
      </p>
      {why && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="sr-only">Why not your preferred cleaner: </span>
            {why}
          </span>
        </p>
      )}
    </>
  );
}

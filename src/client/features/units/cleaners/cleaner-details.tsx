import { Star } from "lucide-react";
import type { UnitCleaner } from "./api";

/** "4.8 (12)", or "No ratings yet". */
export function ratingText({ ratingAvg, ratingCount }: { ratingAvg: number | null; ratingCount: number }) {
  return ratingAvg === null || ratingCount === 0 ? "No ratings yet" : `${ratingAvg.toFixed(1)} (${ratingCount})`;
}

export const jobsDoneText = (jobsDone: number) => `${jobsDone} ${jobsDone === 1 ? "cleaning" : "cleanings"} for you`;

/** The line under a listed cleaner's name in the client's Cleaners dialog: their rating and cleanings for the client, no way to contact them. */
export function CleanerDetails({ entry }: { entry: UnitCleaner }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2">
      <span className="inline-flex items-center gap-1">
        <Star className="size-3 fill-current text-amber-500" aria-hidden />
        {ratingText(entry)}
      </span>
      <span>{jobsDoneText(entry.jobsDone)}</span>
      {entry.addedBy === "admin" && <span>Added by Tidyline</span>}
    </p>
  );
}

import { Star } from "lucide-react";
import { cn } from "../lib/cn";

/** A cleaner's stored rating to one decimal with its count (spec 9), or that there is none yet. */
export function CleanerRating({
  ratingAvg,
  ratingCount,
  className,
}: {
  ratingAvg: number | null;
  ratingCount: number;
  className?: string;
}) {
  if (ratingAvg === null || ratingCount === 0) return <span className={cn("text-muted-foreground", className)}>No reviews yet</span>;
  return (
    <span className={cn("inline-flex items-center gap-1 whitespace-nowrap", className)}>
      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
      {ratingAvg.toFixed(1)}
      <span className="text-muted-foreground">
        ({ratingCount}
        <span className="sr-only"> {ratingCount === 1 ? "review" : "reviews"}</span>)
      </span>
    </span>
  );
}

import { Star } from "lucide-react";
import { RATING_SCALE } from "../../shared/schemas/review";
import { cn } from "../lib/cn";

/** A rating shown as five stars, read as "Rated 4 out of 5". */
export function RatingStars({ rating, size = "sm" }: { rating: number; size?: "sm" | "md" }) {
  const star = size === "sm" ? "size-4" : "size-5";
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of ${RATING_SCALE}`}>
      {Array.from({ length: RATING_SCALE }, (_, i) => i + 1).map((value) => (
        <Star
          key={value}
          className={cn(star, value <= rating ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40")}
          aria-hidden
        />
      ))}
    </span>
  );
}

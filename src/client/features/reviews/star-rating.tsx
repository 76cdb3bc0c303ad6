import { Star } from "lucide-react";
import { RATING_SCALE } from "../../../shared/schemas/review";
import { cn } from "../../lib/cn";

/** 1 to 5 stars as a radio group: arrow keys move, each star reads "N stars". */
export function StarRating({ value, onChange, disabled }: { value: number; onChange: (rating: number) => void; disabled?: boolean }) {
  const stars = Array.from({ length: RATING_SCALE }, (_, i) => i + 1);
  return (
    <div role="radiogroup" aria-label="Rating" className="flex gap-1">
      {stars.map((star) => (
        <label
          key={star}
          className={cn(
            // relative: the visually hidden radio sits inside its star, so checking or focusing it never
            // scrolls to (or is measured at) a spot outside the dialog.
            "relative cursor-pointer rounded-sm p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
            disabled && "cursor-not-allowed opacity-60",
          )}
        >
          <input
            type="radio"
            name="rating"
            value={star}
            className="sr-only"
            checked={value === star}
            disabled={disabled}
            onChange={() => onChange(star)}
            aria-label={`${star} ${star === 1 ? "star" : "stars"}`}
          />
          <Star
            className={cn("size-8 transition-colors", star <= value ? "fill-amber-400 text-amber-500" : "text-muted-foreground")}
            aria-hidden
          />
        </label>
      ))}
    </div>
  );
}

import {
  REVIEW_VISIBILITY_FILTERS,
  type AdminReviewFilters,
  type ReviewRatingFilter,
  type ReviewVisibilityFilter,
} from "../../../shared/schemas/admin-reviews";
import { ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import { Button } from "../../components/ui/button";
import { SelectField } from "../../components/ui/field";
import { SearchField } from "../../components/ui/search-field";

export const NO_REVIEW_FILTERS: AdminReviewFilters = { search: "", rating: "all", visibility: "all" };

// spec 9: low is 2 stars or fewer, high 4 or more.
const RATING_LABELS: Record<ReviewRatingFilter, string> = {
  all: "All ratings",
  low: "Low (2 stars or fewer)",
  high: "High (4 stars or more)",
  "5": "5 stars",
  "4": "4 stars",
  "3": "3 stars",
  "2": "2 stars",
  "1": "1 star",
};
/** The screen's order: the groups first, then 5 stars down to 1. */
const RATING_ORDER: readonly ReviewRatingFilter[] = ["all", "low", "high", "5", "4", "3", "2", "1"];
const VISIBILITY_LABELS: Record<ReviewVisibilityFilter, string> = { all: "All reviews", visible: "Visible", hidden: "Hidden" };

/** spec 2: search, rating and visibility, and Clear Filters. */
export function ReviewFilters({ value, onChange }: { value: AdminReviewFilters; onChange: (next: AdminReviewFilters) => void }) {
  const filtered = value.search !== "" || value.rating !== "all" || value.visibility !== "all";
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_auto_auto_auto] md:items-end">
      <SearchField
        label="Search"
        placeholder="Search comments, cleaners or clients..."
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      <SelectField
        label="Rating"
        value={value.rating}
        onChange={(event) => onChange({ ...value, rating: event.target.value as ReviewRatingFilter })}
      >
        {RATING_ORDER.map((rating) => (
          <option key={rating} value={rating}>
            {RATING_LABELS[rating]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Visibility"
        value={value.visibility}
        onChange={(event) => onChange({ ...value, visibility: event.target.value as ReviewVisibilityFilter })}
      >
        {REVIEW_VISIBILITY_FILTERS.map((visibility) => (
          <option key={visibility} value={visibility}>
            {VISIBILITY_LABELS[visibility]}
          </option>
        ))}
      </SelectField>
      <Button variant="outline" disabled={!filtered} onClick={() => onChange(NO_REVIEW_FILTERS)}>
        Clear Filters
      </Button>
    </div>
  );
}

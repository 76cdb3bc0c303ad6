import { periodLabel } from "../../../shared/domain/admin-money";
import { PAYOUT_STATUS_LABELS } from "../../../shared/domain/payouts";
import { PAYOUT_STATUS_FILTERS } from "../../../shared/schemas/admin-money";
import { FilterBar, filterChoices } from "../../components/filter-bar";
import type { PayoutListFilters } from "./api";

export type PayoutFilterState = Omit<PayoutListFilters, "page">;

const STATUS_CHOICES = filterChoices(PAYOUT_STATUS_FILTERS, (status) => PAYOUT_STATUS_LABELS[status]);

/** The cleaner (name or email), the status and the month (those that have payouts, in the admin's zone). */
export function PayoutFilters({
  value,
  months,
  onChange,
}: {
  value: PayoutFilterState;
  months: string[];
  onChange: (next: PayoutFilterState) => void;
}) {
  // The chosen month stays offered while the list of months loads or no longer has it.
  const choices = value.month !== "all" && !months.includes(value.month) ? [value.month, ...months] : months;
  return (
    <FilterBar
      value={value}
      onChange={onChange}
      placeholder="Search by cleaner name or email..."
      selects={[
        { field: "status", label: "Status", choices: STATUS_CHOICES },
        { field: "month", label: "Month", choices: filterChoices(["all", ...choices], periodLabel, "All months") },
      ]}
    />
  );
}

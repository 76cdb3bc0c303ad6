import { periodLabel } from "../../../shared/domain/admin-money";
import { PAYOUT_STATUS_LABELS } from "../../../shared/domain/payouts";
import { ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import { PAYOUT_STATUS_FILTERS, type PayoutStatusFilter } from "../../../shared/schemas/admin-money";
import { SelectField } from "../../components/ui/field";
import type { PayoutListFilters } from "./api";
import { SearchField } from "../../components/ui/search-field";

export type PayoutFilterState = Omit<PayoutListFilters, "page">;

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
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <SearchField
        label="Search"
        placeholder="Search by cleaner name or email..."
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      <SelectField
        label="Status"
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as PayoutStatusFilter })}
      >
        {PAYOUT_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {status === "all" ? "All statuses" : PAYOUT_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Month" value={value.month} onChange={(event) => onChange({ ...value, month: event.target.value })}>
        <option value="all">All months</option>
        {choices.map((month) => (
          <option key={month} value={month}>
            {periodLabel(month)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

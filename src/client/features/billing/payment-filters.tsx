import { PAYMENT_RANGES, PAYMENT_STATUS_FILTERS, PAYMENT_STATUS_LABELS, type PaymentRange, type PaymentStatusFilter } from "../../../shared/domain/billing";
import { PAYMENT_SEARCH_MAX_LENGTH } from "../../../shared/schemas/billing";
import { SelectField } from "../../components/ui/field";
import { SearchField } from "../../components/ui/search-field";

export interface FilterState {
  search: string;
  status: PaymentStatusFilter;
  range: PaymentRange;
}

/** spec 2: search box, status filter and date range of the payment history. */
export function PaymentFilters({ value, onChange }: { value: FilterState; onChange: (next: FilterState) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <SearchField
        label="Search"
        placeholder="Search payments..."
        maxLength={PAYMENT_SEARCH_MAX_LENGTH}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      <SelectField label="Status" value={value.status} onChange={(event) => onChange({ ...value, status: event.target.value as PaymentStatusFilter })}>
        {PAYMENT_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {status === "all" ? "All statuses" : PAYMENT_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Date range" value={value.range} onChange={(event) => onChange({ ...value, range: event.target.value as PaymentRange })}>
        {PAYMENT_RANGES.map((range) => (
          <option key={range.value} value={range.value}>
            {range.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

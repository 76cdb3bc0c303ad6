import {
  PAYMENT_RANGES,
  PAYMENT_STATUS_FILTERS,
  PAYMENT_STATUS_LABELS,
  type PaymentRange,
  type PaymentStatusFilter,
} from "../../shared/domain/billing";
import { SelectField } from "./ui/field";
import { SearchField } from "./ui/search-field";

export interface FilterState {
  search: string;
  status: PaymentStatusFilter;
  range: PaymentRange;
}

/**
 * spec 2: search box, status filter and date range of the payment history; the admin's
 * Transactions use the same three (docs/decisions/044), their search reaching clients too.
 */
export function PaymentFilters({
  value,
  onChange,
  placeholder,
  maxLength,
}: {
  value: FilterState;
  onChange: (next: FilterState) => void;
  placeholder: string;
  maxLength: number;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <SearchField
        label="Search"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      <SelectField
        label="Status"
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as PaymentStatusFilter })}
      >
        {PAYMENT_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {status === "all" ? "All statuses" : PAYMENT_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Date range"
        value={value.range}
        onChange={(event) => onChange({ ...value, range: event.target.value as PaymentRange })}
      >
        {PAYMENT_RANGES.map((range) => (
          <option key={range.value} value={range.value}>
            {range.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

import { PAYMENT_RANGES, PAYMENT_STATUS_FILTERS, PAYMENT_STATUS_LABELS, type PaymentRange, type PaymentStatusFilter } from "../../../shared/domain/billing";
import { ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import type { TransactionFilters as Filters } from "../../../shared/schemas/admin-money";
import { SelectField } from "../../components/ui/field";
import { SearchField } from "../../components/ui/search-field";

/** The client billing screen's filters (spec 2: search, status, date range), searching clients too. */
export function TransactionFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <SearchField
        label="Search"
        placeholder="Search by client, description or amount..."
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
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

import { Search } from "lucide-react";
import { PAYMENT_RANGES, PAYMENT_STATUS_FILTERS, PAYMENT_STATUS_LABELS, type PaymentRange, type PaymentStatusFilter } from "../../../shared/domain/billing";
import { PAYMENT_SEARCH_MAX_LENGTH } from "../../../shared/schemas/billing";
import { Field, SelectField } from "../../components/ui/field";
import { Input } from "../../components/ui/input";

export interface FilterState {
  search: string;
  status: PaymentStatusFilter;
  range: PaymentRange;
}

/** spec 2: search box, status filter and date range of the payment history. */
export function PaymentFilters({ value, onChange }: { value: FilterState; onChange: (next: FilterState) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <Field label="Search">
        {(control) => (
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              {...control}
              type="search"
              className="pl-9"
              placeholder="Search payments..."
              maxLength={PAYMENT_SEARCH_MAX_LENGTH}
              value={value.search}
              onChange={(event) => onChange({ ...value, search: event.target.value })}
            />
          </div>
        )}
      </Field>
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

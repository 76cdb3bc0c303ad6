import {
  PAYMENT_RANGES,
  PAYMENT_STATUS_FILTERS,
  PAYMENT_STATUS_LABELS,
  type PaymentRange,
  type PaymentStatusFilter,
} from "../../shared/domain/billing";
import { FilterBar, filterChoices } from "./filter-bar";

export interface FilterState {
  search: string;
  status: PaymentStatusFilter;
  range: PaymentRange;
}

const SELECTS = [
  { field: "status", label: "Status", choices: filterChoices(PAYMENT_STATUS_FILTERS, (status) => PAYMENT_STATUS_LABELS[status]) },
  { field: "range", label: "Date range", choices: PAYMENT_RANGES },
] as const;

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
  return <FilterBar value={value} onChange={onChange} placeholder={placeholder} maxLength={maxLength} selects={SELECTS} />;
}

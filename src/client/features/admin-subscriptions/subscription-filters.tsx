import {
  adminSubscriptionMessages as messages,
  SUBSCRIPTION_STATUS_FILTERS,
  type AdminSubscriptionFilters,
} from "../../../shared/schemas/admin-subscriptions";
import { FilterBar, filterChoices } from "../../components/filter-bar";

const SELECTS = [{ field: "status", label: "Status", choices: filterChoices(SUBSCRIPTION_STATUS_FILTERS) }] as const;

/** spec 2: search by client name, email, or subscription ID; the status filter. */
export function SubscriptionFilters({
  value,
  onChange,
}: {
  value: AdminSubscriptionFilters;
  onChange: (next: AdminSubscriptionFilters) => void;
}) {
  return <FilterBar value={value} onChange={onChange} placeholder={messages.searchPlaceholder} selects={SELECTS} />;
}

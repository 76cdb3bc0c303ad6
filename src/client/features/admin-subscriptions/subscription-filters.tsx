import { SUBSCRIPTION_STATUSES } from "../../../shared/domain/statuses";
import { ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import {
  adminSubscriptionMessages as messages,
  type AdminSubscriptionFilters,
  type SubscriptionStatusFilter,
} from "../../../shared/schemas/admin-subscriptions";
import { SelectField } from "../../components/ui/field";
import { SearchField } from "../../components/ui/search-field";

/** spec 2: search by client name, email, or subscription ID; the status filter. */
export function SubscriptionFilters({
  value,
  onChange,
}: {
  value: AdminSubscriptionFilters;
  onChange: (next: AdminSubscriptionFilters) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
      <SearchField
        label="Search"
        placeholder={messages.searchPlaceholder}
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      <SelectField
        label="Status"
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as SubscriptionStatusFilter })}
      >
        <option value="all">All statuses</option>
        {SUBSCRIPTION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

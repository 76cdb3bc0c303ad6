import { LEAD_STATUS_LABELS } from "../../../shared/domain/applications";
import { LEAD_ROLE_FILTERS, LEAD_STATUS_FILTERS, type LeadRoleFilter, type LeadStatusFilter } from "../../../shared/schemas/admin-leads";
import { ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import { SelectField } from "../../components/ui/field";
import { SearchField } from "../../components/ui/search-field";

export interface LeadFilterState {
  search: string;
  status: LeadStatusFilter;
  role: LeadRoleFilter;
}

const ROLE_LABELS: Record<LeadRoleFilter, string> = { all: "All roles", client: "Client", cleaner: "Cleaner" };

/** spec 2: the leads' search (name, email, phone, company, city), status and role filters. */
export function LeadFilters({ value, onChange }: { value: LeadFilterState; onChange: (next: LeadFilterState) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <SearchField
        label="Search"
        placeholder="Name, email, phone, company or city"
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      <SelectField
        label="Status"
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as LeadStatusFilter })}
      >
        {LEAD_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {status === "all" ? "All statuses" : LEAD_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Role" value={value.role} onChange={(event) => onChange({ ...value, role: event.target.value as LeadRoleFilter })}>
        {LEAD_ROLE_FILTERS.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

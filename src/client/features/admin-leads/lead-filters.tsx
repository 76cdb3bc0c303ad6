import { LEAD_STATUS_LABELS } from "../../../shared/domain/applications";
import { LEAD_ROLE_FILTERS, LEAD_STATUS_FILTERS, type LeadRoleFilter, type LeadStatusFilter } from "../../../shared/schemas/admin-leads";
import { FilterBar, filterChoices } from "../../components/filter-bar";

export interface LeadFilterState {
  search: string;
  status: LeadStatusFilter;
  role: LeadRoleFilter;
}

const ROLE_LABELS: Record<Exclude<LeadRoleFilter, "all">, string> = { client: "Client", cleaner: "Cleaner" };

const SELECTS = [
  { field: "status", label: "Status", choices: filterChoices(LEAD_STATUS_FILTERS, (status) => LEAD_STATUS_LABELS[status]) },
  { field: "role", label: "Role", choices: filterChoices(LEAD_ROLE_FILTERS, (role) => ROLE_LABELS[role], "All roles") },
] as const;

/** spec 2: the leads' search (name, email, phone, company, city), status and role filters. */
export function LeadFilters({ value, onChange }: { value: LeadFilterState; onChange: (next: LeadFilterState) => void }) {
  return <FilterBar value={value} onChange={onChange} placeholder="Name, email, phone, company or city" selects={SELECTS} />;
}

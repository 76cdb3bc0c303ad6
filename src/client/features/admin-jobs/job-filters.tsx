import { CLEANING_TYPE_NAMES } from "../../../shared/domain/booking";
import { JOB_STATUSES, type JobStatus } from "../../../shared/domain/job-status";
import { ALL } from "../../../shared/schemas/admin-jobs";
import { FilterBar, filterChoices } from "../../components/filter-bar";

export interface JobFilterState {
  search: string;
  status: JobStatus | typeof ALL;
  type: string;
}

const SELECTS = [
  { field: "status", label: "Status", choices: filterChoices([ALL, ...JOB_STATUSES]) },
  { field: "type", label: "Type", choices: filterChoices([ALL, ...CLEANING_TYPE_NAMES], String, "All types") },
] as const;

/** spec 2: the search box, the status filter and the type filter. */
export function JobFilters({ value, onChange }: { value: JobFilterState; onChange: (next: JobFilterState) => void }) {
  return <FilterBar value={value} onChange={onChange} placeholder="Search by client, email, address or job ID..." selects={SELECTS} />;
}

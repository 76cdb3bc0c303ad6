import { CLEANING_TYPE_NAMES } from "../../../shared/domain/booking";
import { JOB_STATUSES, type JobStatus } from "../../../shared/domain/job-status";
import { ADMIN_JOB_DISPATCH_FILTERS, ALL, type AdminJobDispatchFilter } from "../../../shared/schemas/admin-jobs";
import { FilterBar, filterChoices } from "../../components/filter-bar";

export interface JobFilterState {
  search: string;
  status: JobStatus | typeof ALL;
  type: string;
  /** docs/decisions/067: every job, or only those offered to a cleaner now. */
  dispatch: AdminJobDispatchFilter;
}

const DISPATCH_LABELS: Record<Exclude<AdminJobDispatchFilter, typeof ALL>, string> = { offered: "Offered" };

const SELECTS = [
  { field: "status", label: "Status", choices: filterChoices([ALL, ...JOB_STATUSES]) },
  { field: "type", label: "Type", choices: filterChoices([ALL, ...CLEANING_TYPE_NAMES], String, "All types") },
  {
    field: "dispatch",
    label: "Dispatch",
    choices: filterChoices(ADMIN_JOB_DISPATCH_FILTERS, (value) => DISPATCH_LABELS[value], "All jobs"),
  },
] as const;

// The search box, then three selects (one row from 640 px; Tailwind needs whole class names).
const COLUMNS = "sm:grid-cols-[1fr_auto_auto_auto]";

/** spec 2: the search box, the status filter and the type filter; and dispatch's Offered filter (docs/decisions/067). */
export function JobFilters({ value, onChange }: { value: JobFilterState; onChange: (next: JobFilterState) => void }) {
  return (
    <FilterBar
      value={value}
      onChange={onChange}
      placeholder="Search by client, email, address or job ID..."
      selects={SELECTS}
      className={COLUMNS}
    />
  );
}

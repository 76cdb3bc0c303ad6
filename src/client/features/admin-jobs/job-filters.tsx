import { CLEANING_TYPE_NAMES } from "../../../shared/domain/booking";
import { JOB_STATUSES, type JobStatus } from "../../../shared/domain/job-status";
import { ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import { ALL } from "../../../shared/schemas/admin-jobs";
import { SelectField } from "../../components/ui/field";
import { SearchField } from "../../components/ui/search-field";

export interface JobFilterState {
  search: string;
  status: JobStatus | typeof ALL;
  type: string;
}

/** spec 2: the search box, the status filter and the type filter. */
export function JobFilters({ value, onChange }: { value: JobFilterState; onChange: (next: JobFilterState) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <SearchField
        label="Search"
        placeholder="Search by client, email, address or job ID..."
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      <SelectField
        label="Status"
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as JobFilterState["status"] })}
      >
        <option value={ALL}>All statuses</option>
        {JOB_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </SelectField>
      <SelectField label="Type" value={value.type} onChange={(event) => onChange({ ...value, type: event.target.value })}>
        <option value={ALL}>All types</option>
        {CLEANING_TYPE_NAMES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

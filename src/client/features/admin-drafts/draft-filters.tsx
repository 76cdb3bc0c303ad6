import { DRAFT_STATUS_LABELS } from "../../../shared/domain/applications";
import { DRAFT_STATUS_FILTERS, type DraftStatusFilter } from "../../../shared/schemas/admin-drafts";
import { ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import { SelectField } from "../../components/ui/field";
import { SearchField } from "../../components/ui/search-field";

export interface DraftFilterState {
  search: string;
  status: DraftStatusFilter;
}

/** A drafts list's search box and status filter (docs/decisions/047); `searchHint` names what the search reads. */
export function DraftFilters({
  value,
  onChange,
  searchHint,
}: {
  value: DraftFilterState;
  onChange: (next: DraftFilterState) => void;
  searchHint: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
      <SearchField
        label="Search"
        placeholder={searchHint}
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      <SelectField
        label="Status"
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as DraftStatusFilter })}
      >
        {DRAFT_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {status === "all" ? "All statuses" : DRAFT_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

import { DRAFT_STATUS_LABELS } from "../../../shared/domain/applications";
import { DRAFT_STATUS_FILTERS, type DraftStatusFilter } from "../../../shared/schemas/admin-drafts";
import { FilterBar, filterChoices } from "../../components/filter-bar";

export interface DraftFilterState {
  search: string;
  status: DraftStatusFilter;
}

const SELECTS = [
  { field: "status", label: "Status", choices: filterChoices(DRAFT_STATUS_FILTERS, (status) => DRAFT_STATUS_LABELS[status]) },
] as const;

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
  return <FilterBar value={value} onChange={onChange} placeholder={searchHint} selects={SELECTS} />;
}

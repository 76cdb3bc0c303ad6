import { ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import { SelectField } from "../../components/ui/field";
import { SearchField } from "../../components/ui/search-field";

export interface PeopleFilterState<Status extends string> {
  search: string;
  status: Status;
}

/** Search by name or email and a status filter, over the lists of clients and of cleaners. */
export function PeopleFilters<Status extends string>({
  value,
  statuses,
  placeholder,
  onChange,
}: {
  value: PeopleFilterState<Status>;
  statuses: readonly Status[];
  placeholder: string;
  onChange: (next: PeopleFilterState<Status>) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <SearchField
        label="Search"
        placeholder={placeholder}
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      <SelectField label="Status" value={value.status} onChange={(event) => onChange({ ...value, status: event.target.value as Status })}>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {status === "all" ? "All statuses" : status}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

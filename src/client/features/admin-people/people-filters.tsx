import { FilterBar, filterChoices } from "../../components/filter-bar";

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
    <FilterBar
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      selects={[{ field: "status", label: "Status", choices: filterChoices(statuses) }]}
      className="sm:grid-cols-[1fr_14rem]"
    />
  );
}

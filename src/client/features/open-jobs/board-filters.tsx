import { Link } from "react-router";
import { andList } from "../../../shared/format";
import { ALL_TYPES, OPEN_JOB_SORTS, OPEN_JOBS_SEARCH_MAX_LENGTH, type OpenJobSort } from "../../../shared/schemas/open-jobs";
import { Field, SelectField } from "../../components/ui/field";
import { Switch } from "../../components/ui/switch";
import { SearchField } from "../../components/ui/search-field";

export interface BoardFilterState {
  search: string;
  type: string;
  sort: OpenJobSort;
  /** Undefined until the cleaner flips the switch: the server's default (on with work areas) applies. */
  inMyAreas?: boolean;
}

/** spec 2 Open Jobs: search box, type filter (all plus the types present), sort, and "In my areas". */
export function BoardFilters({
  value,
  onChange,
  types,
  workAreas,
  inMyAreas,
}: {
  value: BoardFilterState;
  onChange: (next: BoardFilterState) => void;
  /** The types on the board; the chosen one stays listed even once no job has it. */
  types: string[];
  workAreas: string[];
  /** What the board applied (the server's answer). */
  inMyAreas: boolean;
}) {
  const typeOptions = value.type !== ALL_TYPES && !types.includes(value.type) ? [...types, value.type] : types;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem]">
        <SearchField
          label="Search"
          placeholder="Type, city or ZIP..."
          maxLength={OPEN_JOBS_SEARCH_MAX_LENGTH}
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
        />
        <SelectField label="Type" value={value.type} onChange={(event) => onChange({ ...value, type: event.target.value })}>
          <option value={ALL_TYPES}>All types</option>
          {typeOptions.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sort by"
          value={value.sort}
          onChange={(event) => onChange({ ...value, sort: event.target.value as OpenJobSort })}
        >
          {OPEN_JOB_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        label="In my areas"
        description={
          workAreas.length ? (
            `Jobs in ${andList(workAreas)}.`
          ) : (
            <>
              Add work areas to{" "}
              <Link className="text-primary underline-offset-4 hover:underline" to="/cleaner/profile">
                your profile
              </Link>{" "}
              to see the jobs near you.
            </>
          )
        }
      >
        {(control) => (
          <Switch
            {...control}
            checked={inMyAreas}
            disabled={workAreas.length === 0}
            onCheckedChange={(checked) => onChange({ ...value, inMyAreas: checked })}
          />
        )}
      </Field>
    </div>
  );
}

import { Link } from "react-router";
import { andList } from "../../../shared/format";
import { ALL_TYPES, OPEN_JOB_SORTS, OPEN_JOBS_SEARCH_MAX_LENGTH, type OpenJobSort } from "../../../shared/schemas/open-jobs";
import { FilterBar, filterChoices } from "../../components/filter-bar";
import { Field } from "../../components/ui/field";
import { Switch } from "../../components/ui/switch";

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
      <FilterBar
        value={value}
        onChange={onChange}
        placeholder="Type, city or ZIP..."
        maxLength={OPEN_JOBS_SEARCH_MAX_LENGTH}
        selects={[
          { field: "type", label: "Type", choices: filterChoices([ALL_TYPES, ...typeOptions], String, "All types") },
          { field: "sort", label: "Sort by", choices: OPEN_JOB_SORTS },
        ]}
        className="md:grid-cols-[1fr_12rem_12rem]"
      />
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

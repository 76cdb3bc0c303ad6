import { ADMIN_SEARCH_MAX_LENGTH } from "../../shared/schemas/admin-list";
import { cn } from "../lib/cn";
import { SelectField } from "./ui/field";
import { SearchField } from "./ui/search-field";

/** One choice of a filter select: the value the list's query carries and the words users see. */
export interface FilterChoice {
  value: string;
  label: string;
}

/** A filter's choices, "all" worded as `allLabel` ("All statuses", "All months"...). */
export function filterChoices<V extends string>(
  values: readonly V[],
  labelOf: (value: Exclude<V, "all">) => string = String,
  allLabel = "All statuses",
): FilterChoice[] {
  return values.map((value) => ({ value, label: value === "all" ? allLabel : labelOf(value as Exclude<V, "all">) }));
}

/** A select of the bar: which field of the filters it sets, its label and its choices. */
export interface FilterSelect<State> {
  field: keyof State & string;
  label: string;
  choices: readonly FilterChoice[];
}

// One search box and one or two selects beside it on wider screens (Tailwind needs whole class names).
const COLUMNS = ["sm:grid-cols-[1fr_auto]", "sm:grid-cols-[1fr_auto]", "sm:grid-cols-[1fr_auto_auto]"];

/**
 * Every filtered list's bar: the labelled search box, then its selects (docs/decisions/038).
 * Each change hands back the whole filter state with that one field changed.
 */
export function FilterBar<State extends { search: string }>({
  value,
  onChange,
  placeholder,
  selects,
  maxLength = ADMIN_SEARCH_MAX_LENGTH,
  className,
}: {
  value: State;
  onChange: (next: State) => void;
  placeholder: string;
  selects: readonly FilterSelect<State>[];
  maxLength?: number;
  /** The grid's columns, when the default (auto-sized selects) does not fit. */
  className?: string;
}) {
  return (
    <div className={cn("grid gap-3", className ?? COLUMNS[selects.length])}>
      <SearchField
        label="Search"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      {selects.map((select) => (
        <SelectField
          key={select.field}
          label={select.label}
          value={String(value[select.field])}
          onChange={(event) => onChange({ ...value, [select.field]: event.target.value })}
        >
          {select.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      ))}
    </div>
  );
}

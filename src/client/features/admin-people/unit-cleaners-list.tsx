import type { ComponentProps } from "react";
import { UnitCleanerList } from "../../components/unit-cleaner-list";
import type { AdminUnitCleaner } from "./unit-cleaners-api";

/** One of a unit's two lists in the admin's editor, each cleaner with their cleanings for the client and who added them. */
export function UnitCleanersList(props: Omit<ComponentProps<typeof UnitCleanerList<AdminUnitCleaner>>, "details">) {
  return (
    <UnitCleanerList
      {...props}
      details={(entry) => (
        <p>
          {entry.jobsDone} {entry.jobsDone === 1 ? "cleaning" : "cleanings"} for this client · added by{" "}
          {entry.addedBy === "admin" ? "an admin" : "the client"}
        </p>
      )}
    />
  );
}

import { UnderConstruction } from "../under-construction";

// Placeholder while this screen is built (docs/decisions/023).
export default function CleanerAssignmentsScreen() {
  return <UnderConstruction title="My Assignments" />;
}

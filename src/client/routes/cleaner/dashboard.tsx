import { UnderConstruction } from "../under-construction";

// Placeholder while this screen is built (docs/decisions/023).
export default function CleanerDashboardScreen() {
  return <UnderConstruction title="Dashboard" />;
}

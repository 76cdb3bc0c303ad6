import { UnderConstruction } from "../under-construction";

// Placeholder while this screen is built (docs/decisions/023).
export default function CleanerCalendarScreen() {
  return <UnderConstruction title="Calendar" />;
}

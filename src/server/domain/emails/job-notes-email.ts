// docs/decisions/026 (issue 18): what the cleaner who is to do a job reads in its email: the
// booking's special instructions and the unit's notes (access, parking, pets), as in the portal.
import { emailText } from "./email-text";

export interface JobNotes {
  specialInstructions?: string | null;
  unitNotes?: string | null;
}

/** The notes' lines for an email to the job's cleaner; none when there are none. */
export function jobNoteLines({ specialInstructions, unitNotes }: JobNotes): string[] {
  const lines: string[] = [];
  // decision 028: on one line, so a note cannot pass for the email's own text.
  const special = emailText(specialInstructions);
  const unit = emailText(unitNotes);
  if (special) lines.push("", "Special instructions:", special);
  if (unit) lines.push("", "Unit notes:", unit);
  return lines;
}

// docs/decisions/026 (issue 18): what the cleaner who is to do a job reads in its email: the
// booking's special instructions and the unit's notes (access, parking, pets), as in the portal.
export interface JobNotes {
  specialInstructions?: string | null;
  unitNotes?: string | null;
}

/** The notes' lines for an email to the job's cleaner; none when there are none. */
export function jobNoteLines({ specialInstructions, unitNotes }: JobNotes): string[] {
  const lines: string[] = [];
  if (specialInstructions?.trim()) lines.push("", "Special instructions:", specialInstructions.trim());
  if (unitNotes?.trim()) lines.push("", "Unit notes:", unitNotes.trim());
  return lines;
}

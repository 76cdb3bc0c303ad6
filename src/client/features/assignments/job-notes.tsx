/**
 * What the cleaner doing the job needs to know on arrival: the booking's special instructions and
 * the unit's notes ("Access instructions, parking, pets…"), docs/decisions/026. Both are the
 * client's words, shown as text.
 */
export function JobNotes({ specialInstructions, unitNotes }: { specialInstructions: string | null; unitNotes: string | null }) {
  if (!specialInstructions && !unitNotes) return null;
  return (
    <div className="grid gap-3 rounded-md bg-muted/60 p-3 text-sm">
      {specialInstructions && (
        <div>
          <p className="font-medium">Special instructions</p>
          <p className="whitespace-pre-line break-words text-muted-foreground">{specialInstructions}</p>
        </div>
      )}
      {unitNotes && (
        <div>
          <p className="font-medium">Unit notes</p>
          <p className="whitespace-pre-line break-words text-muted-foreground">{unitNotes}</p>
        </div>
      )}
    </div>
  );
}

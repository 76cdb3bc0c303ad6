import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { draftPathOf } from "./leads-table";
import type { StartedApplication } from "./use-lead-actions";

/** After Start application: the draft exists, filled in from the lead; open it now or stay on the leads. */
export function ApplicationStartedDialog({ started, onClose }: { started: StartedApplication | null; onClose: () => void }) {
  const kind = started?.lead.role === "client" ? "client" : "cleaner";
  return (
    <Dialog open={started !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Application started"
        description={
          started ? `A ${kind} application for ${started.lead.name} was created from the lead, and the lead is now In Progress.` : undefined
        }
      >
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Stay on Leads
          </Button>
          {started && (
            <Button asChild>
              <Link to={draftPathOf(started.lead, started.draftId)}>Open application</Link>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

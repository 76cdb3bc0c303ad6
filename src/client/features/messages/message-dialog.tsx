import { MessageSquare } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { useUnreadCounts } from "./api";
import { ThreadPane } from "./thread-pane";
import { UnreadBadge } from "./unread-badge";

/** A job's Message button, with its unread count. */
export function MessageButton({ jobId, onClick }: { jobId: string; onClick: () => void }) {
  const unread = useUnreadCounts();
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      <MessageSquare aria-hidden /> Message
      <UnreadBadge count={unread.data?.byJob[jobId]} />
    </Button>
  );
}

/**
 * The client's view of a job's thread with its cleaner (and Support), over the job list;
 * nothing while no job is chosen or the viewer is not known yet.
 */
export function MessageDialog({
  job,
  viewerId,
  onClose,
}: {
  job: { jobId: string; type: string; cleaner: { name: string } | null } | null;
  viewerId: string | undefined;
  onClose: () => void;
}) {
  if (!job || !viewerId) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={job.cleaner ? `Messages with ${job.cleaner.name}` : "Messages"}
        description={job.type}
        className="max-w-2xl p-4 sm:p-6"
      >
        <ThreadPane jobId={job.jobId} viewerId={viewerId} className="h-[600px] max-h-[calc(100dvh-10rem)]" />
      </DialogContent>
    </Dialog>
  );
}

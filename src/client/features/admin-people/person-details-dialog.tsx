import type { ReactNode } from "react";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import type { StatusChange } from "./api";
import { DetailsState } from "./details-list";
import { StatusHistory } from "./status-history";

/** A person's details as the dialog loads them: the person, their account's history, the query's state. */
interface PersonDetails<Data extends { history: StatusChange[] }> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * One client or cleaner: titled with their name and email once loaded (the list's word until then),
 * their facts, then the history of their account's status; loading and failure in between.
 */
export function PersonDetailsDialog<Data extends { history: StatusChange[] }>({
  open,
  onClose,
  title,
  description,
  details,
  loadFailed,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  details: PersonDetails<Data>;
  loadFailed: string;
  children: (data: Data) => ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={title} description={description}>
        {details.data ? (
          <div className="flex flex-col gap-5">
            {children(details.data)}
            <StatusHistory history={details.data.history} />
          </div>
        ) : (
          <DetailsState
            isPending={details.isPending}
            isError={details.isError}
            loadFailed={loadFailed}
            onRetry={() => void details.refetch()}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

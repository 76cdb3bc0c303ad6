import { formatDateTime } from "../../lib/format";
import type { StatusChange } from "./api";

/** The account's changes as the audit log kept them, newest first, with the reason given. */
export function StatusHistory({ history }: { history: StatusChange[] }) {
  return (
    <section className="flex flex-col gap-2" aria-label="History">
      <h3 className="text-sm font-semibold">History</h3>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes by our team yet.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {history.map((change) => (
            <li key={`${change.at}-${change.action}`} className="rounded-md border border-border p-3 text-sm">
              <p className="font-medium">{change.summary ?? change.action}</p>
              {change.reason && <p className="mt-1">Reason: {change.reason}</p>}
              <p className="mt-1 text-xs text-muted-foreground">
                {formatDateTime(change.at)}
                {change.actorName && ` by ${change.actorName}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

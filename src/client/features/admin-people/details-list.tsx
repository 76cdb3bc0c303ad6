import type { ReactNode } from "react";
import { LoadError } from "../../components/load-states";
import { Spinner } from "../../components/ui/spinner";

/** A person's facts as label and value pairs. */
export function DetailsList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The dialog's body while its details load, or when they failed to. */
export function DetailsState({
  isPending,
  isError,
  loadFailed,
  onRetry,
}: {
  isPending: boolean;
  isError: boolean;
  loadFailed: string;
  onRetry: () => void;
}) {
  if (isError) return <LoadError message={loadFailed} onRetry={onRetry} />;
  if (isPending) return <Spinner label="Loading details" />;
  return null;
}

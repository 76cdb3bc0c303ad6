import { AlertCircle } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "./ui/button";
import { PageSpinner } from "./ui/spinner";

/** A list that could not load: the spec's text, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-6">
      <p className="flex items-center gap-2 font-medium text-destructive">
        <AlertCircle className="size-5 shrink-0" aria-hidden /> {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** Shown where a list has nothing yet. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center">
      <p className="font-medium">{title}</p>
      {children}
    </div>
  );
}

/**
 * A screen's query in its four states: a spinner while it loads; on failure the screen's spec
 * text as a toast and in place, with Try Again; `empty` when `isEmpty` says so; else `children`.
 */
export function QueryState<T>({
  query,
  loadFailed,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  loadFailed: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  useEffect(() => {
    if (query.isError) toast.error(loadFailed);
  }, [query.isError, loadFailed]);

  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <LoadError message={loadFailed} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

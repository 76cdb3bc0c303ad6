import { AlertCircle } from "lucide-react";
import { Button } from "../../components/ui/button";

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
export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center">
      <p className="font-medium">{title}</p>
      {children}
    </div>
  );
}

import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";

/** A count of unread messages; nothing when there are none. */
export function UnreadBadge({ count, className }: { count: number | undefined; className?: string }) {
  if (!count) return null;
  return (
    <Badge className={cn("border-transparent bg-primary px-1.5 text-primary-foreground", className)}>
      {count > 99 ? "99+" : count}
      <span className="sr-only"> unread</span>
    </Badge>
  );
}

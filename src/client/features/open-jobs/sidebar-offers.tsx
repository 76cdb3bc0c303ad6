import type { Role } from "../../../shared/domain/roles";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { useMyOffers } from "./api";

/** docs/decisions/067: the count of offers waiting on a cleaner's answer, on Open Jobs in their sidebar. */
export function useSidebarOffers(role: Role | null): Partial<Record<string, number>> {
  const offers = useMyOffers(role === "cleaner");
  if (role !== "cleaner" || !offers.data) return {};
  return { "/cleaner/open-jobs": offers.data.length };
}

/** "Open Jobs 2 open offers": the sidebar link's name holds its count and what it counts. */
export const offersCountWords = (count: number) => `${count > 99 ? "99+" : count} ${count === 1 ? "open offer" : "open offers"}`;

/** The count on Open Jobs; nothing when no offer waits. */
export function OffersBadge({ count, className }: { count: number | undefined; className?: string }) {
  if (!count) return null;
  return (
    <Badge className={cn("border-transparent bg-primary px-1.5 text-primary-foreground", className)}>
      {count > 99 ? "99+" : count}
      <span className="sr-only"> {count === 1 ? "open offer" : "open offers"}</span>
    </Badge>
  );
}

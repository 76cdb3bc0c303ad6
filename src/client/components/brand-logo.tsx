import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../lib/cn";

export function BrandLogo({ to = "/", className, compact = false }: { to?: string; className?: string; compact?: boolean }) {
  return (
    <Link to={to} className={cn("flex items-center gap-2 font-semibold text-foreground", className)} aria-label="Tidyline home">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Sparkles className="size-4" aria-hidden />
      </span>
      {!compact && <span className="text-lg tracking-tight">Tidyline</span>}
    </Link>
  );
}

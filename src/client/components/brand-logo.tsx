import { Sparkles } from "lucide-react";
import { cn } from "../lib/cn";
import { AppLink } from "./app-link";

export function BrandLogo({ to = "/", className, compact = false }: { to?: string; className?: string; compact?: boolean }) {
  return (
    <AppLink to={to} className={cn("flex items-center gap-2 font-semibold text-foreground", className)} aria-label="Tidyline home">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Sparkles className="size-4" aria-hidden />
      </span>
      {!compact && <span className="text-lg tracking-tight">Tidyline</span>}
    </AppLink>
  );
}

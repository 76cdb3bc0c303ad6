import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";

/**
 * A landing-page section. Sections with an id are targets of the header's links: they sit below
 * the sticky header when scrolled to, and take focus (tabIndex -1) so keyboard users land there.
 */
export function MarketingSection({ id, className, children, ...props }: ComponentProps<"section">) {
  return (
    <section id={id} tabIndex={id ? -1 : undefined} className={cn("scroll-mt-16 outline-none", className)} {...props}>
      {children}
    </section>
  );
}

/** The one heading style of the marketing pages: a small eyebrow, the title, a lead paragraph. */
export function SectionHeader({
  eyebrow,
  title,
  children,
  id,
  className,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-muted-foreground text-pretty">{children}</p>}
    </div>
  );
}

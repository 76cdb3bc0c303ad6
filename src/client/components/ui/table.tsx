import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A table that scrolls sideways on narrow screens instead of squeezing its columns. Relative, so
 * that absolutely placed text in a cell (sr-only) scrolls with it rather than widening the page.
 */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className="relative w-full overflow-x-auto">
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

/**
 * Admin tables fit a 1366 px screen with the sidebar open, Actions included (issue 18,
 * docs/decisions/029): their cells are a little tighter, and a column marked WIDE_ONLY shows from
 * 1536 px only, its facts shown below that in a neighbouring cell marked NARROW_ONLY.
 */
export const COMPACT_TABLE = "[&_td]:px-1.5 [&_th]:px-1.5";
export const WIDE_ONLY = "hidden 2xl:table-cell";
export const NARROW_ONLY = "2xl:hidden";

export const TableHeader = ({ className, ...props }: ComponentProps<"thead">) => (
  <thead className={cn("[&_tr]:border-b", className)} {...props} />
);
export const TableBody = ({ className, ...props }: ComponentProps<"tbody">) => (
  <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />
);
export const TableRow = ({ className, ...props }: ComponentProps<"tr">) => (
  <tr className={cn("border-b border-border transition-colors hover:bg-muted/50", className)} {...props} />
);
export const TableHead = ({ className, ...props }: ComponentProps<"th">) => (
  <th className={cn("h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground", className)} {...props} />
);
export const TableCell = ({ className, ...props }: ComponentProps<"td">) => <td className={cn("p-3 align-middle", className)} {...props} />;
export const TableCaption = ({ className, ...props }: ComponentProps<"caption">) => (
  <caption className={cn("mt-4 text-sm text-muted-foreground", className)} {...props} />
);

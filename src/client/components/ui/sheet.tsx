import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const Sheet = Dialog.Root;

/** A panel sliding in from the left (the sidebar on small screens). */
export function SheetContent({ className, children, title, ...props }: ComponentProps<typeof Dialog.Content> & { title: string }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 data-[state=open]:animate-in" />
      <Dialog.Content
        className={cn("fixed inset-y-0 left-0 z-50 flex h-full flex-col bg-sidebar shadow-lg focus:outline-none", className)}
        aria-describedby={undefined}
        {...props}
      >
        <Dialog.Title className="sr-only">{title}</Dialog.Title>
        {children}
        <Dialog.Close className="absolute right-3 top-3 rounded-sm p-1 opacity-70 hover:opacity-100" aria-label="Close menu">
          <X className="size-4" aria-hidden />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

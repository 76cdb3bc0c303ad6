import { Popover as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const Popover = Primitive.Root;
export const PopoverTrigger = Primitive.Trigger;

/** A panel beside its trigger; on a phone it keeps inside the screen (collision padding, at most the screen's width). */
export function PopoverContent({ className, sideOffset = 6, collisionPadding = 8, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          "z-50 max-w-[calc(100vw-1rem)] rounded-md border border-border bg-popover text-popover-foreground shadow-md outline-none",
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}

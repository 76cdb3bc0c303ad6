import type { ComponentProps } from "react";
import { Button } from "../../components/ui/button";
import { useJoinDialog, type JoinStart } from "./join-dialog-provider";

/** A button that opens the lead-capture dialog; pointing at it or focusing it starts the download. */
export function JoinButton({ start = "chooser", onClick, ...props }: Omit<ComponentProps<typeof Button>, "asChild"> & { start?: JoinStart }) {
  const { openJoin, preloadJoin } = useJoinDialog();
  return (
    <Button
      onPointerEnter={preloadJoin}
      onFocus={preloadJoin}
      onTouchStart={preloadJoin}
      onClick={(event) => {
        onClick?.(event);
        openJoin(start);
      }}
      {...props}
    />
  );
}

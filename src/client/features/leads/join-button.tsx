import type { ComponentProps } from "react";
import { Button } from "../../components/ui/button";
import type { JoinStart } from "./join-steps";

/**
 * A button that opens the lead-capture dialog at `start`. It carries no handler of its own: the
 * page's JoinDialogHost answers every `data-join` button, so one the build prerendered works
 * without React adopting it (public-entry.tsx).
 */
export function JoinButton({ start = "chooser", ...props }: Omit<ComponentProps<typeof Button>, "asChild"> & { start?: JoinStart }) {
  return <Button data-join={start} {...props} />;
}

// The lead dialog's flow (spec 4): role chooser, then a role's form, then the thank-you screen.
export type JoinStep = "chooser" | "client" | "cleaner" | "success";

/** spec 9: closing the dialog resets it to the chooser after 300 ms (once it has faded out). */
export const JOIN_RESET_DELAY_MS = 300;

/** Where a Join button opens the dialog: the chooser, or straight at one role's form. */
export type JoinStart = Extract<JoinStep, "chooser" | "client" | "cleaner">;

const JOIN_STARTS: readonly string[] = ["chooser", "client", "cleaner"] satisfies JoinStart[];
export const isJoinStart = (value: unknown): value is JoinStart => typeof value === "string" && JOIN_STARTS.includes(value);

// docs/decisions/043: what an admin may do to a client's or a cleaner's account, and from which
// status. One source: the server puts `from` in its conditional UPDATE's WHERE, the screens offer
// only the actions a row's status allows.
import type { CLIENT_STATUSES, CleanerStatus } from "./statuses";

export type ClientStatus = (typeof CLIENT_STATUSES)[number];

interface StatusAction<Status extends string> {
  /** The statuses the action starts from (the server's WHERE). */
  from: readonly Status[];
  to: Status;
  /** The button and the confirmation's title. */
  label: string;
  /** The audit action, `<entity>.<verb>`. */
  audit: string;
  /** The toast after it succeeded. */
  done: string;
}

/** spec 4 and 6: an Inactive client cannot book (decision 019); an admin switches them back and forth. */
export const CLIENT_ACTIONS = {
  deactivate: { from: ["Active"], to: "Inactive", label: "Deactivate", audit: "client.deactivated", done: "Client deactivated" },
  activate: { from: ["Inactive"], to: "Active", label: "Activate", audit: "client.activated", done: "Client activated" },
} as const satisfies Record<string, StatusAction<ClientStatus>>;
export type ClientAction = keyof typeof CLIENT_ACTIONS;

/** spec 4: a new cleaner is Pending until vetted; only Active cleaners claim, start and complete. */
export const CLEANER_ACTIONS = {
  approve: { from: ["Pending"], to: "Active", label: "Approve", audit: "cleaner.approved", done: "Cleaner approved" },
  deactivate: {
    from: ["Active", "Pending"],
    to: "Inactive",
    label: "Deactivate",
    audit: "cleaner.deactivated",
    done: "Cleaner deactivated",
  },
  reactivate: { from: ["Inactive"], to: "Active", label: "Reactivate", audit: "cleaner.reactivated", done: "Cleaner reactivated" },
} as const satisfies Record<string, StatusAction<CleanerStatus>>;
export type CleanerAction = keyof typeof CLEANER_ACTIONS;

export const CLIENT_ACTION_NAMES = Object.keys(CLIENT_ACTIONS) as ClientAction[];
export const CLEANER_ACTION_NAMES = Object.keys(CLEANER_ACTIONS) as CleanerAction[];

const allows = (from: readonly string[], status: string) => from.includes(status);

/** The actions a client in `status` offers. */
export const clientActionsFor = (status: ClientStatus): ClientAction[] =>
  CLIENT_ACTION_NAMES.filter((action) => allows(CLIENT_ACTIONS[action].from, status));

/** The actions a cleaner in `status` offers. */
export const cleanerActionsFor = (status: CleanerStatus): CleanerAction[] =>
  CLEANER_ACTION_NAMES.filter((action) => allows(CLEANER_ACTIONS[action].from, status));

/** The email a cleaner gets when approved (sent through the outbox). */
export const CLEANER_APPROVED_SUBJECT = "Your Tidyline cleaner account is approved";

/** What the people lists show for a client without a current plan. */
export const NO_PLAN = "None";

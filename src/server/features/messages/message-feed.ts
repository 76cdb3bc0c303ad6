// One per process: hears the bus, reads each new message once, and hands it to the open streams
// of the people party to its thread (checked again here, on this process, at delivery time).
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobAssignments, jobs, messages } from "../../db/schema/jobs";
import { cleaners, clients, profiles } from "../../db/schema/people";
import { logger } from "../../lib/logger";
import type { BusEvent, MessageBus } from "./message-bus";
import { messageColumns, type MessageView } from "./messages.service";
import type { Reader } from "./threads";

/**
 * `recheck`: the reader's sessions or standing changed somewhere, the stream checks its own now;
 * `superseded`: the reader opened more streams than allowed and this, their oldest, is closed.
 */
export type FeedEvent =
  | { type: "message"; message: MessageView }
  | { type: "resync" }
  | { type: "recheck" }
  | { type: "superseded" }
  /** docs/decisions/068: the reader's bell changed. */
  | { type: "notification" }
  /** docs/decisions/068: a job on the reader's lists changed. */
  | { type: "job"; jobId: string | null };
type Delivery = (event: FeedEvent) => void;

/**
 * docs/decisions/068: the open board's changes reach every cleaner's streams at most this often,
 * however many there were (a city's claims), so they cost the server one write per stream per period.
 */
export const BOARD_COALESCE_MS = 2_000;

/** decision 028: open streams per user on one server; a further one closes the oldest. */
export const MAX_STREAMS_PER_USER = 5;

export interface MessageFeed {
  /** The reader's deliveries until the returned function is called (or it is superseded). */
  follow(reader: Reader, deliver: Delivery): () => void;
  readonly closed: AbortSignal;
}

/** The message as a thread shows it, with the user ids of the job's client and assigned cleaner. */
async function readDelivery(db: Database, messageId: string) {
  const [row] = await db
    .select({ ...messageColumns, clientUserId: clients.userId, cleanerUserId: cleaners.userId })
    .from(messages)
    .leftJoin(profiles, eq(profiles.userId, messages.senderId))
    .innerJoin(jobs, eq(jobs.jobId, messages.jobId))
    .innerJoin(clients, eq(clients.clientId, jobs.clientId))
    .innerJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
    .innerJoin(cleaners, eq(cleaners.cleanerId, jobAssignments.cleanerId))
    .where(eq(messages.messageId, messageId))
    .limit(1);
  if (!row) return null;
  const { clientUserId, cleanerUserId, ...message } = row;
  return { message, parties: [clientUserId, cleanerUserId] };
}

const mayRead = (reader: Reader, parties: string[]) => reader.role === "admin" || parties.includes(reader.userId);

export function createMessageFeed({ db, bus }: { db: Database; bus: MessageBus }): MessageFeed {
  type Follower = { reader: Reader; deliver: Delivery };
  const followers = new Set<Follower>();
  /** Each user's followers, oldest first. */
  const byUser = new Map<string, Follower[]>();

  const admins = new Set<Follower>();
  const cleanerFollowers = new Set<Follower>();
  // docs/decisions/068: board changes gathered into one refresh of every cleaner's streams.
  let boardTimer: NodeJS.Timeout | null = null;
  const boardChanged = () => {
    boardTimer ??= setTimeout(() => {
      boardTimer = null;
      for (const follower of cleanerFollowers) follower.deliver({ type: "job", jobId: null });
    }, BOARD_COALESCE_MS);
    boardTimer.unref();
  };
  bus.closed.addEventListener("abort", () => boardTimer && clearTimeout(boardTimer));
  const remove = (follower: Follower) => {
    followers.delete(follower);
    admins.delete(follower);
    cleanerFollowers.delete(follower);
    const mine = byUser.get(follower.reader.userId)?.filter((other) => other !== follower) ?? [];
    if (mine.length) byUser.set(follower.reader.userId, mine);
    else byUser.delete(follower.reader.userId);
  };
  // One event at a time, so every stream sees messages in the order they were announced.
  let queue = Promise.resolve();

  const handle = async (event: BusEvent) => {
    if (followers.size === 0) return;
    if (event.type === "resync") {
      for (const follower of followers) follower.deliver(event);
      return;
    }
    if (event.type === "revoke") {
      for (const follower of byUser.get(event.userId) ?? []) follower.deliver({ type: "recheck" });
      return;
    }
    if (event.type === "live" && event.kind === "board") return boardChanged();
    if (event.type === "live") {
      // Only the people named (and, for a job, every admin): each looked up, never every stream.
      const told = new Set<Follower>();
      for (const userId of event.userIds) for (const follower of byUser.get(userId) ?? []) told.add(follower);
      if (event.kind === "job" && event.admins) for (const follower of admins) told.add(follower);
      const delivered: FeedEvent = event.kind === "job" ? { type: "job", jobId: event.jobId } : { type: "notification" };
      for (const follower of told) follower.deliver(delivered);
      return;
    }
    const delivery = await readDelivery(db, event.messageId);
    if (!delivery) return;
    for (const follower of followers) {
      if (mayRead(follower.reader, delivery.parties)) follower.deliver({ type: "message", message: delivery.message });
    }
  };

  bus.subscribe((event) => {
    queue = queue.then(() => handle(event)).catch((error: unknown) => logger.warn("message delivery failed", { error: String(error) }));
  });

  return {
    follow(reader, deliver) {
      const follower = { reader, deliver };
      const mine = byUser.get(reader.userId) ?? [];
      while (mine.length >= MAX_STREAMS_PER_USER) {
        const oldest = mine.shift()!;
        followers.delete(oldest);
        admins.delete(oldest);
        cleanerFollowers.delete(oldest);
        oldest.deliver({ type: "superseded" });
      }
      mine.push(follower);
      byUser.set(reader.userId, mine);
      followers.add(follower);
      if (reader.role === "admin") admins.add(follower);
      if (reader.role === "cleaner") cleanerFollowers.add(follower);
      return () => remove(follower);
    },
    closed: bus.closed,
  };
}

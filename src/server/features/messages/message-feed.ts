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

export type FeedEvent = { type: "message"; message: MessageView } | { type: "resync" };
type Delivery = (event: FeedEvent) => void;

export interface MessageFeed {
  /** The reader's deliveries until the returned function is called. */
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
  const followers = new Set<{ reader: Reader; deliver: Delivery }>();
  // One event at a time, so every stream sees messages in the order they were announced.
  let queue = Promise.resolve();

  const handle = async (event: BusEvent) => {
    if (followers.size === 0) return;
    if (event.type === "resync") {
      for (const follower of followers) follower.deliver(event);
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
      followers.add(follower);
      return () => void followers.delete(follower);
    },
    closed: bus.closed,
  };
}

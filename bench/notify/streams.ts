// bench:notify's stream holder, a process of its own (forked by bench/notify.ts): opens the live
// streams it is given (GET /api/messages/stream, one session cookie each) with raw node:http
// requests on a keep-alive agent without a socket limit, and reads them. For each `notification`
// event k it notes when the last (and first) of its streams read it, by the wall clock (Date.now(),
// which the parent reads too), and tells the parent once every open stream has.
import { Agent, request, type IncomingMessage } from "node:http";

export type ToStreams =
  | { type: "open"; base: string; cookies: string[]; inFlight: number }
  /** How far event k got on these streams (the parent asks when it stops waiting). */
  | { type: "report"; event: number }
  | { type: "close" };

export type FromStreams =
  | { type: "opened"; open: number; refused: Record<string, number>; seconds: number }
  | { type: "delivered"; event: number; streams: number; first: number; last: number }
  | { type: "report"; event: number; streams: number; last: number | null; ended: Ended };

/** Streams that ended while held (none expected): told `end` (superseded) or closed without it, and when. */
export interface Ended {
  superseded: number;
  closed: number;
  /** Seconds from each one's opening to its end. */
  ages: number[];
}

const send = (message: FromStreams) => process.send?.(message);

interface Arrival {
  count: number;
  first: number;
  last: number;
  told: boolean;
}

const agent = new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 0 });
const responses: IncomingMessage[] = [];
/** arrivals[k - 1]: the streams that have read their k-th notification. */
const arrivals: Arrival[] = [];
let open = 0;
const ended: Ended = { superseded: 0, closed: 0, ages: [] };

/** Streams still open: a stream the server ended is not waited for (it is counted in `ended`). */
const held = () => open - ended.superseded - ended.closed;

/** Tells the parent of each event every held stream has read, once. */
function tellDelivered() {
  arrivals.forEach((arrival, index) => {
    if (arrival.told || arrival.count < held()) return;
    arrival.told = true;
    send({ type: "delivered", event: index + 1, streams: arrival.count, first: arrival.first, last: arrival.last });
  });
}

function arrive(event: number) {
  const now = Date.now();
  const arrival = (arrivals[event - 1] ??= { count: 0, first: now, last: now, told: false });
  arrival.count += 1;
  arrival.last = now;
  if (arrival.count >= held()) tellDelivered();
}

/** One stream: resolves with its status once the answer starts; then reads it until it ends. */
function openStream(base: string, cookie: string): Promise<number | string> {
  return new Promise((resolve) => {
    const outgoing = request(
      `${base}/api/messages/stream`,
      { agent, headers: { cookie, accept: "text/event-stream", "accept-encoding": "gzip, deflate, br" } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return resolve(response.statusCode ?? 0);
        }
        responses.push(response);
        response.setEncoding("utf8");
        let seen = 0;
        let buffer = "";
        let superseded = false;
        const openedAt = performance.now();
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith("event: notification")) arrive(++seen);
            else if (block.startsWith("event: end")) superseded = true;
          }
        });
        let gone = false;
        const end = () => {
          if (closing || gone) return;
          gone = true;
          ended[superseded ? "superseded" : "closed"] += 1;
          ended.ages.push(Math.round((performance.now() - openedAt) / 1000));
          tellDelivered();
        };
        response.once("end", end);
        response.once("error", end);
        response.once("close", end);
        resolve(200);
      },
    );
    outgoing.on("error", (error) => resolve(error.message));
    outgoing.end();
  });
}

let closing = false;

async function openAll(base: string, cookies: string[], inFlight: number) {
  const started = performance.now();
  const refused: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < cookies.length) {
      const status = await openStream(base, cookies[next++]!);
      if (status === 200) open += 1;
      else refused[String(status)] = (refused[String(status)] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  send({ type: "opened", open, refused, seconds: (performance.now() - started) / 1000 });
}

process.on("message", (message: ToStreams) => {
  if (message.type === "open") void openAll(message.base, message.cookies, message.inFlight);
  else if (message.type === "report") {
    const arrival = arrivals[message.event - 1];
    send({ type: "report", event: message.event, streams: arrival?.count ?? 0, last: arrival?.last ?? null, ended });
  } else {
    closing = true;
    for (const response of responses) response.destroy();
    agent.destroy();
    process.exit(0);
  }
});

// The balancer in front of the three servers: round robin over node:http with keep-alive
// connections to each. It retries a request on the next server only when it cannot have reached
// any handler: the connection was refused, or a reused keep-alive socket was reset before any
// response byte (req.reusedSocket && ECONNRESET, Node's documented pattern; a server may close an
// idle socket just as the proxy picks it). Anything else that goes wrong is a failed request.
import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";

export interface Target {
  name: string;
  port: number;
}

export interface TargetCounts {
  /** Requests handed to this server (a retried request counts at each server it was tried on). */
  sent: number;
  /** Answered with a status line and headers, whatever the status. */
  answered: number;
  /** Refused connections and resets of reused sockets: retried on the next server. */
  retried: number;
  /** Failed any other way (a reset mid-request, a response cut off): the client got a 502 or a cut body. */
  failed: number;
  /** The failures by error code. */
  failures: Record<string, number>;
}

export interface Proxy {
  url: string;
  counts(): Record<string, TargetCounts>;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade"]);

const forwardable = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

export async function startProxy(targets: readonly Target[]): Promise<Proxy> {
  const agents = new Map(targets.map((target) => [target.name, new Agent({ keepAlive: true, maxSockets: 64 })]));
  const counts: Record<string, TargetCounts> = Object.fromEntries(
    targets.map((target) => [target.name, { sent: 0, answered: 0, retried: 0, failed: 0, failures: {} }]),
  );
  let next = 0;

  const fail = (count: TargetCounts, code: string) => {
    count.failed += 1;
    count.failures[code] = (count.failures[code] ?? 0) + 1;
  };

  /** Attempt `tries` of a request whose round-robin turn is `turn`: each retry goes to the next server in line. */
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse, body: Buffer, turn: number, tries: number) => {
    const target = targets[(turn + tries) % targets.length]!;
    const count = counts[target.name]!;
    count.sent += 1;
    const forwardedFor = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = request({
      host: "127.0.0.1",
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      agent: agents.get(target.name),
      headers: { ...forwardable(incoming.headers), "x-forwarded-for": forwardedFor, "content-length": String(body.length) },
    });
    let answered = false;
    let clientGone = false;
    upstream.on("response", (response) => {
      answered = true;
      count.answered += 1;
      outgoing.writeHead(response.statusCode ?? 502, forwardable(response.headers));
      outgoing.flushHeaders();
      response.pipe(outgoing);
      response.on("close", () => {
        if (response.complete || clientGone) return;
        fail(count, "cut off mid-body");
        outgoing.destroy();
      });
    });
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (answered || clientGone) return; // a cut body is counted by the response's "close"
      const retryable = error.code === "ECONNREFUSED" || (upstream.reusedSocket && error.code === "ECONNRESET");
      if (retryable && tries + 1 < targets.length * 2) {
        count.retried += 1;
        return forward(incoming, outgoing, body, turn, tries + 1);
      }
      fail(count, `${upstream.reusedSocket ? "reused" : "new"} socket ${error.code ?? error.message}`);
      if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "text/plain" }).end(`proxy: ${error.code ?? error.message}`);
      else outgoing.destroy();
    });
    // The client went away (a stream closed by the drill): let the server know.
    outgoing.on("close", () => {
      if (outgoing.writableFinished) return;
      clientGone = true;
      upstream.destroy();
    });
    upstream.end(body);
  };

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => forward(incoming, outgoing, Buffer.concat(chunks), next++, 0));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("proxy has no port");

  return {
    url: `http://127.0.0.1:${address.port}`,
    counts: () => structuredClone(counts),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const agent of agents.values()) agent.destroy();
    },
  };
}

/** `after` minus `before`, per server. */
export function countsSince(before: Record<string, TargetCounts>, after: Record<string, TargetCounts>): Record<string, TargetCounts> {
  return Object.fromEntries(
    Object.entries(after).map(([name, now]) => {
      const then = before[name];
      const failures = Object.fromEntries(
        Object.entries(now.failures)
          .map(([code, n]): [string, number] => [code, n - (then?.failures[code] ?? 0)])
          .filter(([, n]) => n > 0),
      );
      return [
        name,
        {
          sent: now.sent - (then?.sent ?? 0),
          answered: now.answered - (then?.answered ?? 0),
          retried: now.retried - (then?.retried ?? 0),
          failed: now.failed - (then?.failed ?? 0),
          failures,
        },
      ];
    }),
  );
}

const formatFailures = (failures: Record<string, number>) =>
  Object.keys(failures).length
    ? ` (${Object.entries(failures)
        .map(([code, n]) => `${code} x${n}`)
        .join(", ")})`
    : "";

export const formatCounts = (counts: Record<string, TargetCounts>) =>
  Object.entries(counts)
    .map(
      ([name, c]) => `${name} sent ${c.sent} answered ${c.answered} retried ${c.retried} failed ${c.failed}${formatFailures(c.failures)}`,
    )
    .join("; ");

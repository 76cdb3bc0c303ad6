// docs/decisions/050: on SIGTERM a server behind a load balancer stops taking work and lets
// every client go, then exits. `server.close()` alone never gets there under steady keep-alive
// traffic: it stops the listener, but a socket that is busy at that moment stays open, and the
// responses it carries next do not say `Connection: close`, so its client keeps sending.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

export interface HttpDrain {
  /**
   * Stops accepting connections, answers every request from now on with `Connection: close`
   * (the socket closes once that response is written), closes idle keep-alive sockets, and ends
   * each busy socket once its last response is written. Resolves when no connection is left.
   */
  drain(): Promise<void>;
}

/**
 * How long a connection with nothing under way when the drain begins may still send a request:
 * it is answered (a /readyz poll sees 503) with `Connection: close`. Closing such a connection at
 * once, as Node's `closeIdleConnections()` does, fails a request already on its way to it.
 */
const IDLE_GRACE_MS = 1_000;

/** Call when the server is created, so every connection is tracked from its first request. */
export function drainable(server: Server): HttpDrain {
  let draining = false;
  const sockets = new Set<Socket>();
  /**
   * Each socket's latest response. A socket writes its responses in order, so it has work under way
   * exactly while this one is unwritten. One store per request: listening on every response for
   * its end cost every request more than the rest of this module (docs/decisions/052).
   */
  const latest = new WeakMap<Socket, ServerResponse>();
  const busy = (socket: Socket) => {
    const response = latest.get(socket);
    return response !== undefined && !response.writableFinished;
  };

  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  /** A connection with nothing under way while draining: its next request may come within the grace. */
  const closeWhenIdle = (socket: Socket) => {
    setTimeout(() => !busy(socket) && socket.destroy(), IDLE_GRACE_MS).unref();
  };

  const sayClose = (response: ServerResponse) => {
    // Node then ends the socket itself once this response is written.
    if (!response.headersSent) response.setHeader("Connection", "close");
  };

  // Before the app's own listener: a response written at once must already carry the header.
  server.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
    latest.set(request.socket, response);
    if (draining) sayClose(response);
  });

  return {
    drain() {
      draining = true;
      for (const socket of sockets) {
        const response = latest.get(socket);
        if (!response || response.writableFinished) {
          // Idle: closed after the grace (a request crossing that on the wire fails on a reused
          // socket, which clients retry elsewhere).
          closeWhenIdle(socket);
          continue;
        }
        sayClose(response);
        // A response whose headers had gone before the drain began could not say close: its
        // client may send one more request, answered with close; else the socket goes after the grace.
        response.once("close", () => closeWhenIdle(socket));
      }
      return new Promise<void>((resolve) => {
        // Stops the listener; the callback runs once the last connection has closed. Not
        // http.Server's close(), which (Node 19+) also closes every connection with no request
        // parsed yet, failing one whose first request is still on its way in.
        NetServer.prototype.close.call(server, () => resolve());
      });
    },
  };
}

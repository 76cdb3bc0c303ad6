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
 * How long a connection opened just before the drain may take to send its first request. Node's
 * `closeIdleConnections()` would close it at once, failing a request already on its way.
 */
const FIRST_REQUEST_GRACE_MS = 1_000;

/** Call when the server is created, so every connection is tracked from its first request. */
export function drainable(server: Server): HttpDrain {
  let draining = false;
  /** Every open connection; `used`: it has carried a request (kept alive since). */
  const sockets = new Map<Socket, { used: boolean }>();
  /** The responses each socket is still writing. */
  const open = new Map<Socket, Set<ServerResponse>>();

  server.on("connection", (socket: Socket) => {
    sockets.set(socket, { used: false });
    socket.once("close", () => sockets.delete(socket));
  });

  const sayClose = (response: ServerResponse) => {
    // Node then ends the socket itself once this response is written.
    if (!response.headersSent) response.setHeader("Connection", "close");
  };

  // Before the app's own listener: a response written at once must already carry the header.
  server.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const state = sockets.get(socket);
    if (state) state.used = true;
    const responses = open.get(socket) ?? new Set<ServerResponse>();
    responses.add(response);
    open.set(socket, responses);
    if (draining) sayClose(response);
    response.once("close", () => {
      responses.delete(response);
      if (responses.size > 0) return;
      open.delete(socket);
      // A response whose headers had gone before the drain began could not say close: its socket
      // is ended here, after the response was written, instead of waiting for the client's next request.
      if (draining) socket.end();
    });
  });

  return {
    drain() {
      draining = true;
      for (const responses of open.values()) for (const response of responses) sayClose(response);
      const closed = new Promise<void>((resolve) => {
        // Stops the listener; the callback runs once the last connection has closed. Not
        // http.Server's close(), which (Node 19+) also closes every connection with no request
        // parsed yet, failing one whose first request is still on its way in.
        NetServer.prototype.close.call(server, () => resolve());
      });
      for (const [socket, { used }] of sockets) {
        if (open.has(socket)) continue;
        // Kept alive with nothing under way: closed now (a request crossing this on the wire
        // fails on a reused socket, which clients retry elsewhere).
        if (used) socket.end();
        // Never used yet: its first request gets its answer and Connection: close, unless none comes.
        else setTimeout(() => !sockets.get(socket)?.used && socket.destroy(), FIRST_REQUEST_GRACE_MS).unref();
      }
      return closed;
    },
  };
}

import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";

/**
 * A TCP relay between the app's pool and a test PostgreSQL, so a test can take the database away
 * from one app without stopping the server other test files share (docs/decisions/016).
 */
export interface CuttableProxy {
  readonly port: number;
  /** Like a stopped server: open connections dropped, new ones refused (ECONNREFUSED). */
  cut(): Promise<void>;
  /** Like a host gone silent: open connections dropped, new ones accepted and never answered. */
  stall(): Promise<void>;
  /** Relays again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  let stalled = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (stalled) return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await listen(server, 0);
  const port = (server.address() as AddressInfo).port;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      dropAll();
    });

  return {
    port,
    cut: stopListening,
    async stall() {
      stalled = true;
      dropAll();
    },
    async restore() {
      stalled = false;
      dropAll(); // the silent connections of a stall
      if (!server.listening) await listen(server, port);
    },
    close: stopListening,
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
}

// What every check is handed: the three servers, the proxy in front of them, the mail sink, the
// database, and the demo people signed in.
import type pg from "pg";
import type { Proxy } from "./proxy";
import type { ServerProcess } from "./servers";
import type { SmtpSink } from "./smtp-sink";

export interface Drill {
  servers: ServerProcess[];
  proxy: Proxy;
  sink: SmtpSink;
  pool: pg.Pool;
  /** The copy of the build the servers run (the cache check edits a page in it). */
  release: string;
  /** Session cookies of the demo people, signed in through the proxy. */
  sessions: { client: string; cleaner: string; admin: string };
  /** How many times the drill made each task due itself, so the schedule check can allow for them. */
  forcedRuns: Map<string, number>;
}

/** The demo accounts (src/server/seed/demo-data.ts) and their published password. */
export const DEMO = {
  password: "tidyline-demo",
  client: "client@tidyline.test",
  cleaner: "cleaner@tidyline.test",
  admin: "admin@tidyline.test",
  /** Only the shared sign-in limit's wrong passwords use it. */
  guessed: "client2@tidyline.test",
} as const;

export const serverNamed = (drill: Drill, name: string) => {
  const server = drill.servers.find((candidate) => candidate.name === name);
  if (!server) throw new Error(`no server ${name}`);
  return server;
};

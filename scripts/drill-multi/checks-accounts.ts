// Sessions and sign-in limits live in the database, so every server sees the same ones.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEMO, type Drill } from "./drill";
import { call, signIn } from "./http";
import { rows } from "./database";

/** Three servers started at the same moment: all ready, the migrations applied once, the demo data loaded once. */
export async function startedTogether(drill: Drill, readyMs: number[]) {
  const journal = JSON.parse(readFileSync(join(drill.release, "drizzle", "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
  const [{ applied }] = (await rows<{ applied: number }>(
    drill.pool,
    "SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations",
  )) as [{ applied: number }];
  const [{ demoClients }] = (await rows<{ demoClients: number }>(
    drill.pool,
    `SELECT count(*)::int AS "demoClients" FROM clients WHERE email = $1`,
    [DEMO.client],
  )) as [{ demoClients: number }];
  const running = drill.servers.filter((server) => server.child.exitCode === null).length;
  return {
    passed: running === 3 && applied === journal.entries.length && demoClients === 1,
    figures: `${running}/3 running, ready after ${readyMs.map((ms) => `${ms} ms`).join(", ")}; ${applied}/${journal.entries.length} migrations recorded; demo client rows ${demoClients}`,
  };
}

/** A session made on A works on B and C; signing out on B ends it on A and C. */
export async function sessionsShared(drill: Drill) {
  const [a, b, c] = drill.servers as [Drill["servers"][0], Drill["servers"][0], Drill["servers"][0]];
  const { status, cookie } = await signIn(a.url, DEMO.client, DEMO.password);
  if (!cookie) throw new Error(`sign-in on ${a.name} -> ${status}`);
  // GET /api/me answers { viewer: null } when nobody is signed in.
  const me = async (server: typeof a) => {
    const { viewer } = (await (await call(server.url, "/api/me", { cookie })).json()) as { viewer: { email: string } | null };
    return viewer ? `signed in as ${viewer.email}` : "signed out";
  };
  const before = [await me(b), await me(c)];
  const signOut = await call(b.url, "/api/auth/sign-out", { method: "POST", cookie, json: {} });
  await signOut.arrayBuffer();
  const after = [await me(a), await me(c)];
  return {
    passed: before.every((s) => s === `signed in as ${DEMO.client}`) && signOut.ok && after.every((s) => s === "signed out"),
    figures: `signed in on ${a.name}; /api/me on ${b.name} ${before[0]}, ${c.name} ${before[1]}; sign-out on ${b.name} ${signOut.status}; then /api/me on ${a.name} ${after[0]}, ${c.name} ${after[1]}`,
  };
}

/**
 * docs/decisions/017: five wrong passwords for one account from one address, then that pair is
 * refused. Six spread over A, B, C, A, B, C: two per server, so only a shared count refuses the sixth.
 */
export async function signInLimitShared(drill: Drill) {
  // A documentation address (TEST-NET-2) of its own, as a client behind the balancer: the drill's other sign-ins do not count here.
  const headers = { "x-forwarded-for": "198.51.100.23" };
  const statuses: string[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const server = drill.servers[attempt % 3]!;
    const { status } = await signIn(server.url, DEMO.guessed, "not-the-password", headers);
    statuses.push(`${server.name} ${status}`);
  }
  const codes = statuses.map((entry) => entry.split(" ")[1]);
  return {
    passed: codes.slice(0, 5).every((code) => code === "401") && codes[5] === "429",
    figures: statuses.join(", "),
  };
}

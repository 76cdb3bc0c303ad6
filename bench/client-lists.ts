// Median latency of the client's list endpoints with the demo data (issue 4's closing note).
// In-process: the real app (createApp) over an embedded PGlite with the demo data loaded, signed
// in as the demo client; each endpoint gets warm-up requests, then sequential timed ones.
// Run: npx tsx bench/client-lists.ts   (the last line is the figure)
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/server/app";
import { memoryMessageBus } from "../src/server/features/messages/message-bus";
import { createAuth } from "../src/server/auth/auth";
import { openDatabase } from "../src/server/db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/server/seed/demo-data";
import { seedDemoData } from "../src/server/demo-seeding";
import { loadEnv } from "../src/server/env";
import { memoryMailbox } from "../src/server/lib/mailer";
import { createTestPaymentProvider } from "../src/server/lib/payment-provider";
import { localStorage } from "../src/server/lib/storage";
import { percentile } from "./shared";

/** The lists measured; add an endpoint here to measure it too. */
export const ENDPOINTS = [
  { name: "upcoming", path: "/api/client/jobs/upcoming" },
  { name: "billing", path: "/api/client/payments" },
] as const;
/** Session lookup alone (Better Auth + profile), measured in the same run: what every signed-in call pays. */
const BASELINE = { name: "session baseline", path: "/api/me" } as const;

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const ORIGIN = "http://localhost:3000";

async function main() {
  process.env.LOG_LEVEL ??= "silent";
  const dataDir = await mkdtemp(join(tmpdir(), "tidyline-bench-"));
  const database = await openDatabase({ memory: true });
  try {
    await database.migrate();
    const env = loadEnv({ NODE_ENV: "test", PUBLIC_URL: ORIGIN, DATA_DIR: dataDir });
    const mailer = memoryMailbox();
    const storage = localStorage(join(dataDir, "uploads"));
    const auth = createAuth({ db: database.db, env, mailer, secret: "tidyline-bench-secret-0123456789abcdef" });
    await seedDemoData({ auth, db: database.db, storage, env });
    const app = createApp({
      env,
      db: database.db,
      auth,
      mailer,
      storage,
      paymentProvider: createTestPaymentProvider(),
      messageBus: memoryMessageBus(),
    });

    const signIn = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.client.email, password: DEMO_PASSWORD }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");

    const medians: string[] = [];
    let baseline = "";
    for (const endpoint of [BASELINE, ...ENDPOINTS]) {
      const get = async () => {
        const response = await app.request(endpoint.path, { headers: { cookie } });
        if (response.status !== 200) throw new Error(`${endpoint.path}: ${response.status}`);
        await response.arrayBuffer();
      };
      for (let i = 0; i < WARM_UP; i++) await get();
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        await get();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = percentile(times, 50).toFixed(2);
      console.log(
        `${endpoint.name} (${endpoint.path}): ${REQUESTS} sequential requests, median ${median} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
      );
      if (endpoint !== BASELINE) medians.push(`${endpoint.name} ${median} ms`);
      else baseline = median;
    }
    console.log(`client lists median latency (demo data, in-process PGlite): ${medians.join(", ")} (session alone ${baseline} ms)`);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Run only as a script: importing the file (for ENDPOINTS) must not start a benchmark.
if (import.meta.url === `file://${process.argv[1]}`) await main();

// bench:notify's push sends per second (issue 41: "reuse the VAPID header: it is an ECDSA signature
// per send otherwise"): lib/push.ts's client sends encrypted pushes to a local push service that
// answers 201 (push-endpoint.ts, its own process), IN_FLIGHT at a time, for SECONDS per round, its
// VAPID header reused (one client for the round, as the server sends) or signed per send (a new
// client for each send, which has no header to reuse yet: docs/decisions/069).
// Rounds alternate, so both see the machine alike; the medians are compared.
import { fork } from "node:child_process";
import webPush from "web-push";
import { createPushClient, type PushTarget } from "../../src/server/lib/push";
import { browserKeys } from "../../src/server/test/push-service";
import { median } from "../shared";

const SECONDS = Number(process.env.BENCH_PUSH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_PUSH_ROUNDS ?? 3);
const IN_FLIGHT = 20;
/** Devices sent to in turn; one push service (one origin), as most of a site's Chrome users share FCM's. */
const DEVICES = 100;
const PAYLOAD = JSON.stringify({
  title: "Sam started your turnover",
  body: "Fri, Dec 18, 10:00 AM CST at 12 Oak St.",
  link: "/client/upcoming",
});

export interface PushFigures {
  reusedPerSecond: number;
  signedPerSecond: number;
  /** ES256 signatures the runs made: 1 per reused round, one per send otherwise. */
  reusedSignatures: number;
  signaturesPerSignedSend: number;
  /** What one send costs the sender apart from the network: the payload's encryption, and one signature. */
  encryptUs: number;
  signUs: number;
  failures: number;
}

function startEndpoint(port: number): Promise<{ base: string; stop: () => void }> {
  const child = fork("bench/notify/push-endpoint.ts", [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`push endpoint exited with ${code}`)));
    child.once("message", (message: { port: number }) =>
      resolve({ base: `http://127.0.0.1:${message.port}`, stop: () => child.disconnect() }),
    );
  });
}

/** Sends for SECONDS with IN_FLIGHT at once; the pushes per second and the client's signature count. */
async function round(targets: PushTarget[], signEachSend: boolean) {
  const keys = { ...webPush.generateVAPIDKeys(), subject: "mailto:bench@example.test" };
  const shared = createPushClient({ keys, allowPrivate: true });
  const stopAt = performance.now() + SECONDS * 1000;
  let sent = 0;
  let failures = 0;
  let signatures = 0;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const client = signEachSend ? createPushClient({ keys, allowPrivate: true }) : shared;
      const result = await client.send(targets[sent % targets.length]!, PAYLOAD);
      if (signEachSend) signatures += client.signatures;
      if (result.kind === "delivered") sent += 1;
      else failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const perSecond = sent / ((performance.now() - started) / 1000);
  return { perSecond, signatures: signEachSend ? signatures : shared.signatures, sent: sent + failures, failures };
}

function microseconds(times: number, work: () => unknown): number {
  for (let index = 0; index < 50; index++) work();
  const started = performance.now();
  for (let index = 0; index < times; index++) work();
  return ((performance.now() - started) * 1000) / times;
}

export async function measurePush(port: number): Promise<PushFigures> {
  const endpoint = await startEndpoint(port);
  try {
    const targets = Array.from({ length: DEVICES }, (_, index) => {
      const { p256dh, auth } = browserKeys();
      return { endpoint: `${endpoint.base}/push/device-${index}`, p256dh, auth };
    });
    await round(targets, false); // warm-up: sockets, code paths
    const reused: Awaited<ReturnType<typeof round>>[] = [];
    const signed: Awaited<ReturnType<typeof round>>[] = [];
    for (let index = 0; index < ROUNDS; index++) {
      reused.push(await round(targets, false));
      signed.push(await round(targets, true));
    }
    const keys = webPush.generateVAPIDKeys();
    const target = targets[0]!;
    return {
      reusedPerSecond: median(reused.map((run) => run.perSecond)),
      signedPerSecond: median(signed.map((run) => run.perSecond)),
      reusedSignatures: Math.max(...reused.map((run) => run.signatures)),
      signaturesPerSignedSend: Math.min(...signed.map((run) => run.signatures / run.sent)),
      encryptUs: microseconds(2_000, () => webPush.encrypt(target.p256dh, target.auth, PAYLOAD, "aes128gcm")),
      signUs: microseconds(2_000, () =>
        webPush.getVapidHeaders(endpoint.base, "mailto:bench@example.test", keys.publicKey, keys.privateKey, "aes128gcm"),
      ),
      failures: [...reused, ...signed].reduce((sum, run) => sum + run.failures, 0),
    };
  } finally {
    endpoint.stop();
  }
}

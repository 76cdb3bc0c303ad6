// docs/decisions/069: the VAPID pair's settings, the pair generated once into DATA_DIR, and the
// start refused when servers would share a database with pairs of their own.
import { existsSync } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import webPush from "web-push";
import { afterAll, describe, expect, it } from "vitest";
import { EnvError, loadEnv, settingWarnings } from "./env";
import { openRuntime } from "./runtime";
import { vapidKeysOf } from "./lib/vapid-keys";

const dataDir = await mkdtemp(join(tmpdir(), "tidyline-vapid-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const pair = webPush.generateVAPIDKeys();
const keys = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };

function refusal(source: Record<string, string>): string {
  try {
    loadEnv(source);
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).message;
  }
}

describe("VAPID settings", () => {
  it("takes both keys, with a subject of mailto: SUPPORT_EMAIL unless VAPID_SUBJECT says otherwise", () => {
    expect(vapidKeysOf(loadEnv({ ...keys, SUPPORT_EMAIL: "help@tidyline.example" }))).toEqual({
      publicKey: pair.publicKey,
      privateKey: pair.privateKey,
      subject: "mailto:help@tidyline.example",
    });
    expect(vapidKeysOf(loadEnv({ ...keys, VAPID_SUBJECT: "https://tidyline.example/contact" })).subject).toBe(
      "https://tidyline.example/contact",
    );
  });

  it("stops the start with only one key, a key of the wrong length, or a subject push services cannot write to", () => {
    expect(refusal({ VAPID_PUBLIC_KEY: pair.publicKey })).toContain(
      "VAPID_PRIVATE_KEY: must be set with the other VAPID key (both or neither)",
    );
    expect(refusal({ VAPID_PRIVATE_KEY: pair.privateKey })).toContain("VAPID_PUBLIC_KEY: must be set with the other VAPID key");
    expect(refusal({ ...keys, VAPID_PUBLIC_KEY: pair.privateKey })).toContain("VAPID_PUBLIC_KEY: must be 65 bytes");
    expect(refusal({ ...keys, VAPID_PRIVATE_KEY: "abc+/=" })).toContain("VAPID_PRIVATE_KEY: must be the URL-safe base64 private key");
    expect(refusal({ VAPID_SUBJECT: "http://tidyline.example" })).toContain("VAPID_SUBJECT: must be a mailto: address or an https:// URL");
  });

  it("lets push addresses be private only when ALLOW_PRIVATE_PUSH_ENDPOINTS=true outside production, with a warning", () => {
    expect(loadEnv({}).allowPrivatePushEndpoints).toBe(false);
    const env = loadEnv({ NODE_ENV: "test", ALLOW_PRIVATE_PUSH_ENDPOINTS: "true" });
    expect(env.allowPrivatePushEndpoints).toBe(true);
    expect(settingWarnings(env)).toEqual([expect.stringMatching(/^ALLOW_PRIVATE_PUSH_ENDPOINTS=true: push addresses may be plain http/)]);
    expect(refusal({ NODE_ENV: "production", ALLOW_PRIVATE_PUSH_ENDPOINTS: "true" })).toMatch(
      /ALLOW_PRIVATE_PUSH_ENDPOINTS: true would let a browser's push address reach this server's own network, and is refused in production/,
    );
  });
});

describe("the pair kept in DATA_DIR", () => {
  it("is generated once, readable by this process only, and the same at every start", async () => {
    const env = loadEnv({ DATA_DIR: dataDir });
    const first = vapidKeysOf(env);
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
    expect((await stat(join(dataDir, "vapid-keys.json"))).mode & 0o777).toBe(0o600);
    expect(vapidKeysOf(loadEnv({ DATA_DIR: dataDir }))).toEqual(first);
  });

  it("is not used when the keys are set", () => {
    expect(vapidKeysOf(loadEnv({ DATA_DIR: dataDir, ...keys })).publicKey).toBe(pair.publicKey);
  });
});

describe("a server on a shared database (DATABASE_URL)", () => {
  it("refuses to start without the keys, before opening anything, naming both settings", async () => {
    const fresh = join(dataDir, "shared");
    const env = loadEnv({ NODE_ENV: "test", DATA_DIR: fresh, DATABASE_URL: "postgres://tidy@127.0.0.1:1/tidyline" });
    const failure: unknown = await openRuntime(env).then(
      () => new Error("the start went ahead"),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(EnvError);
    expect((failure as EnvError).message).toMatch(/^VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set when DATABASE_URL is/);
    expect(existsSync(join(fresh, "vapid-keys.json"))).toBe(false);
  });
});

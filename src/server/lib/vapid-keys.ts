// docs/decisions/069: the VAPID pair every push is signed with. The browser's subscription names the
// public key, so the pair must outlive restarts and be the same on every server of one database.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import webPush from "web-push";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: where a push service can reach whoever runs this server. */
  subject: string;
}

/** The settings (env.ts) the keys come from. */
export interface VapidSettings {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  vapidSubject: string;
  DATA_DIR: string;
}

const KEYS_FILE = "vapid-keys.json";

/**
 * The keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or the pair generated once into DATA_DIR
 * (fine for a single server: runtime.ts stops a shared database's servers without them).
 */
export function vapidKeysOf(env: VapidSettings): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.vapidSubject };
  const dataDir = resolve(env.DATA_DIR);
  const file = join(dataDir, KEYS_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // "wx": two processes starting at once on one DATA_DIR keep the first pair written.
    try {
      writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const stored = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: env.vapidSubject };
}

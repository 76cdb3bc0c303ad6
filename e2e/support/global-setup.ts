import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { request, type FullConfig } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signInViaApi, storageStateOf, type Role } from "./accounts";
import { setFeatureFlag } from "./admin-setup";

/** Signs each demo account in once for the whole run (see storageStateOf). Runs after the web server is up. */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
  for (const role of Object.keys(DEMO) as Role[]) {
    const context = await request.newContext({ baseURL });
    await signInViaApi(context, baseURL, DEMO[role].email, DEMO_PASSWORD);
    const path = storageStateOf(role);
    mkdirSync(dirname(path), { recursive: true });
    await context.storageState({ path });
    // docs/decisions/055: the demo offers new jobs to cleaners one at a time; every journey but the
    // dispatch journey (which runs last and turns it on) books jobs for the open board (spec 4).
    if (role === "admin") await setFeatureFlag(context, baseURL, "auto_assign", false);
    await context.dispose();
  }
}

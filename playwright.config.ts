import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The journeys run against the built app (`npm run test:e2e` builds first), started as `npm start`
// starts it, on a database that exists only for this run (docs/architecture.md section 8).
// E2E_PORT: two runs side by side on one machine (each its own server and database).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://localhost:${PORT}`;

// This file is evaluated again in every worker; they inherit E2E_RUN_DIR from the runner, so all
// share the one directory. It is removed when the runner exits: later than a globalTeardown,
// which Playwright runs while the web server is still up and writing to it.
if (!process.env.E2E_RUN_DIR) {
  const runDir = mkdtempSync(join(tmpdir(), "tidyline-e2e-"));
  process.env.E2E_RUN_DIR = runDir;
  process.once("exit", () => rmSync(runDir, { recursive: true, force: true }));
}
const RUN_DIR = process.env.E2E_RUN_DIR;

// No browser downloads here: Debian's Chromium (docs/architecture.md section 1).
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The journeys that switch automatic assignment on (docs/decisions/055): the dispatch project's. */
const DISPATCH_JOURNEYS = /(dispatch|notification-bell)\.spec\.ts/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  timeout: 60_000,
  // Password hashing makes sign-up and sign-in take a moment on a small machine.
  expect: { timeout: 10_000 },
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      // docs/decisions/055: the journeys run with automatic assignment off (global-setup.ts): a job
      // they book waits on the open board, as spec 4 has it. The journeys that need offers (dispatch,
      // and the bell told of an accepted offer) run after them all, with it on, so no other journey's
      // jobs are offered away meanwhile.
      testIgnore: DISPATCH_JOURNEYS,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
      },
    },
    {
      name: "dispatch",
      testMatch: DISPATCH_JOURNEYS,
      dependencies: ["chromium"],
      // One at a time: each switches automatic assignment on for its own bookings and off at its end.
      workers: 1,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: "node dist/server/index.js",
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: join(RUN_DIR, "data"),
      DEMO_DATA: "on",
      LOG_LEVEL: "silent",
      BUILD_SHA: "e2etest1234567",
      // Empty means unset to the server (env.ts): whatever the shell holds, this run uses the fresh
      // embedded database, the local mailbox and http://localhost:4173 as its own origin.
      NODE_ENV: "",
      DATABASE_URL: "",
      SMTP_URL: "",
      PUBLIC_URL: "",
      // The journeys' set-up accounts arrive as other people would, each from its own address
      // (support/accounts.ts); the browser's own requests carry no X-Forwarded-For and count as
      // 127.0.0.1, so the sign-up journeys still meet the real per-address limits.
      TRUST_PROXY: "true",
      // docs/decisions/054: the calendar journey serves its rental calendar from a local server.
      ALLOW_PRIVATE_CALENDAR_URLS: "true",
      // docs/decisions/069: the push journey's push service is a local server of its own.
      ALLOW_PRIVATE_PUSH_ENDPOINTS: "true",
    },
  },
});

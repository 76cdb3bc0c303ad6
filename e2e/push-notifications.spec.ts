import { expect, test } from "@playwright/test";
import { browserKeys, decryptPush, startTestPushService, type TestPushService } from "../src/server/test/push-service";
import { createClientWithUnit, signInViaApi, storageStateOf } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { bookViaApi, dateFromToday, originOf } from "./support/booking";
import { expectToast } from "./support/ui";

// docs/decisions/069: a client turns on push on /profile and receives one when Sam claims their job.
// Chromium cannot reach a real push service here, so the browser's permission is granted by the test
// and PushManager.subscribe answers a subscription of the test's own push service (a local server,
// allowed by ALLOW_PRIVATE_PUSH_ENDPOINTS in playwright.config.ts); the server's push reaches it
// encrypted, and only the keys this "browser" holds read it.

let service: TestPushService;
test.beforeAll(async () => {
  service = await startTestPushService();
});
test.afterAll(async () => {
  await service.close();
});

test("a client turns on push on this device, is pushed when Sam claims their job, removes the device, and signing out removes it too", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const street = `${Math.floor(Math.random() * 9000) + 1000} Pushing Way`;
  const { account, unitId } = await createClientWithUnit(page.request, baseURL!, {
    label: "push",
    fullName: "Parker Pusher",
    unit: { label: "Bell Loft", fullAddress: `${street}, Boston, MA 02118` },
  });

  // The browser's side: its keys, and a subscription at the test's push service.
  const keys = browserKeys();
  const endpoint = service.endpoint(`client-${Date.now()}`);
  await page.context().grantPermissions(["notifications"], { origin: new URL(baseURL!).origin });
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: null, userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: () => Promise.resolve(true),
        getKey: () => null,
      };
      PushManager.prototype.subscribe = () => Promise.resolve(subscription as unknown as PushSubscription);
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.auth },
  );

  // /profile → Push notifications: nothing yet, then the button.
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Push notifications" });
  await expect(section.getByText("No devices receive notifications yet.")).toBeVisible();
  await section.getByRole("button", { name: "Turn on notifications on this device" }).click();
  await expectToast(page, "Notifications are on for this device");
  await expect(section.getByRole("status")).toHaveText("Notifications are on for this device");
  const devices = section.getByRole("list", { name: "Your devices" }).getByRole("listitem");
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText("Chrome on");
  await expect(devices.first()).toContainText("This device");
  await expect(devices.first()).toContainText("Not notified yet");
  // The worker the button registered is the site's own, for the whole site.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration("/").then((found) => found?.active?.scriptURL ?? null))).toBe(
    `${new URL(baseURL!).origin}/push-sw.js`,
  );
  await expectNoSeriousAxeViolations(page);

  // An event: Sam claims the client's job; the client's job updates go by push.
  const jobId = await bookViaApi(page.request, baseURL!, {
    unitId,
    date: dateFromToday(6),
    slot: "10:00",
    timeZone: "America/New_York",
  });
  const sam = await browser.newContext({ storageState: storageStateOf("cleaner") });
  const claim = await sam.request.post("/api/cleaner/claims", { data: { jobId }, headers: originOf(baseURL!) });
  expect(claim.status(), await claim.text()).toBe(201);
  await sam.close();

  const path = new URL(endpoint).pathname;
  await expect(() => expect(service.received.filter((push) => push.path === path)).toHaveLength(1)).toPass({ timeout: 45_000 });
  const push = service.received.find((entry) => entry.path === path)!;
  expect(push.headers.authorization).toMatch(/^vapid t=\S+, k=\S+$/);
  const payload = JSON.parse(decryptPush(push.body, keys)) as { title: string; body: string; link: string; tag: string };
  expect(payload.title).toContain("Sam");
  expect(payload.title).toContain("claimed");
  expect(payload.link).toMatch(/^\//);
  expect(payload.tag).toMatch(/^[0-9a-f-]{36}$/);
  expect(JSON.stringify(payload)).not.toContain("Rivera");

  // The device list says it was notified; then the client removes it, after a confirmation.
  await page.reload();
  await expect(devices.first()).toContainText("Last notified");
  await devices
    .first()
    .getByRole("button", { name: /^Remove/ })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Remove this device?" });
  await expect(dialog).toContainText("will no longer receive notifications.");
  await dialog.getByRole("button", { name: "Remove device" }).click();
  await expectToast(page, "Device removed");
  await expect(section.getByText("No devices receive notifications yet.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Turn on notifications on this device" })).toBeVisible();

  // Signing out ends this browser's pushes (a shared computer): turned on again, then signed out,
  // the device is gone from the account when the client signs back in.
  await section.getByRole("button", { name: "Turn on notifications on this device" }).click();
  await expect(devices).toHaveCount(1);
  await page.getByRole("button", { name: /account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await signInViaApi(page.request, baseURL!, account.email, account.password);
  await page.goto("/profile");
  await expect(section.getByText("No devices receive notifications yet.")).toBeVisible();
});

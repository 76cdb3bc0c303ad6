import { expect, test, type Page } from "@playwright/test";
import { createClientWithUnit, storageStateOf } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { bookViaApi, dateFromToday, originOf } from "./support/booking";
import { expectToast } from "./support/ui";

// docs/decisions/070: a client verifies their mobile number with the code texted to it (read here in
// /dev/mailbox, where texts go without Twilio), then an event of theirs (Sam claims their job) texts
// them; a STOP replied from the mailbox turns texts off and /profile says so.

/** A number no other run uses: 415 and a random exchange and line. */
function freshNumber() {
  const exchange = 200 + Math.floor(Math.random() * 700);
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
  return { typed: `415${exchange}${line}`, shown: `(415) ${exchange}-${line}` };
}

/** The newest text to `shown` on /dev/mailbox, waiting for the runner's next delivery if need be. */
async function newestTextTo(page: Page, shown: string, containing: RegExp, notContaining?: RegExp) {
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: "Mailbox", level: 1 })).toBeVisible();
  const text = page
    .getByRole("article", { name: `Text to ${shown}` })
    .filter({ hasText: containing, ...(notContaining ? { hasNotText: notContaining } : {}) })
    .first();
  await expect(async () => {
    if (!(await text.isVisible())) await page.getByRole("button", { name: "Refresh" }).click();
    await expect(text).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  return text;
}

test("a client verifies their phone with the texted code, is texted when Sam claims their job, and replying STOP turns texts off", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const street = `${Math.floor(Math.random() * 9000) + 1000} Texting Way`;
  const { unitId } = await createClientWithUnit(page.request, baseURL!, {
    label: "texts",
    fullName: "Riley Texter",
    unit: { label: "Signal Loft", fullAddress: `${street}, Boston, MA 02118` },
  });
  const number = freshNumber();

  // /profile → Text messages: the number, Send code.
  await page.goto("/profile");
  const phoneField = page.getByLabel("Mobile number");
  await phoneField.fill(number.typed);
  await page.getByRole("button", { name: "Send code" }).click();
  await expectToast(page, "Code sent");
  await expect(page.getByText("Not verified")).toBeVisible();

  // The code, read from the text in /dev/mailbox.
  const mailbox = await page.context().newPage();
  const codeText = await newestTextTo(mailbox, number.shown, /Your Tidyline code is \d{6}/);
  const code = /code is (\d{6})/.exec((await codeText.textContent()) ?? "")?.[1];
  expect(code).toMatch(/^\d{6}$/);

  // A wrong code first: the screen says so and counts down.
  const codeField = page.getByLabel("Code from the text");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await codeField.fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not right. 4 tries left.")).toBeVisible();
  await codeField.fill(code!);
  await codeField.press("Enter");
  await expectToast(page, "Phone number verified");
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByLabel(`Your number: ${number.shown}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // An event: Sam claims the client's job; the client's job updates go by text.
  const jobId = await bookViaApi(page.request, baseURL!, {
    unitId,
    date: dateFromToday(5),
    slot: "14:00",
    timeZone: "America/New_York",
  });
  const sam = await browser.newContext({ storageState: storageStateOf("cleaner") });
  const claim = await sam.request.post("/api/cleaner/claims", { data: { jobId }, headers: originOf(baseURL!) });
  expect(claim.status(), await claim.text()).toBe(201);
  await sam.close();
  const claimed = await newestTextTo(mailbox, number.shown, /\S/, /Tidyline code/);
  await expect(claimed).toContainText("Sam");
  await expect(claimed).toContainText(new RegExp(`${baseURL}/\\S+`));
  await expect(claimed).not.toContainText("Rivera");

  // STOP from the phone (the mailbox's reply): texts are off, and /profile says how to turn them back on.
  await claimed.getByRole("button", { name: "Reply STOP" }).click();
  await expectToast(mailbox, `Replied STOP from ${number.shown}`);
  await page.bringToFront();
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "You replied STOP, so texts are off." })).toHaveText(
    "You replied STOP, so texts are off. Reply START to (555) 555-0100 to turn them back on.",
  );
});

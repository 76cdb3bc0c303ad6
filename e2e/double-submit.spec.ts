import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import {
  approveCleanerAsAdmin,
  completeJobAsAdmin,
  dayFromToday,
  freshClientWithJobs,
  freshPendingCleaner,
  uniqueStreet,
} from "./support/admin-setup";
import { expectToast } from "./support/ui";

// issue 18, docs/decisions/025: a click does a thing once and says what happened. Each button is
// double-clicked: one row is made, the toast is the first click's success, and no error toast
// follows (the second request carries the same Idempotency-Key and gets the first answer back).

/** Counts the page's POSTs to `path`, so the journey knows both clicks reached the server and waits for both answers. */
function watchPosts(page: Page, path: RegExp) {
  const posts = { sent: 0, answered: 0, replayed: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && path.test(new URL(request.url()).pathname)) posts.sent += 1;
  });
  page.on("response", (response) => {
    if (response.request().method() !== "POST" || !path.test(new URL(response.url()).pathname)) return;
    posts.answered += 1;
    if (response.headers()["idempotent-replayed"] === "true") posts.replayed += 1;
  });
  return posts;
}

/**
 * Double-clicks `button`, as an impatient person does. A dblclick's second press can land after
 * the button is disabled; two clicks in one task always reach the handler twice.
 */
async function doubleClick(button: Locator) {
  await expect(button).toBeEnabled();
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

/** Both answers are in, the second was the first one replayed, and no error toast was shown. */
async function expectOneAnswer(page: Page, posts: { sent: number; answered: number; replayed: number }) {
  await expect.poll(() => posts.answered).toBe(posts.sent);
  expect(posts.sent).toBe(2);
  expect(posts.replayed).toBe(1);
  await expect(page.locator("[data-sonner-toast][data-type='error']")).toHaveCount(0);
}

async function adminPage(browser: Browser) {
  return (await browser.newContext({ storageState: storageStateOf("admin") })).newPage();
}

test("Book Cleaning double-clicked books one cleaning", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await freshClientWithJobs(context.request, baseURL!, {
    label: "double-book",
    fullName: "Dana Double",
    address: `${uniqueStreet("Twice Terrace")}, Boston, MA 02108`,
    bookings: [],
  });
  const page = await context.newPage();
  const posts = watchPosts(page, /^\/api\/client\/jobs$/);
  await page.goto("/client/new-job");
  await page.getByLabel("Cleaning Type").selectOption("Standard Clean");
  await page.getByLabel("Date").fill(dayFromToday(4));
  await page.getByLabel("Time Slot").selectOption({ label: "8-10 AM" });
  await doubleClick(page.getByRole("button", { name: "Book Cleaning" }));
  await expectToast(page, "Cleaning booked!");
  await expectOneAnswer(page, posts);
  const { jobs } = (await (await context.request.get("/api/client/jobs/upcoming")).json()) as { jobs: unknown[] };
  expect(jobs).toHaveLength(1);
  await context.close();
});

test("Claim This Job double-clicked claims it once and says Job Claimed!, not 'already claimed'", async ({ browser, baseURL }) => {
  const admin = await adminPage(browser);
  const cleanerContext = await browser.newContext();
  const cleaner = await freshPendingCleaner(cleanerContext.request, baseURL!, { label: "double-claim", fullName: "Casey Twiceclick" });
  await approveCleanerAsAdmin(admin.request, baseURL!, cleaner.email);
  const zip = String(Math.floor(Math.random() * 9000) + 90000);
  const clientContext = await browser.newContext();
  await freshClientWithJobs(clientContext.request, baseURL!, {
    label: "double-claim-client",
    fullName: "Riley Posted",
    address: `${uniqueStreet("Claim Court")}, Boston, MA ${zip}`,
    bookings: [{ days: 3, slot: "10:00" }],
  });
  await clientContext.close();

  const page = await cleanerContext.newPage();
  const posts = watchPosts(page, /^\/api\/cleaner\/claims$/);
  await page.goto("/cleaner/open-jobs");
  await expect(page.getByRole("heading", { name: "Open Jobs", level: 1 })).toBeVisible();
  await page.getByLabel("Search").fill(zip);
  const card = page.getByRole("article").filter({ hasText: `Boston, MA ${zip}` });
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: "Claim This Job" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Claim this job?" });
  await doubleClick(confirm.getByRole("button", { name: "Claim This Job" }));
  await expectToast(page, "Job Claimed!");
  await expectOneAnswer(page, posts);
  const { counts } = (await (await cleanerContext.request.get("/api/cleaner/assignments")).json()) as { counts: { all: number } };
  expect(counts.all).toBe(1);
  await cleanerContext.close();
  await admin.context().close();
});

test("Approve and Mark paid double-clicked each change once and report their success", async ({ browser, baseURL }) => {
  const page = await adminPage(browser);
  const cleanerContext = await browser.newContext();
  const cleaner = await freshPendingCleaner(cleanerContext.request, baseURL!, { label: "double-approve", fullName: "Jamie Twice" });
  await cleanerContext.close();

  // Approve, double-clicked in the reason dialog.
  const approvals = watchPosts(page, /^\/api\/admin\/cleaners\/[^/]+\/approve$/);
  await page.goto("/admin/cleaners");
  await page.getByLabel("Search", { exact: true }).fill(cleaner.email);
  const row = page.getByRole("table").getByRole("row").filter({ hasText: cleaner.email });
  await expect(row).toContainText("Pending");
  await row.getByRole("button", { name: "Approve Jamie Twice" }).click();
  const dialog = page.getByRole("dialog", { name: "Approve Jamie Twice?" });
  await dialog.getByLabel("Reason").fill("Checked twice, approved once.");
  await doubleClick(dialog.getByRole("button", { name: "Approve" }));
  await expectToast(page, "Cleaner approved", "Jamie Twice is now Active and has been emailed.");
  await expectOneAnswer(page, approvals);

  const { rows } = (await (await page.request.get(`/api/admin/cleaners?search=${encodeURIComponent(cleaner.email)}`)).json()) as {
    rows: { cleanerId: string }[];
  };
  const cleanerId = rows[0]!.cleanerId;
  const historyOf = async () =>
    ((await (await page.request.get(`/api/admin/cleaners/${cleanerId}`)).json()) as { history: { action: string }[] }).history;
  expect((await historyOf()).filter((change) => change.action === "cleaner.approved")).toHaveLength(1);

  // A completed job of theirs, then Mark paid double-clicked in its confirmation.
  const clientContext = await browser.newContext();
  const { jobs } = await freshClientWithJobs(clientContext.request, baseURL!, {
    label: "double-paid-client",
    fullName: "Morgan Payer",
    address: `${uniqueStreet("Paid Place")}, Boston, MA 02108`,
    bookings: [{ days: 2, slot: "16:00" }],
  });
  await clientContext.close();
  await completeJobAsAdmin(page.request, baseURL!, jobs[0]!.jobId, cleaner.email);

  const markings = watchPosts(page, /^\/api\/admin\/payouts\/[^/]+\/mark-paid$/);
  await page.goto("/admin/payouts");
  await page.getByLabel("Search", { exact: true }).fill(cleaner.email);
  await page.getByLabel("Status", { exact: true }).selectOption("pending");
  const payoutRow = page.getByRole("table").locator("tbody").getByRole("row").filter({ hasText: cleaner.email });
  const period = (await payoutRow.getByRole("cell").nth(0).textContent())!;
  await payoutRow.getByRole("button", { name: `Mark paid Jamie Twice, ${period}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Mark Jamie Twice's ${period} payouts paid?` });
  await doubleClick(confirm.getByRole("button", { name: "Mark paid" }));
  await expectToast(page, "Payouts marked paid", /Marked 1 payout of Jamie Twice for .+ paid/);
  await expectOneAnswer(page, markings);
  // No "Nothing to mark paid" after it, and one payment recorded in the audit log.
  await expect(page.getByText(/Nothing to mark paid/)).toHaveCount(0);
  expect((await historyOf()).filter((change) => change.action === "payouts.marked_paid")).toHaveLength(1);
  await page.context().close();
});

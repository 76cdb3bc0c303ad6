import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";
import { approveCleanerAsAdmin, assignJobAsAdmin, freshClientWithJobs, freshPendingCleaner, uniqueStreet } from "./support/admin-setup";
import { waitForEmail } from "./support/mail";
import { signInWithForm } from "./support/ui";

// docs/decisions/026 (issue 18): an admin puts a new cleaner on a job; the cleaner's email carries
// the unit's notes and a link to the assignment. Opened signed out, the link lands on /signin,
// which returns there after signing in; another role, or a link off the site, goes to the dashboard.
const NOTES = "Side gate code 2468; the dog, Pepper, is friendly.";

test("a cleaner follows the assignment email's link, signs in and lands on that assignment with the unit's notes", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const street = uniqueStreet("Email Link Lane");
  const clientRequest = await playwright.request.newContext({ baseURL });
  const { jobs } = await freshClientWithJobs(clientRequest, baseURL!, {
    label: "email-link-client",
    fullName: "Quinn Linkson",
    address: `${street}, Boston, MA 02108`,
    notes: NOTES,
    bookings: [{ days: 6, slot: "10:00" }],
  });
  const cleanerRequest = await playwright.request.newContext({ baseURL });
  const cleaner = await freshPendingCleaner(cleanerRequest, baseURL!, { label: "email-link-cleaner", fullName: "Lee Linkfollower" });
  const adminRequest = await playwright.request.newContext({ baseURL, storageState: storageStateOf("admin") });
  const cleanerId = await approveCleanerAsAdmin(adminRequest, baseURL!, cleaner.email);
  await assignJobAsAdmin(adminRequest, baseURL!, jobs[0]!.jobId, cleanerId);

  const email = await waitForEmail(adminRequest, cleaner.email, /^You have a new job: Standard Clean on /);
  expect(email.text).toContain(`Where: ${street}, Boston, MA 02108`);
  expect(email.text).toContain(`Unit notes:\n${NOTES}`);
  const link = email.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toContain(`/cleaner/assignments?job=${jobs[0]!.jobId}`);
  const target = new URL(link!);

  // Signed out, the link lands on /signin carrying it; signing in returns there.
  await page.goto(target.pathname + target.search);
  await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("next") === target.pathname + target.search);
  await signInWithForm(page, cleaner.email, cleaner.password);
  await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.search === target.search);
  const card = page.getByRole("article").filter({ hasText: street });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Unit notes");
  await expect(card).toContainText(NOTES);
  await Promise.all([clientRequest.dispose(), cleanerRequest.dispose(), adminRequest.dispose()]);
});

test("a link the role may not see, or one off the site, goes to the role's dashboard after signing in", async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const { account } = await freshClientWithJobs(request, baseURL!, {
    label: "email-link-other",
    fullName: "Rio Elsewhere",
    address: `${uniqueStreet("Elsewhere St")}, Boston, MA 02108`,
    bookings: [],
  });
  await request.dispose();

  await page.goto("/cleaner/assignments?job=1");
  await expect(page).toHaveURL(/\/signin\?next=/);
  await signInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/client\/dashboard$/);

  await page.context().clearCookies();
  await page.goto("/signin?next=//evil.example/steal");
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  await signInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/client\/dashboard$/);
});

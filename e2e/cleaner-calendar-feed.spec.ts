import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";

// decision 028: the calendar link is kept hashed, so the screen shows it once, right after it is
// made, with Copy; afterwards it says a link is active and offers Regenerate, which voids the old one.
test.use({ storageState: storageStateOf("cleaner") });

test("create the calendar link, see it once, then regenerate it; the old link stops working", async ({ page }) => {
  await page.goto("/cleaner/calendar");
  await expect(page.getByText("Subscribe in your calendar app")).toBeVisible();
  const card = page.getByRole("main");
  const create = card.getByRole("button", { name: "Create calendar link" });
  const active = card.getByText("Your calendar link is active.");
  await expect(create.or(active)).toBeVisible();
  // A run before this one on the same data may have made it already: regenerate instead.
  if (await active.isVisible()) {
    await card.getByRole("button", { name: "Regenerate" }).click();
    await page.getByRole("alertdialog", { name: "Regenerate your calendar link?" }).getByRole("button", { name: "Regenerate" }).click();
  } else await create.click();

  const link = card.getByRole("textbox", { name: "Calendar link" });
  await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(card.getByRole("button", { name: "Copy" })).toBeVisible();
  await expect(card).toContainText("shown only once");
  const first = await link.inputValue();
  expect((await page.request.get(first)).status()).toBe(200);

  // After a reload the link cannot be shown again: the card says it is active.
  await page.reload();
  await expect(active).toBeVisible();
  await expect(card.getByRole("textbox", { name: "Calendar link" })).toHaveCount(0);

  await card.getByRole("button", { name: "Regenerate" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Regenerate your calendar link?" });
  await confirm.getByRole("button", { name: "Regenerate" }).click();
  await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const second = await link.inputValue();
  expect(second).not.toBe(first);
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);
});

import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/accounts";

// spec 2 and 5: one job's conversation, open at once in the cleaner's portal and the client's
// dialog; each side's message arrives in the other without a reload.
test("Sam and Jordan talk on the Deep Clean's thread, live both ways", async ({ browser }) => {
  const sam = await (await browser.newContext({ storageState: storageStateOf("cleaner") })).newPage();
  const jordan = await (await browser.newContext({ storageState: storageStateOf("client") })).newPage();
  const stamp = Date.now().toString(36);

  // The client opens the thread from the upcoming Deep Clean Sam is assigned to.
  await jordan.goto("/client/upcoming");
  const job = jordan
    .getByRole("list", { name: "Upcoming appointments" })
    .getByRole("listitem")
    .filter({ has: jordan.getByRole("heading", { name: "Deep Clean" }) });
  await job.getByRole("button", { name: /Message/ }).click();
  const dialog = jordan.getByRole("dialog", { name: "Messages with Sam Rivera" });
  await expect(dialog.getByRole("log", { name: "Messages" })).toContainText("The fridge is no problem.");

  // The cleaner opens the same thread from the list.
  await sam.goto("/cleaner/messages");
  await expect(sam.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await sam
    .getByRole("list", { name: "Conversations" })
    .getByRole("button")
    .filter({ hasText: "Deep Clean" })
    .filter({ hasText: "free parking spot" })
    .click();
  await expect(sam).toHaveURL(/\/cleaner\/messages\?job=[0-9a-f-]{36}$/);
  const samLog = sam.getByRole("log", { name: "Messages" });
  await expect(samLog).toContainText("There is a free parking spot behind the building too.");

  // Blank text is not sent.
  const samBox = sam.getByRole("textbox", { name: "Message" });
  await samBox.fill("   ");
  await expect(sam.getByRole("button", { name: "Send" })).toBeDisabled();
  await samBox.press("Enter");
  await expect(samBox).toHaveValue("   ");

  // Shift+Enter adds a line; Enter sends.
  await samBox.fill(`On my way ${stamp}`);
  await samBox.press("Shift+Enter");
  await samBox.pressSequentially("Parking behind, noted.");
  await expect(samBox).toHaveValue(`On my way ${stamp}\nParking behind, noted.`);
  await samBox.press("Enter");
  // decision 028: the sent message shows in the thread itself, not as a toast.
  await expect(samLog).toContainText(`On my way ${stamp}`);
  await expect(samBox).toHaveValue("");
  await expect(sam.getByText("Message sent")).toHaveCount(0);

  // It arrives in the client's open dialog without a reload.
  const jordanLog = dialog.getByRole("log", { name: "Messages" });
  await expect(jordanLog).toContainText(`On my way ${stamp}`);
  await expect(jordanLog).toContainText("Parking behind, noted.");

  // And back: the client answers with the Send button.
  await dialog.getByRole("textbox", { name: "Message" }).fill(`See you soon ${stamp}`);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(jordanLog).toContainText(`See you soon ${stamp}`);
  await expect(jordan.getByText("Message sent")).toHaveCount(0);
  await expect(samLog).toContainText(`See you soon ${stamp}`);

  await sam.context().close();
  await jordan.context().close();
});

// The whole path on the API (issue 12): a visitor's lead -> Start application -> the draft is
// vetted and approved -> Convert to Account -> the person sets a password through the emailed link
// -> signs in with the right role and record (docs/decisions/005 and 047).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxTo } from "../../test/application-fixtures";
import { createTestApp, unchecked, uniqueEmail, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

let admin: TestAccount;
beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
});

const NEW_PASSWORD = "my-first-password";

async function ok<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

/** The visitor's lead, through the public form's endpoint; its id from the admin's list. */
async function submitLead(lead: Record<string, unknown>): Promise<string> {
  expect(await ok(await t.api.leads.$post({ json: unchecked(lead) }), 201)).toEqual({ status: "created" });
  const list = await ok<{ rows: { id: string; status: string; draftId: string | null }[] }>(
    await admin.browser.api.admin.leads.$get({ query: { search: String(lead.email) } }),
  );
  expect(list.rows).toHaveLength(1);
  expect(list.rows[0]).toMatchObject({ status: "new", draftId: null });
  return list.rows[0]!.id;
}

/** Opens the emailed link as a browser would and sets the password on /reset-password. */
async function setPasswordFromEmail(email: string): Promise<string> {
  const [message] = await outboxTo(t.db, email);
  expect(message?.subject).toBe("Your Tidyline account is ready: set your password");
  const link = new URL(/https?:\/\/\S+/.exec(message?.body ?? "")![0]);
  // Raw requests: Better Auth's routes (/api/auth) and an email's link are outside the typed API.
  const landing = await t.request(link.pathname + link.search);
  expect(landing.status).toBe(302);
  const location = new URL(landing.headers.get("location") ?? "", "http://localhost:3000");
  expect(location.pathname).toBe("/reset-password");
  expect(location.searchParams.get("first")).toBe("1");
  const token = location.searchParams.get("token") ?? "";
  // What /reset-password asks before it shows the form.
  expect(await ok(await t.api["password-reset"].check.$get({ query: { token } }))).toEqual({ valid: true });
  await ok(await t.request("/api/auth/reset-password", { json: { newPassword: NEW_PASSWORD, token } }));
  // The link works once.
  expect((await t.request("/api/auth/reset-password", { json: { newPassword: "another-password", token } })).status).toBe(400);
  return token;
}

describe("lead -> application -> account", () => {
  it("turns a cleaner's lead into an Active cleaner who signs in with the password they set", async () => {
    const email = uniqueEmail("path-cleaner");
    const leadId = await submitLead({
      role: "cleaner",
      name: "Riley Chen",
      phone: "(305) 555-0163",
      email,
      location: "Miami, FL",
      otherLocation: "",
      services: ["Airbnb", "Deep Clean"],
      notes: "Weekdays only.",
      yearsExperience: "5",
      website: "",
    });

    const { started } = await ok<{ started: { draftId: string; kind: string } }>(
      await admin.browser.api.admin.leads[":id"]["start-application"].$post({ param: { id: leadId } }),
      201,
    );
    expect(started.kind).toBe("cleaner");
    const drafts = admin.browser.api.admin["cleaner-drafts"][":id"];
    const param = { id: started.draftId };
    const { draft } = await ok<{ draft: Record<string, unknown> }>(await drafts.$get({ param }));
    expect(draft).toMatchObject({
      name: "Riley Chen",
      email,
      workAreas: "Miami",
      services: ["Airbnb", "Deep Clean"],
      yearsExperience: 5,
      availabilityNotes: "Weekdays only.",
      status: "draft",
      leadId,
    });

    // Not before approval.
    expect((await drafts.convert.$post({ param })).status).toBe(409);
    await ok(
      await admin.browser.api.admin["cleaner-drafts"][":id"]["background-check"].$patch({
        param,
        json: { backgroundCheckStatus: "verified" },
      }),
    );
    await ok(await drafts.status.$patch({ param, json: { status: "verified" } }));
    await ok(await drafts.status.$patch({ param, json: { status: "approved" } }));
    const converted = await ok<{ account: { name: string; role: string } }>(await drafts.convert.$post({ param }), 201);
    expect(converted.account).toMatchObject({ name: "Riley Chen", role: "cleaner" });

    // No password yet: nobody signs in until the person sets one.
    expect((await t.browser().signIn(email, NEW_PASSWORD)).status).toBe(401);
    await setPasswordFromEmail(email);

    const browser = t.browser();
    await t.signIn(email, NEW_PASSWORD, browser);
    expect(await browser.viewer()).toMatchObject({ email, fullName: "Riley Chen", phone: "(305) 555-0163", role: "cleaner" });
    const { profile } = await ok<{ profile: { cleaner: Record<string, unknown> | null } }>(await browser.api.cleaner.profile.$get());
    expect(profile.cleaner).toMatchObject({
      status: "Active",
      workAreas: ["Miami"],
      services: ["Airbnb", "Deep Clean"],
      yearsExperience: 5,
    });
    // The cleaner portal, not the client's.
    expect((await browser.api.client.account.$get()).status).toBe(403);

    const leadsNow = await ok<{ rows: { status: string; draftId: string }[] }>(
      await admin.browser.api.admin.leads.$get({ query: { search: email } }),
    );
    expect(leadsNow.rows[0]).toMatchObject({ status: "converted", draftId: started.draftId });
  });

  it("turns a client's lead into an Active client who signs in with the password they set", async () => {
    const email = uniqueEmail("path-client");
    const leadId = await submitLead({
      role: "client",
      name: "Avery Host",
      phone: "(617) 555-0142",
      email,
      location: "Boston, MA",
      otherLocation: "",
      services: ["Airbnb"],
      notes: "Key in the lockbox.",
      company: "Back Bay Stays",
      website: "",
    });
    const { started } = await ok<{ started: { draftId: string; kind: string } }>(
      await admin.browser.api.admin.leads[":id"]["start-application"].$post({ param: { id: leadId } }),
      201,
    );
    expect(started.kind).toBe("client");
    const drafts = admin.browser.api.admin["client-drafts"][":id"];
    const param = { id: started.draftId };
    await ok(await drafts.status.$patch({ param, json: { status: "approved" } }));
    await ok(await drafts.convert.$post({ param }), 201);
    await setPasswordFromEmail(email);

    const browser = t.browser();
    await t.signIn(email, NEW_PASSWORD, browser);
    expect(await browser.viewer()).toMatchObject({ email, fullName: "Avery Host", role: "client" });
    const account = await ok<{ client: { status: string; name: string } }>(await browser.api.client.account.$get());
    expect(account.client).toMatchObject({ status: "Active", name: "Avery Host" });
    expect((await browser.api.cleaner.profile.$get()).status).toBe(403);
  });
});

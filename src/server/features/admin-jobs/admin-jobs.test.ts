// spec 2 Jobs Management: the list (search, filters, tabs, counts, pages) and the details view,
// as an admin reads them through the API (docs/decisions/041).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobIdLabel } from "../../../shared/schemas/admin-jobs";
import { jobAssignments, jobs, messages } from "../../db/schema/jobs";
import { clientIdOf, insertCleaner, insertJob, insertPhoto, insertUnit } from "../../test/fixtures";
import { createTestApp, queryFrom, type TestAccount } from "../../test/harness";

const t = await createTestApp();
afterAll(() => t.close());

interface Row {
  jobId: string;
  client: { name: string; email: string };
  type: string;
  address: string;
  status: string;
  cleaner: { name: string; ratingAvg: number | null; ratingCount: number } | null;
  clientPriceCents: number;
}
interface List {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  cards: { total: number; active: number; completed: number; issues: number };
  tabs: { all: number; active: number; completed: number; issues: number };
}

let admin: TestAccount;
let jordan: TestAccount;
let avery: TestAccount;
let casey: Awaited<ReturnType<typeof insertCleaner>>;
/** Oldest first, by created_at one minute apart. */
const made: Record<string, typeof jobs.$inferSelect> = {};
const BASE = Date.now() - 24 * 3_600_000;

beforeAll(async () => {
  admin = await t.createAccount({ role: "admin" });
  jordan = await t.createAccount({ role: "client", fullName: "Jordan Blake" });
  avery = await t.createAccount({ role: "client", fullName: "Avery Collins" });
  const jordanId = await clientIdOf(t, jordan);
  const averyId = await clientIdOf(t, avery);
  casey = await insertCleaner(t, "Casey Cleaner", { ratingAvg: "4.75", ratingCount: 12 });
  const unit = await insertUnit(t.db, jordanId, {
    label: "Beacon Hill Loft",
    fullAddress: "12 Beacon St, Boston, MA 02108",
    notes: "Lockbox 1234",
  });
  const specs = [
    [
      "posted",
      { clientId: jordanId, status: "Posted", type: "Standard Clean", address: "12 Beacon St, Boston, MA 02108", unitId: unit.unitId },
    ],
    ["assigned", { clientId: jordanId, status: "Assigned", type: "Deep Clean", cleanerId: casey.cleanerId, clientPriceCents: 15_000 }],
    [
      "inProgress",
      {
        clientId: jordanId,
        status: "In Progress",
        type: "Deep Clean",
        cleanerId: casey.cleanerId,
        unitId: unit.unitId,
        address: "12 Beacon St, Boston, MA 02108",
      },
    ],
    ["completed", { clientId: jordanId, status: "Completed", type: "Standard Clean", cleanerId: casey.cleanerId, daysFromNow: -3 }],
    ["canceled", { clientId: jordanId, status: "Canceled", type: "Move-in/Move-out" }],
    ["problem", { clientId: jordanId, status: "Problem", type: "Standard Clean" }],
    ["chicago", { clientId: averyId, status: "Posted", type: "Airbnb Turnover", address: "9 Lake Shore Dr, Chicago, IL 60611" }],
  ] as const;
  for (const [index, [name, fixture]] of specs.entries()) {
    const job = await insertJob(t.db, fixture);
    const [dated] = await t.db
      .update(jobs)
      .set({ createdAt: new Date(BASE + index * 60_000) })
      .where(eq(jobs.jobId, job.jobId))
      .returning();
    made[name] = dated!;
  }
});

const list = async (query = "") => {
  const response = await admin.browser.api.admin.jobs.$get({ query: queryFrom(query) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as List;
};
const ids = (page: List) => page.rows.map((row) => row.jobId);
const idOf = (name: string) => made[name]!.jobId;

describe("GET /api/admin/jobs", () => {
  it("lists every job newest first, with spec 2's columns, the cards and the tab counts", async () => {
    const page = await list();
    expect(ids(page)).toEqual(["chicago", "problem", "canceled", "completed", "inProgress", "assigned", "posted"].map(idOf));
    expect(page.cards).toEqual({ total: 7, active: 4, completed: 1, issues: 2 });
    expect(page.tabs).toEqual({ all: 7, active: 4, completed: 1, issues: 2 });
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 25 });

    const assigned = page.rows.find((row) => row.jobId === idOf("assigned"));
    expect(assigned).toMatchObject({
      client: { name: "Jordan Blake", email: jordan.email },
      type: "Deep Clean",
      status: "Assigned",
      cleaner: { name: "Casey Cleaner", ratingAvg: 4.75, ratingCount: 12 },
      clientPriceCents: 15_000,
    });
    // 'Unassigned'
    expect(page.rows.find((row) => row.jobId === idOf("chicago"))?.cleaner).toBeNull();
  });

  it("searches the client's name and email, the address and the job id; the cards stay global, the tabs count the matches", async () => {
    const byName = await list("?search=avery");
    expect(ids(byName)).toEqual([idOf("chicago")]);
    expect(byName.cards).toEqual({ total: 7, active: 4, completed: 1, issues: 2 });
    expect(byName.tabs).toEqual({ all: 1, active: 1, completed: 0, issues: 0 });

    expect(ids(await list(`?search=${encodeURIComponent(jordan.email.toUpperCase())}`))).toHaveLength(6);
    expect(ids(await list("?search=Lake%20Shore"))).toEqual([idOf("chicago")]);
    expect(ids(await list(`?search=${jobIdLabel(idOf("canceled"))}`))).toEqual([idOf("canceled")]);
    // % and _ are characters, not wildcards.
    expect((await list("?search=%25")).total).toBe(0);
  });

  it("finds a job by its address once it changed, and no longer by the old one", async () => {
    const chicago = made.chicago!;
    await t.db.update(jobs).set({ address: "77 W Wacker Dr, Chicago, IL 60601" }).where(eq(jobs.jobId, chicago.jobId));
    try {
      expect(ids(await list("?search=wacker"))).toEqual([chicago.jobId]);
      expect(ids(await list("?search=Lake%20Shore"))).toEqual([]);
    } finally {
      await t.db.update(jobs).set({ address: chicago.address }).where(eq(jobs.jobId, chicago.jobId));
    }
  });

  it("filters by status and type, and by tab (Active = Posted, Assigned, In Progress; Issues = Canceled, Problem)", async () => {
    const assigned = await list("?status=Assigned");
    expect(ids(assigned)).toEqual([idOf("assigned")]);
    expect(assigned.cards).toEqual({ total: 7, active: 4, completed: 1, issues: 2 });
    expect(assigned.tabs).toEqual({ all: 1, active: 1, completed: 0, issues: 0 });
    const deep = await list("?type=Deep%20Clean");
    expect(ids(deep)).toEqual([idOf("inProgress"), idOf("assigned")]);
    expect(deep.tabs).toEqual({ all: 2, active: 2, completed: 0, issues: 0 });
    expect(ids(await list("?tab=issues"))).toEqual([idOf("problem"), idOf("canceled")]);
    expect(ids(await list("?tab=active"))).toEqual(["chicago", "inProgress", "assigned", "posted"].map(idOf));
    expect(ids(await list("?tab=completed"))).toEqual([idOf("completed")]);
    const none = await list("?tab=active&status=Completed");
    expect(none).toMatchObject({ rows: [], total: 0 });
  });

  it("counts every job on the first page of a status no job has (the page has no row to carry them)", async () => {
    await t.db
      .update(jobs)
      .set({ status: "Canceled" })
      .where(eq(jobs.jobId, idOf("problem")));
    try {
      const none = await list("?status=Problem");
      expect(none).toMatchObject({ rows: [], total: 0 });
      expect(none.cards).toEqual({ total: 7, active: 4, completed: 1, issues: 2 });
      expect(none.tabs).toEqual({ all: 0, active: 0, completed: 0, issues: 0 });
    } finally {
      await t.db
        .update(jobs)
        .set({ status: "Problem" })
        .where(eq(jobs.jobId, idOf("problem")));
    }
  });

  it("pages in SQL: the page's rows, the total of every match", async () => {
    const second = await list("?pageSize=2&page=2");
    expect(ids(second)).toEqual([idOf("canceled"), idOf("completed")]);
    expect(second).toMatchObject({ total: 7, page: 2, pageSize: 2 });
    expect((await list("?pageSize=2&page=9")).rows).toEqual([]);
  });

  it("answers 400 with a message for a filter it does not know, and changes nothing", async () => {
    const cases: [string, string][] = [
      ["?status=Bogus", "Choose a status from the list."],
      ["?tab=late", "Choose a tab: all, active, completed or issues."],
      ["?page=0", "The page must be at least 1."],
      ["?pageSize=500", "The page size must be at most 100."],
    ];
    for (const [query, message] of cases) {
      const response = await admin.browser.api.admin.jobs.$get({ query: queryFrom(query) });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
  });
});

describe("GET /api/admin/jobs/:jobId", () => {
  it("shows the client, unit, cleaner, timeline, photos and messages of a job", async () => {
    const jobId = idOf("inProgress");
    const started = new Date(Date.now() - 30 * 60_000);
    await t.db.update(jobAssignments).set({ startedAt: started }).where(eq(jobAssignments.jobId, jobId));
    await t.storage.put(`jobs/${jobId}/before.png`, new Uint8Array([137, 80, 78, 71]));
    const photo = await insertPhoto(t.db, jobId, "photo_before", `jobs/${jobId}/before.png`);
    await t.db.insert(messages).values([
      {
        jobId,
        senderId: jordan.userId,
        senderType: "client",
        content: "The key is under the mat.",
        createdAt: new Date(Date.now() - 20 * 60_000),
      },
      {
        jobId,
        senderId: casey.account.userId,
        senderType: "cleaner",
        content: "Found it, thanks!",
        createdAt: new Date(Date.now() - 10 * 60_000),
      },
    ]);

    const response = await admin.browser.api.admin.jobs[":jobId"].$get({ param: { jobId } });
    expect(response.status).toBe(200);
    const details = (await response.json()) as Record<string, unknown> & { photos: { url: string }[] };
    expect(details).toMatchObject({
      jobId,
      status: "In Progress",
      client: { name: "Jordan Blake", email: jordan.email },
      unit: { label: "Beacon Hill Loft", fullAddress: "12 Beacon St, Boston, MA 02108", notes: "Lockbox 1234" },
      cleaner: { cleanerId: casey.cleanerId, name: "Casey Cleaner", status: "Active", ratingAvg: 4.75, assignmentStatus: "In Progress" },
      timeline: { created: made.inProgress!.createdAt.toISOString(), started: started.toISOString(), completed: null },
      photos: [{ photoId: photo.id, type: "photo_before" }],
      messages: [
        { senderType: "client", senderName: "Jordan Blake", content: "The key is under the mat.", hasAttachment: false },
        { senderType: "cleaner", senderName: "Casey Cleaner", content: "Found it, thanks!" },
      ],
      applicants: [],
    });

    // Raw request: a photo's URL as the server gives it.
    const image = await admin.browser.request(details.photos[0]!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    // Another job's photo id under this job is not found.
    expect(
      (await admin.browser.api.admin.jobs[":jobId"].photos[":photoId"].$get({ param: { jobId: idOf("posted"), photoId: photo.id } }))
        .status,
    ).toBe(404);
  });

  it("answers 404 for a job that does not exist, and for an id that is not one", async () => {
    expect((await admin.browser.api.admin.jobs[":jobId"].$get({ param: { jobId: "00000000-0000-4000-8000-000000000000" } })).status).toBe(
      404,
    );
    expect((await admin.browser.api.admin.jobs[":jobId"].$get({ param: { jobId: "not-a-job" } })).status).toBe(404);
  });
});

describe("GET /api/admin/jobs/assignable-cleaners", () => {
  it("lists Active cleaners only, searched by name or email", async () => {
    await insertCleaner(t, "Pat Pending", {}, "Pending");
    const robin = await insertCleaner(t, "Robin Active");
    const response = await admin.browser.api.admin.jobs["assignable-cleaners"].$get({ query: {} });
    const { cleaners } = (await response.json()) as { cleaners: { cleanerId: string; name: string; ratingAvg: number | null }[] };
    expect(cleaners.map((cleaner) => cleaner.name)).toEqual(["Casey Cleaner", "Robin Active"]);
    const searched = (await (await admin.browser.api.admin.jobs["assignable-cleaners"].$get({ query: { search: "robin" } })).json()) as {
      cleaners: { cleanerId: string }[];
    };
    expect(searched.cleaners.map((cleaner) => cleaner.cleanerId)).toEqual([robin.cleanerId]);
  });
});

// docs/decisions/026: who sees what of a job, one mapper per audience, on one row.
import { describe, expect, it } from "vitest";
import { adminJobJson, cleanerAssignedJobJson, cleanerBoardJobJson, clientJobJson } from "./job-json";
import type { JobJsonRow } from "./job-json-select";

const CLEANER = "c1eaner0-0000-4000-8000-000000000001";
const OTHER_CLEANER = "c1eaner0-0000-4000-8000-000000000002";
const start = new Date("2030-05-01T14:00:00.000Z");

/** A job assigned to CLEANER, completed, reviewed and paid, with every personal detail filled in. */
function row(overrides: Partial<JobJsonRow> = {}): JobJsonRow {
  return {
    jobId: "0b000000-0000-4000-8000-000000000001",
    type: "Deep Clean",
    address: "12 Beacon St, Apt 4, Boston, MA 02108",
    city: "Boston",
    scheduledStart: start,
    scheduledEnd: new Date("2030-05-01T17:00:00.000Z"),
    timeZone: "America/New_York",
    readyBy: null,
    durationHours: "3.0",
    bedrooms: 2,
    bathrooms: "1.5",
    sqFt: 900,
    specialInstructions: "Door code 4321",
    isExtraClean: false,
    planUsage: "none",
    basePriceCents: 15_000,
    clientPriceCents: 15_000,
    cleanerPayoutCents: 8_250,
    claimWindowEnds: new Date("2030-04-30T14:00:00.000Z"),
    status: "Completed",
    createdAt: new Date("2030-04-01T09:00:00.000Z"),
    completedAt: new Date("2030-05-01T17:05:00.000Z"),
    calendarLabel: null,
    sameDayTurnover: false,
    unitLabel: "Beacon loft",
    unitAddress: "12 Beacon St, Apt 4, Boston, MA 02108",
    unitNotes: "  Parking behind the building; the cat stays in  ",
    clientName: "Jordan Blake",
    clientEmail: "jordan@example.test",
    clientPhone: "555-0100",
    assignedCleanerId: CLEANER,
    assignmentStatus: "Completed",
    assignedAt: new Date("2030-04-02T09:00:00.000Z"),
    startedAt: new Date("2030-05-01T14:02:00.000Z"),
    assignmentCompletedAt: new Date("2030-05-01T17:05:00.000Z"),
    onMyWayAt: null,
    onMyWayEta: null,
    cleanerName: "Casey Cleaner",
    cleanerEmail: "casey@example.test",
    cleanerPhone: "555-0199",
    cleanerStatus: "Active",
    cleanerRatingAvg: "4.50",
    cleanerRatingCount: 2,
    reviewId: "0e000000-0000-4000-8000-000000000001",
    reviewRating: 5,
    reviewComment: "Spotless",
    reviewVisible: true,
    reviewedAt: new Date("2030-05-02T09:00:00.000Z"),
    payoutCleanerId: CLEANER,
    payoutAmountCents: 8_250,
    payoutStatus: "pending",
    payoutPaidAt: null,
    ...overrides,
  };
}

/** A Posted job on the board: nobody assigned, nothing reviewed or paid. */
const posted = () =>
  row({
    status: "Posted",
    completedAt: null,
    assignedCleanerId: null,
    assignmentStatus: null,
    assignedAt: null,
    startedAt: null,
    assignmentCompletedAt: null,
    cleanerName: null,
    cleanerEmail: null,
    cleanerPhone: null,
    cleanerStatus: null,
    cleanerRatingAvg: null,
    cleanerRatingCount: null,
    reviewId: null,
    reviewRating: null,
    reviewComment: null,
    reviewVisible: null,
    reviewedAt: null,
    payoutCleanerId: null,
    payoutAmountCents: null,
    payoutStatus: null,
    payoutPaidAt: null,
  });

const CLIENT_SECRETS = ["Jordan Blake", "jordan@example.test", "555-0100", "Beacon", "Apt 4", "Door code", "Parking", "Beacon loft"];

describe("the board card (any cleaner)", () => {
  it("says what a cleaner decides on and where, as the area: no client name, email or phone, no street or unit, no instructions or unit notes", () => {
    const card = cleanerBoardJobJson(posted());
    expect(card).toEqual({
      jobId: "0b000000-0000-4000-8000-000000000001",
      type: "Deep Clean",
      city: "Boston",
      area: { locality: "Boston", state: "MA", zip: "02108" },
      scheduledStart: start.toISOString(),
      scheduledEnd: "2030-05-01T17:00:00.000Z",
      timeZone: "America/New_York",
      readyBy: null,
      durationHours: 3,
      cleanerPayoutCents: 8_250,
      hourlyRateCents: 2_750,
      claimWindowEnds: "2030-04-30T14:00:00.000Z",
      bedrooms: 2,
      bathrooms: 1.5,
      sqFt: 900,
      source: null,
      sameDayTurnover: false,
    });
    const text = JSON.stringify(card);
    for (const secret of CLIENT_SECRETS) expect(text).not.toContain(secret);
  });

  it("tells no more of a job that is already someone's", () => {
    const text = JSON.stringify(cleanerBoardJobJson(row()));
    for (const secret of [...CLIENT_SECRETS, "Casey", "Spotless"]) expect(text).not.toContain(secret);
  });
});

describe("the job of the assigned cleaner", () => {
  it("gives the address, the client's contact, the instructions and the unit's notes (trimmed)", () => {
    const job = cleanerAssignedJobJson(row(), CLEANER);
    expect(job).toMatchObject({
      address: "12 Beacon St, Apt 4, Boston, MA 02108",
      client: { name: "Jordan Blake", email: "jordan@example.test", phone: "555-0100" },
      specialInstructions: "Door code 4321",
      unitNotes: "Parking behind the building; the cat stays in",
      status: "Completed",
      jobStatus: "Completed",
      payoutCents: 8_250,
      payout: { amountCents: 8_250, status: "pending", paidAt: null },
      review: { rating: 5, comment: "Spotless", createdAt: "2030-05-02T09:00:00.000Z" },
    });
  });

  it("has no unit notes when they are blank", () => {
    expect(cleanerAssignedJobJson(row({ unitNotes: "   " }), CLEANER).unitNotes).toBeNull();
    expect(cleanerAssignedJobJson(row({ unitNotes: null }), CLEANER).unitNotes).toBeNull();
  });

  it("is refused for any other cleaner, and for a job nobody is assigned", () => {
    expect(() => cleanerAssignedJobJson(row(), OTHER_CLEANER)).toThrow();
    expect(() => cleanerAssignedJobJson(posted(), CLEANER)).toThrow();
  });

  it("leaves out a review an admin hid, and a payout that is not this cleaner's", () => {
    const job = cleanerAssignedJobJson(row({ reviewVisible: false, payoutCleanerId: OTHER_CLEANER }), CLEANER);
    expect(job.review).toBeNull();
    expect(job.payout).toBeNull();
    expect(JSON.stringify(job)).not.toContain("Spotless");
  });

  it("says nothing of the cleaner's own contact details or of the client's price", () => {
    const text = JSON.stringify(cleanerAssignedJobJson(row(), CLEANER));
    for (const hidden of ["casey@example.test", "555-0199", "15000"]) expect(text).not.toContain(hidden);
  });
});

describe("the client's job", () => {
  it("names the cleaner with their rating, never their email or phone, nor what they are paid", () => {
    const job = clientJobJson(row());
    expect(job.cleaner).toEqual({ name: "Casey Cleaner", ratingAvg: 4.5, ratingCount: 2 });
    const text = JSON.stringify(job);
    for (const hidden of ["casey@example.test", "555-0199", CLEANER, "8250"]) expect(text).not.toContain(hidden);
  });

  it("keeps the client's own review once an admin hid it", () => {
    expect(clientJobJson(row({ reviewVisible: false })).review).toEqual({
      reviewId: "0e000000-0000-4000-8000-000000000001",
      rating: 5,
      comment: "Spotless",
    });
  });

  it("has no cleaner and no review while the job is Posted", () => {
    expect(clientJobJson(posted())).toMatchObject({ cleaner: null, review: null, status: "Posted", completedAt: null });
  });
});

describe("the admin's job", () => {
  it("gives everything: the client, the unit with its notes, the cleaner with their contact, the timeline and the payout", () => {
    const job = adminJobJson(row());
    expect(job).toMatchObject({
      client: { name: "Jordan Blake", email: "jordan@example.test", phone: "555-0100" },
      unit: {
        label: "Beacon loft",
        fullAddress: "12 Beacon St, Apt 4, Boston, MA 02108",
        notes: "Parking behind the building; the cat stays in",
      },
      cleaner: {
        cleanerId: CLEANER,
        email: "casey@example.test",
        phone: "555-0199",
        status: "Active",
        ratingAvg: 4.5,
        assignmentStatus: "Completed",
      },
      timeline: {
        created: "2030-04-01T09:00:00.000Z",
        claimed: "2030-04-02T09:00:00.000Z",
        started: "2030-05-01T14:02:00.000Z",
        completed: "2030-05-01T17:05:00.000Z",
      },
      payout: { status: "pending", amountCents: 8_250 },
      specialInstructions: "Door code 4321",
      clientPriceCents: 15_000,
      cleanerPayoutCents: 8_250,
    });
  });

  it("shows a cleaner nobody rated yet without an average, and a Posted job unassigned", () => {
    expect(adminJobJson(row({ cleanerRatingAvg: "4.00", cleanerRatingCount: 0 })).cleaner?.ratingAvg).toBeNull();
    expect(adminJobJson(posted())).toMatchObject({
      cleaner: null,
      payout: null,
      timeline: { claimed: null, started: null, completed: null },
    });
  });
});

describe("a turnover from a rental calendar (docs/decisions/054)", () => {
  const fromCalendar = { calendarLabel: "Airbnb", sameDayTurnover: true };
  const source = { source: "From Airbnb calendar", sameDayTurnover: true };

  it("is labelled with its calendar, and as a same-day turnover, for the client, the cleaner and the admin", () => {
    expect(clientJobJson(row(fromCalendar))).toMatchObject(source);
    expect(cleanerBoardJobJson(posted())).toMatchObject({ source: null, sameDayTurnover: false });
    expect(cleanerBoardJobJson({ ...posted(), ...fromCalendar })).toMatchObject(source);
    expect(cleanerAssignedJobJson(row(fromCalendar), CLEANER)).toMatchObject(source);
    expect(adminJobJson(row(fromCalendar))).toMatchObject(source);
  });

  it("has no source when the client booked it", () => {
    for (const job of [clientJobJson(row()), cleanerAssignedJobJson(row(), CLEANER), adminJobJson(row())]) {
      expect(job).toMatchObject({ source: null, sameDayTurnover: false });
    }
  });
});

describe("On my way (docs/decisions/071)", () => {
  const assigned = (onMyWayAt: Date | null, status: "Assigned" | "In Progress" = "Assigned") =>
    row({
      status,
      assignmentStatus: status,
      completedAt: null,
      startedAt: null,
      assignmentCompletedAt: null,
      onMyWayAt,
      onMyWayEta: new Date("2030-05-01T13:40:00.000Z"),
    });

  it("shows the client and the cleaner the arrival the cleaner gave on the job's day", () => {
    const job = assigned(new Date("2030-05-01T13:10:00.000Z"));
    expect(clientJobJson(job).arrivingAt).toBe("2030-05-01T13:40:00.000Z");
    expect(cleanerAssignedJobJson(job, CLEANER).arrivingAt).toBe("2030-05-01T13:40:00.000Z");
  });

  it("shows none before the cleaner said it, once the job has started, or when it was said before the job moved to a later day", () => {
    expect(clientJobJson(assigned(null)).arrivingAt).toBeNull();
    expect(clientJobJson(assigned(new Date("2030-05-01T13:10:00.000Z"), "In Progress")).arrivingAt).toBeNull();
    // Said 13 hours before the job's (current) start: a mark from the job's old day.
    expect(clientJobJson(assigned(new Date("2030-05-01T01:00:00.000Z"))).arrivingAt).toBeNull();
  });
});

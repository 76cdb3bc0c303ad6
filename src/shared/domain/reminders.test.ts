// docs/decisions/071: when each reminder is due, on the job's clock, across the clocks' changes.
import { describe, expect, it } from "vitest";
import {
  arrivalShown,
  beforeStartDueAt,
  clockInDueAt,
  dayBeforeDueAt,
  dayBeforeWords,
  etaMovedEnough,
  onMyWayOpen,
  parseTodaysWorkKey,
  streetOf,
  todaysWorkKey,
  todaysWorkOf,
} from "./reminders";

const at = (iso: string) => new Date(iso);

describe("the client's day before", () => {
  it("is 6:00 PM the evening before a start before noon, on the job's clock", () => {
    // Tue Nov 12, 2030, 9:00 AM CST: Mon 6:00 PM CST.
    expect(dayBeforeDueAt(at("2030-11-12T15:00:00Z"), "America/Chicago")).toEqual(at("2030-11-12T00:00:00Z"));
    // 11:59 AM is still a morning.
    expect(dayBeforeDueAt(at("2030-11-12T17:59:00Z"), "America/Chicago")).toEqual(at("2030-11-12T00:00:00Z"));
  });

  it("is 24 hours before a start at noon or later", () => {
    expect(dayBeforeDueAt(at("2030-11-12T18:00:00Z"), "America/Chicago")).toEqual(at("2030-11-11T18:00:00Z"));
  });

  it("reads the evening before across the clocks' change: 6:00 PM CST before a Monday 9:00 AM CDT (Mar 10, 2030)", () => {
    expect(dayBeforeDueAt(at("2030-03-11T14:00:00Z"), "America/Chicago")).toEqual(at("2030-03-10T23:00:00Z"));
    // The evening before a Sunday morning after the change is Saturday's, still CST: 6:00 PM CST is 00:00 UTC.
    expect(dayBeforeDueAt(at("2030-03-10T14:00:00Z"), "America/Chicago")).toEqual(at("2030-03-10T00:00:00Z"));
    // And in the fall: Sun Nov 3, 2030 8:00 AM CST; Saturday 6:00 PM CDT.
    expect(dayBeforeDueAt(at("2030-11-03T14:00:00Z"), "America/Chicago")).toEqual(at("2030-11-02T23:00:00Z"));
  });
});

describe("the cleaner's reminders", () => {
  it("are 2 hours before the start and 15 minutes after it", () => {
    expect(beforeStartDueAt(at("2030-03-10T14:00:00Z"))).toEqual(at("2030-03-10T12:00:00Z"));
    expect(clockInDueAt(at("2030-03-10T14:00:00Z"))).toEqual(at("2030-03-10T14:15:00Z"));
  });

  it("sum up the day at 7:00 AM on the cleaner's clock, the day the job falls on there", () => {
    expect(todaysWorkOf(at("2030-03-10T14:00:00Z"), "America/Chicago")).toEqual({ date: "2030-03-10", dueAt: at("2030-03-10T12:00:00Z") });
    expect(todaysWorkOf(at("2030-03-10T14:00:00Z"), "America/Los_Angeles")).toEqual({
      date: "2030-03-10",
      dueAt: at("2030-03-10T14:00:00Z"),
    });
    // 1:00 AM UTC Monday is still Sunday evening in Chicago.
    expect(todaysWorkOf(at("2030-03-11T01:00:00Z"), "America/Chicago").date).toBe("2030-03-10");
  });

  it("keys a day summary by the cleaner and the day, read back from its key", () => {
    const key = todaysWorkKey("user-1", "2030-03-10");
    expect(key).toBe("reminder.todaysWork:user-1:2030-03-10");
    expect(parseTodaysWorkKey(key)).toEqual({ userId: "user-1", date: "2030-03-10" });
    expect(parseTodaysWorkKey("reminder.clockIn:job-1")).toBeNull();
  });
});

describe("the words", () => {
  it("name the street and the time with its zone", () => {
    expect(streetOf("12 Oak St, Chicago, IL 60601")).toBe("12 Oak St");
    expect(
      dayBeforeWords({ start: at("2030-11-12T16:00:00Z"), timeZone: "America/Chicago", address: "12 Oak St, Chicago, IL 60601" }).body,
    ).toBe("Reminder: cleaning tomorrow 10:00 AM CST at 12 Oak St.");
  });
});

describe("On my way", () => {
  const start = at("2030-05-01T15:00:00Z");

  it("opens 12 hours before the start", () => {
    expect(onMyWayOpen(start, at("2030-05-01T02:59:00Z"))).toBe(false);
    expect(onMyWayOpen(start, at("2030-05-01T03:00:00Z"))).toBe(true);
    expect(onMyWayOpen(start, at("2030-05-01T15:30:00Z"))).toBe(true);
  });

  it("tells the client again only when the arrival moved by 10 minutes or more", () => {
    expect(etaMovedEnough(null, start)).toBe(true);
    expect(etaMovedEnough(start, at("2030-05-01T15:09:00Z"))).toBe(false);
    expect(etaMovedEnough(start, at("2030-05-01T15:10:00Z"))).toBe(true);
    expect(etaMovedEnough(start, at("2030-05-01T14:50:00Z"))).toBe(true);
  });

  it("shows an arrival only on an Assigned job, said in its current window", () => {
    const eta = at("2030-05-01T14:40:00Z");
    expect(arrivalShown({ status: "Assigned", start }, at("2030-05-01T14:10:00Z"), eta)).toEqual(eta);
    expect(arrivalShown({ status: "In Progress", start }, at("2030-05-01T14:10:00Z"), eta)).toBeNull();
    expect(arrivalShown({ status: "Assigned", start }, at("2030-04-30T14:10:00Z"), eta)).toBeNull();
    expect(arrivalShown({ status: "Assigned", start }, null, null)).toBeNull();
  });
});

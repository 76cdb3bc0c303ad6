import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthGrid } from "../../../shared/domain/calendar";
import type { CalendarMonth } from "./api";
import { entriesByDay, formatClock } from "./day-entries";

// The grid is read in the browser's zone: pin one so the days below are the days meant.
const previousZone = process.env.TZ;
beforeAll(() => void (process.env.TZ = "America/New_York"));
afterAll(() => void (process.env.TZ = previousZone));

const days = monthGrid("2030-06").weeks.flat();
const empty: CalendarMonth = {
  month: "2030-06",
  gridStart: "2030-05-26",
  gridEnd: "2030-07-06",
  assignments: [],
  weeklyRules: [],
  oneOffBlocks: [],
  timeOff: [],
};

describe("entriesByDay", () => {
  it("puts a weekly rule on every matching day of the grid, edges included", () => {
    const byDay = entriesByDay(
      { ...empty, weeklyRules: [{ availabilityId: "r1", weekday: 6, startTime: "09:00", endTime: "13:30", note: null }] },
      days,
    );
    const saturdays = days.filter((day) => byDay.get(day)?.length);
    expect(saturdays).toEqual(["2030-06-01", "2030-06-08", "2030-06-15", "2030-06-22", "2030-06-29", "2030-07-06"]);
    expect(byDay.get("2030-06-01")?.[0]).toMatchObject({ kind: "availability", label: "9:00 AM – 1:30 PM", detail: "Weekly" });
  });

  it("places an assignment on its local start day, and orders a day: time off, then by time", () => {
    const byDay = entriesByDay(
      {
        ...empty,
        // 23:00 in New York on July 6 is already July 7 in UTC.
        assignments: [
          {
            assignmentId: "a1",
            jobId: "j1",
            type: "Deep Clean",
            address: "1 Main St",
            status: "Assigned",
            scheduledStart: "2030-07-07T03:00:00.000Z",
            scheduledEnd: "2030-07-07T05:00:00.000Z",
            timeZone: "America/New_York",
          },
          {
            assignmentId: "a2",
            jobId: "j2",
            type: "Standard Clean",
            address: "2 Main St",
            status: "Assigned",
            scheduledStart: "2030-07-06T13:00:00.000Z",
            scheduledEnd: "2030-07-06T15:00:00.000Z",
            timeZone: "America/New_York",
          },
        ],
        weeklyRules: [{ availabilityId: "r1", weekday: 6, startTime: "08:00", endTime: "10:00", note: null }],
        timeOff: [{ timeoffId: "t1", startDate: "2030-07-05", endDate: "2030-07-09", reason: "Trip" }],
      },
      days,
    );
    expect(byDay.get("2030-07-06")?.map((entry) => [entry.kind, entry.label])).toEqual([
      ["timeOff", "Time off: Trip"],
      ["availability", "8:00 AM – 10:00 AM"],
      ["assignment", "9:00 AM Standard Clean"],
      ["assignment", "11:00 PM Deep Clean"],
    ]);
    // Time off past the grid's end is not drawn (nor kept) beyond it.
    expect(byDay.has("2030-07-07")).toBe(false);
    expect(byDay.get("2030-07-05")?.map((entry) => entry.kind)).toEqual(["timeOff"]);
  });

  it("places a job elsewhere on its own day at its own time, naming its zone (docs/decisions/064)", () => {
    const job = (assignmentId: string, scheduledStart: string, timeZone: string) => ({
      assignmentId,
      jobId: assignmentId,
      type: "Standard Clean",
      address: "1 Lake St, Chicago, IL 60601",
      status: "Assigned" as const,
      scheduledStart,
      scheduledEnd: scheduledStart,
      timeZone,
    });
    const byDay = entriesByDay(
      {
        ...empty,
        assignments: [
          // 11:30 PM on July 5 in Chicago: 12:30 AM on July 6 for this New York viewer.
          job("late", "2030-07-06T04:30:00.000Z", "America/Chicago"),
          job("chicago", "2030-07-05T15:00:00.000Z", "America/Chicago"),
          job("boston", "2030-07-05T14:30:00.000Z", "America/New_York"),
        ],
      },
      days,
    );
    expect(byDay.get("2030-07-05")?.map((entry) => entry.label)).toEqual([
      "10:00 AM CDT Standard Clean",
      "10:30 AM Standard Clean",
      "11:30 PM CDT Standard Clean",
    ]);
    expect(byDay.get("2030-07-06")).toEqual([]);
  });

  it("shows a block crossing midnight on both days, and not on a day it ends at midnight", () => {
    const byDay = entriesByDay(
      {
        ...empty,
        oneOffBlocks: [
          { availabilityId: "b1", startTs: "2030-06-10T02:00:00.000Z", endTs: "2030-06-10T06:00:00.000Z", note: "Night shift" }, // 10 PM June 9 to 2 AM June 10
          { availabilityId: "b2", startTs: "2030-06-20T22:00:00.000Z", endTs: "2030-06-21T04:00:00.000Z", note: null }, // 6 PM to midnight June 20
        ],
      },
      days,
    );
    expect(byDay.get("2030-06-09")?.[0]).toMatchObject({ label: "10:00 PM – 11:59 PM", detail: "One-time: Night shift" });
    expect(byDay.get("2030-06-10")?.[0]).toMatchObject({ label: "12:00 AM – 2:00 AM" });
    expect(byDay.get("2030-06-20")?.[0]).toMatchObject({ label: "6:00 PM – 12:00 AM" });
    expect(byDay.get("2030-06-21")).toEqual([]);
  });

  it("writes HH:MM as the spec's h:mm a", () => {
    expect(formatClock("00:05")).toBe("12:05 AM");
    expect(formatClock("17:30")).toBe("5:30 PM");
  });
});

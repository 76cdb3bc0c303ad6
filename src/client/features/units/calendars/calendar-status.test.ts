import { describe, expect, it } from "vitest";
import { backoffText, countsText, failuresInARowText, lastSyncText, nextSyncText, shortAddress, syncToast } from "./calendar-status";

const now = Date.parse("2027-01-12T15:00:00Z");
const before = (ms: number) => new Date(now - ms).toISOString();

describe("a feed's status in words", () => {
  it("says when it last synced", () => {
    expect(lastSyncText(null, now)).toBe("Never synced");
    expect(lastSyncText(before(20_000), now)).toBe("Synced just now");
    expect(lastSyncText(before(5 * 60_000 + 10_000), now)).toBe("Synced 5 min ago");
    expect(lastSyncText(before(3 * 3_600_000), now)).toBe("Synced 3 h ago");
    expect(lastSyncText(before(3 * 86_400_000), now)).toMatch(/^Synced on Jan 09, 2027 at \d{1,2}:00 (AM|PM)$/);
  });

  it("says when it syncs next", () => {
    expect(nextSyncText(before(60_000), now)).toBe("Next sync within a minute");
    expect(nextSyncText(before(-12 * 60_000), now)).toBe("Next sync in 12 min");
    expect(nextSyncText(before(-2 * 3_600_000), now)).toMatch(/^Next sync Jan 12, 2027 at /);
  });

  it("counts events and jobs, and words failures", () => {
    expect(countsText(null, 0)).toBe("No events read yet · 0 jobs created");
    expect(countsText(1, 1)).toBe("1 event found · 1 job created");
    expect(countsText(6, 4)).toBe("6 events found · 4 jobs created");
    expect(failuresInARowText(1)).toBeNull();
    expect(failuresInARowText(3)).toBe("3 failed syncs in a row");
    expect(backoffText(2)).toBeNull();
    expect(backoffText(3)).toMatch(/^Tried less often while it keeps failing/);
  });

  it("sums up a Sync now", () => {
    const none = { created: 0, moved: 0, canceled: 0, error: null };
    expect(syncToast({ ...none, status: "synced", created: 3, moved: 1 })).toEqual({
      ok: true,
      title: "3 turnovers created, 1 moved, 0 canceled",
    });
    expect(syncToast({ ...none, status: "synced", created: 1 }).title).toBe("1 turnover created, 0 moved, 0 canceled");
    expect(syncToast({ ...none, status: "unchanged" })).toEqual({ ok: true, title: "No changes" });
    expect(syncToast({ ...none, status: "failed", error: "Took longer than 10 s" })).toEqual({
      ok: false,
      title: "Sync failed",
      description: "Took longer than 10 s",
    });
    // A failure the feed recorded is told in the host's words (src/shared/domain/calendar-failures.ts).
    const words = "Airbnb did not answer; your turnovers are kept. We will try again at 2:15 PM.";
    expect(syncToast({ ...none, status: "failed", error: "Took longer than 10 s" }, words)).toEqual({
      ok: false,
      title: "Sync failed",
      description: words,
    });
    expect(syncToast({ ...none, status: "synced", created: 1 }, words).ok).toBe(true);
  });

  it("shortens an address to its host and the end of its path", () => {
    expect(shortAddress("https://www.airbnb.com/calendar/ical/12345.ics?s=secret")).toBe("www.airbnb.com/calendar/ical/12345.ics");
    expect(shortAddress("https://example.com/a/very/long/path/to/the/export/feed.ics")).toBe("example.com/…/the/export/feed.ics");
  });
});

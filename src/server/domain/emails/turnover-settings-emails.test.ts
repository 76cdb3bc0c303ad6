import { describe, expect, it } from "vitest";
import { retimedHeadline, turnoversRetimedEmail } from "./turnover-settings-emails";

const chicago = "America/Chicago";
// 11:00 CST on Dec 16 and 17, 2026; 10:00 CST on Dec 18.
const at11 = [new Date("2026-12-16T17:00:00Z"), new Date("2026-12-17T17:00:00Z")].map((scheduledStart) => ({
  scheduledStart,
  timeZone: chicago,
}));
const at10 = { scheduledStart: new Date("2026-12-18T16:00:00Z"), timeZone: chicago };

describe("the re-timed turnovers' summary (docs/decisions/065)", () => {
  it("names the one new start in the turnovers' zone, or only the count when they start at different times", () => {
    expect(retimedHeadline(at11)).toBe("2 turnovers re-timed to 11:00 AM CST");
    expect(retimedHeadline(at11.slice(0, 1))).toBe("1 turnover re-timed to 11:00 AM CST");
    expect(retimedHeadline([...at11, at10])).toBe("3 turnovers re-timed");
  });

  it("is one email listing each turnover, saying no reservation changed", () => {
    const email = turnoversRetimedEmail({ unitLabel: "Beacon Hill Loft", turnovers: at11, publicUrl: "https://tidyline.test" });
    expect(email.subject).toBe("2 turnovers re-timed to 11:00 AM CST at Beacon Hill Loft");
    expect(email.text).toContain("No reservation changed.");
    expect(email.text).toContain("- Dec 16, 2026 at 11:00 AM CST\n- Dec 17, 2026 at 11:00 AM CST");
    expect(email.text).toContain("https://tidyline.test/client/upcoming");
  });
});

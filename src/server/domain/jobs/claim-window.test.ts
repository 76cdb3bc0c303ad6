// The claim window of a job back on the board (claim-window.ts): the rule transitionJob, a calendar's
// move and an admin's re-post share.
import { describe, expect, it } from "vitest";
import { boardClaimWindow } from "./claim-window";

const HOUR = 3_600_000;
const now = new Date("2030-05-01T12:00:00.000Z");
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe("boardClaimWindow", () => {
  it("keeps a window still open", () => {
    expect(boardClaimWindow(at(3), at(48), now)).toEqual(at(3));
  });

  it("never lets an open window outlast the start (a calendar moved the job earlier)", () => {
    expect(boardClaimWindow(at(30), at(20), now)).toEqual(at(20));
  });

  it("gives a closed window, or none, a fresh one by the booking's rule: 24 hours, never past the start", () => {
    expect(boardClaimWindow(at(-1), at(48), now)).toEqual(at(24));
    expect(boardClaimWindow(now, at(48), now)).toEqual(at(24));
    expect(boardClaimWindow(null, at(48), now)).toEqual(at(24));
    expect(boardClaimWindow(at(-1), at(5), now)).toEqual(at(5));
  });
});

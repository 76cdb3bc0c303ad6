import { describe, expect, it } from "vitest";
import { areaLabel, areaOfAddress, isZipSearch } from "./job-area";

describe("areaOfAddress (docs/decisions/026)", () => {
  it("reads the town, state and ZIP of the demo's addresses, never the street or the unit", () => {
    expect(areaOfAddress("48 Beacon St, Apt 3, Boston, MA 02108")).toEqual({ locality: "Boston", state: "MA", zip: "02108" });
    expect(areaOfAddress("415 N Dearborn St, Unit 1204, Chicago, IL 60654")).toEqual({ locality: "Chicago", state: "IL", zip: "60654" });
    expect(areaOfAddress("1500 Bay Rd, Apt 12, Miami Beach, FL 33139")).toEqual({ locality: "Miami Beach", state: "FL", zip: "33139" });
  });

  it("takes the town from the last segment when the state and ZIP share it", () => {
    expect(areaOfAddress("12 Main St, Cambridge MA 02139")).toEqual({ locality: "Cambridge", state: "MA", zip: "02139" });
    expect(areaOfAddress("12 Main St, Springfield, IL 62701-1234")).toEqual({ locality: "Springfield", state: "IL", zip: "62701" });
  });

  it("without state and ZIP, the last segment is the town when it holds no digits", () => {
    expect(areaOfAddress("12 Beacon St, Boston, MA")).toEqual({ locality: "Boston", state: "MA", zip: null });
    expect(areaOfAddress("12 Beacon St, Boston, 02108")).toEqual({ locality: "Boston", state: null, zip: "02108" });
    expect(areaOfAddress("12 Beacon St, Boston")).toEqual({ locality: "Boston", state: null, zip: null });
  });

  it("never takes a unit or the street as the town: falls back to the served city the address names", () => {
    expect(areaOfAddress("48 Beacon St, Apt 3, MA 02108")).toEqual({ locality: null, state: "MA", zip: "02108" });
    expect(areaOfAddress("9 Lake Shore Dr Chicago")).toEqual({ locality: "Chicago", state: null, zip: null });
    expect(areaOfAddress("Suite B, 10 Elm St")).toEqual({ locality: null, state: null, zip: null });
    // A number in the street line is never read as a ZIP.
    expect(areaOfAddress("Ocean Ave 10001")).toEqual({ locality: null, state: null, zip: null });
    expect(areaOfAddress("10001 Ocean Ave, Unit 4")).toEqual({ locality: null, state: null, zip: null });
    expect(areaOfAddress("")).toEqual({ locality: null, state: null, zip: null });
  });
});

describe("areaLabel", () => {
  it("joins what is known", () => {
    expect(areaLabel({ locality: "Boston", state: "MA", zip: "02108" })).toBe("Boston, MA 02108");
    expect(areaLabel({ locality: "Boston", state: null, zip: null })).toBe("Boston");
    expect(areaLabel({ locality: null, state: "MA", zip: "02108" })).toBe("MA 02108");
    expect(areaLabel({ locality: null, state: null, zip: "02108" })).toBe("ZIP 02108");
    expect(areaLabel({ locality: null, state: null, zip: null })).toBe("Area not given");
  });
});

describe("isZipSearch", () => {
  it("is five digits exactly", () => {
    expect(isZipSearch("02108")).toBe(true);
    expect(isZipSearch("0210")).toBe(false);
    expect(isZipSearch("02108-1")).toBe(false);
    expect(isZipSearch("Beacon")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { LOCATION_VALUES, leadLocation, splitOtherLocation } from "./lead-location";

describe("splitOtherLocation (spec 3)", () => {
  it("takes the first part as the city and the last as the state", () => {
    expect(splitOtherLocation("Portland, OR")).toEqual({ city: "Portland", state: "OR" });
    expect(splitOtherLocation("  Denver ,  CO  ")).toEqual({ city: "Denver", state: "CO" });
    expect(splitOtherLocation("Brooklyn, Kings County, NY")).toEqual({ city: "Brooklyn", state: "NY" });
  });

  it("turns a missing part into Other", () => {
    expect(splitOtherLocation("Portland")).toEqual({ city: "Portland", state: "Other" });
    expect(splitOtherLocation("Portland,")).toEqual({ city: "Portland", state: "Other" });
    expect(splitOtherLocation(", OR")).toEqual({ city: "Other", state: "OR" });
    expect(splitOtherLocation("  ")).toEqual({ city: "Other", state: "Other" });
    expect(splitOtherLocation(",")).toEqual({ city: "Other", state: "Other" });
  });
});

describe("leadLocation", () => {
  it("offers the six cities as City, ST, then Other", () => {
    expect(LOCATION_VALUES).toEqual(["Boston, MA", "Manhattan, NY", "Chicago, IL", "Atlanta, GA", "Miami, FL", "Austin, TX", "Other"]);
  });

  it("stores a listed city as its city and state, ignoring any Other text", () => {
    expect(leadLocation("Manhattan, NY", "Ignored, XX")).toEqual({ city: "Manhattan", state: "NY" });
  });

  it("splits the text of Other", () => {
    expect(leadLocation("Other", "Salt Lake City, UT")).toEqual({ city: "Salt Lake City", state: "UT" });
  });

  it("refuses an option that is not offered", () => {
    expect(() => leadLocation("Paris, FR")).toThrow();
  });
});

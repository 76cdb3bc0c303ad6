import { describe, expect, it } from "vitest";
import {
  accountCreatedMessage,
  draftLocation,
  knownServices,
  recordYearsExperience,
  servicesPreview,
  workAreasFromText,
  workAreasOfLead,
} from "./applications";

describe("servicesPreview (spec 9: first 2, then +N)", () => {
  it("shows two and counts the rest", () => {
    expect(servicesPreview(["Airbnb", "Deep Clean", "Residential", "Commercial"])).toEqual({ shown: ["Airbnb", "Deep Clean"], more: 2 });
    expect(servicesPreview(["Airbnb"])).toEqual({ shown: ["Airbnb"], more: 0 });
    expect(servicesPreview([])).toEqual({ shown: [], more: 0 });
  });
});

describe("work areas", () => {
  it("reads a draft's text as the list's areas: served cities by name, the rest Other, once each, in the list's order", () => {
    expect(workAreasFromText("chicago; Boston / Portland, OR")).toEqual(["Boston", "Chicago", "Other"]);
    expect(workAreasFromText("  ")).toEqual([]);
    expect(workAreasFromText(null)).toEqual([]);
  });

  it("writes a lead's city as a served city's name, or 'City, ST'", () => {
    expect(workAreasOfLead("Austin", "TX")).toBe("Austin");
    expect(workAreasOfLead("Portland", "OR")).toBe("Portland, OR");
  });
});

describe("the rest", () => {
  it("formats a location, keeps known services, bounds experience and names the account", () => {
    expect(draftLocation("Chicago", "IL")).toBe("Chicago, IL");
    expect(draftLocation("Chicago", null)).toBe("Chicago");
    expect(draftLocation(null, null)).toBe("");
    expect(knownServices(["Windows", "Deep Clean", "Airbnb"])).toEqual(["Airbnb", "Deep Clean"]);
    expect(recordYearsExperience(70)).toBe(60);
    expect(recordYearsExperience(null)).toBeNull();
    expect(accountCreatedMessage("Riley Chen", "cleaner")).toBe("Riley Chen now has a cleaner account.");
  });
});

import { describe, expect, it } from "vitest";
import { bedroomsText, unitSizeText } from "./unit-size";

describe("bedroomsText", () => {
  it("reads a unit with no bedroom as a studio", () => {
    expect(bedroomsText(0)).toBe("Studio");
  });

  it("counts the bedrooms otherwise", () => {
    expect(bedroomsText(1)).toBe("1 bed");
    expect(bedroomsText(5)).toBe("5 bed");
  });
});

describe("unitSizeText", () => {
  it("lists the size the client gave, leaving out the rest", () => {
    expect(unitSizeText({ bedrooms: 2, bathrooms: 1.5, sqFt: 1200 })).toBe("2 bed · 1.5 bath · 1,200 sq ft");
    expect(unitSizeText({ bedrooms: null, bathrooms: 1, sqFt: null })).toBe("1 bath");
  });

  it("says Studio for 0 bedrooms, alone or with the rest", () => {
    expect(unitSizeText({ bedrooms: 0, bathrooms: null, sqFt: null })).toBe("Studio");
    expect(unitSizeText({ bedrooms: 0, bathrooms: 1, sqFt: 520 })).toBe("Studio · 1 bath · 520 sq ft");
  });

  it("is empty when nothing was given", () => {
    expect(unitSizeText({ bedrooms: null, bathrooms: null, sqFt: null })).toBe("");
  });
});

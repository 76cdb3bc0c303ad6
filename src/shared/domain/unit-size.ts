// How a unit's size reads wherever it shows (the board, assignments, the admin's job details, the
// booking form): one wording. A unit with no bedroom is a studio, never "0 bed" (issue 18,
// docs/decisions/029).

export interface UnitSize {
  bedrooms: number | null;
  bathrooms: number | null;
  sqFt: number | null;
}

/** 0 -> "Studio", 1 -> "1 bed", 3 -> "3 bed". */
export const bedroomsText = (bedrooms: number): string => (bedrooms === 0 ? "Studio" : `${bedrooms} bed`);

/** spec 2: "2 bed · 1.5 bath · 1,200 sq ft", leaving out what the client did not give; "" when nothing was. */
export function unitSizeText({ bedrooms, bathrooms, sqFt }: UnitSize): string {
  return [
    bedrooms === null ? null : bedroomsText(bedrooms),
    bathrooms === null ? null : `${bathrooms} bath`,
    sqFt === null ? null : `${sqFt.toLocaleString("en-US")} sq ft`,
  ]
    .filter((part): part is string => part !== null)
    .join(" · ");
}

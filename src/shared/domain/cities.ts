// spec 2 and 3: the cities the product serves, as the hero, the service areas and the lead form
// list them.
export const CITIES = [
  { city: "Boston", state: "MA", tagline: "Brownstones, condos and student rentals from Back Bay to Southie." },
  { city: "Manhattan", state: "NY", tagline: "Walk-ups, doorman buildings and short stays, turned over on time." },
  { city: "Chicago", state: "IL", tagline: "Lakeshore high-rises and two-flats, ready before the next guest." },
  { city: "Atlanta", state: "GA", tagline: "Midtown apartments and suburban homes, cleaned to one standard." },
  { city: "Miami", state: "FL", tagline: "Beach rentals and condos with same-day turnovers between stays." },
  { city: "Austin", state: "TX", tagline: "Downtown lofts and family homes, booked in minutes." },
] as const;

export const cityLabel = ({ city, state }: { city: string; state: string }) => `${city}, ${state}`;

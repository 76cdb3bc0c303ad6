// spec 2 and 3: the cities the product serves, as the hero and the lead form list them.
export const CITIES = [
  { city: "Boston", state: "MA" },
  { city: "Manhattan", state: "NY" },
  { city: "Chicago", state: "IL" },
  { city: "Atlanta", state: "GA" },
  { city: "Miami", state: "FL" },
  { city: "Austin", state: "TX" },
] as const;

export const cityLabel = ({ city, state }: { city: string; state: string }) => `${city}, ${state}`;

// spec 3: the service types a lead ticks.
export const SERVICE_TYPES = [
  "Airbnb",
  "Residential",
  "Commercial",
  "Move-in/Out",
  "One-time Clean",
  "Deep Clean",
  "Post Construction",
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

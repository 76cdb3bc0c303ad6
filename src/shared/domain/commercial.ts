// spec 9: commercial offers are priced by quote; specialty services sit beside the plans.

export interface CommercialOffer {
  name: string;
  /** null: unlimited. */
  cleansPerMonth: number | null;
  cadence: string;
  description: string;
  features: string[];
}

export const COMMERCIAL_OFFERS: CommercialOffer[] = [
  {
    name: "Small Business",
    cleansPerMonth: 8,
    cadence: "8 cleans per month (2 per week)",
    description: "Offices, studios and retail floors that need a reliable twice-weekly reset.",
    features: ["Recurring crew you get to know", "Digital checklists per site", "Before/after photos"],
  },
  {
    name: "Medium Business",
    cleansPerMonth: 24,
    cadence: "24 cleans per month (daily)",
    description: "Daily service for busy workplaces and multi-unit portfolios.",
    features: ["Dedicated account manager", "Quality assurance walk-throughs", "Consolidated monthly billing"],
  },
  {
    name: "Enterprise",
    cleansPerMonth: null,
    cadence: "Unlimited cleans",
    description: "Portfolios across cities with round-the-clock operations.",
    features: ["24/7 priority support", "Dedicated account manager", "Custom reporting and SLAs"],
  },
];

export interface SpecialtyService {
  name: string;
  description: string;
}

export const SPECIALTY_SERVICES: SpecialtyService[] = [
  { name: "Airbnb turnovers", description: "Same-day turnovers between guests, with photo documentation of every room." },
  { name: "Move-In/Out deep clean", description: "Inside cabinets, appliances and fixtures, so the keys change hands on a spotless unit." },
  { name: "Post Construction", description: "Dust, debris and residue removed after renovations, ready for move-in or a listing shoot." },
];

// spec 2, 3 and 4: leads and the application drafts made from them (cleaner and client drafts):
// the statuses' labels, the services preview of the tables, and how a draft becomes an account's
// record (docs/decisions/047). One source for the admin screens and the server.
import { CITIES, OTHER_AREA, WORK_AREAS } from "./cities";
import { YEARS_EXPERIENCE_MAX } from "./cleaner";
import { SERVICE_TYPES, type ServiceType } from "./services";
import type { BACKGROUND_CHECK_STATUSES, DraftStatus, LEAD_ROLES, LeadStatus } from "./statuses";

export type LeadRole = (typeof LEAD_ROLES)[number];
export type BackgroundCheckStatus = (typeof BACKGROUND_CHECK_STATUSES)[number];

/** The two kinds of draft; each becomes an account of the role of the same name. */
export const DRAFT_KINDS = ["cleaner", "client"] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  in_progress: "In Progress",
  converted: "Converted",
  rejected: "Rejected",
};

export const DRAFT_STATUS_LABELS: Record<DraftStatus, string> = {
  draft: "Draft",
  info_requested: "Info Requested",
  verified: "Verified",
  approved: "Approved",
  converted: "Converted",
  rejected: "Rejected",
};

export const BACKGROUND_CHECK_LABELS: Record<BackgroundCheckStatus, string> = {
  unknown: "Unknown",
  self_attests: "Self Attests",
  pending: "Pending",
  verified: "Verified",
  failed: "Failed",
};

/** spec 2: 'Ready to Approve' counts the drafts at verified. */
export const READY_TO_APPROVE_STATUS: DraftStatus = "verified";
/** spec 4: Convert to Account is offered (and accepted by the server) only at approved. */
export const CONVERTIBLE_STATUS: DraftStatus = "approved";

/** spec 9: lead and draft tables show the first 2 services, then '+N'. */
export const SERVICES_SHOWN = 2;

export function servicesPreview(services: readonly string[]): { shown: string[]; more: number } {
  return { shown: services.slice(0, SERVICES_SHOWN), more: Math.max(0, services.length - SERVICES_SHOWN) };
}

/** spec 2: a client draft's Location, "city, state", leaving out a missing part. */
export const draftLocation = (city: string | null, state: string | null): string =>
  [city, state].filter((part) => part && part.trim()).join(", ");

/**
 * A draft's work areas are free text ("Boston, Chicago"); a cleaner's are from WORK_AREAS
 * (docs/decisions/031). Each comma, semicolon or slash separated part that names a served city
 * becomes that city, anything else "Other"; each once, in the list's order.
 */
export function workAreasFromText(text: string | null): string[] {
  const parts = (text ?? "")
    .split(/[,;/]/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const named = new Set<string>(parts.map((part) => CITIES.find(({ city }) => city.toLowerCase() === part)?.city ?? OTHER_AREA));
  return WORK_AREAS.filter((area) => named.has(area));
}

/** A lead's city as a draft's work areas: a served city by name, anywhere else "City, ST". */
export const workAreasOfLead = (city: string, state: string): string =>
  CITIES.some((served) => served.city === city) ? city : draftLocation(city, state);

/** The services a cleaner's record accepts (the list's own), in the list's order. */
export const knownServices = (services: readonly string[]): ServiceType[] => SERVICE_TYPES.filter((service) => services.includes(service));

/** A cleaner's record holds 0 to YEARS_EXPERIENCE_MAX years; a lead may say more (its form allows 70). */
export const recordYearsExperience = (years: number | null): number | null =>
  years === null ? null : Math.min(Math.max(0, years), YEARS_EXPERIENCE_MAX);

/** What the Convert to Account toast says (spec 8: naming the person and the role). */
export const accountCreatedMessage = (name: string, kind: DraftKind) => `${name} now has a ${kind} account.`;

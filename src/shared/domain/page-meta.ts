// What a search result or a link preview shows for each public page. The server writes it into
// the HTML head (crawlers read no JavaScript); the browser sets the same title as people navigate.
import { andList, formatUSD } from "../format";
import { CITIES } from "./cities";
import { RESIDENTIAL_PLANS, perCleanCents } from "./plans";

export interface PageMeta {
  /** The whole <title>, brand included. */
  title: string;
  description: string;
}

export const SITE_NAME = "Tidyline";
/** Served from src/client/public (assets/social/make-og-image.sh draws it). */
export const SOCIAL_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: "Tidyline: vetted, insured cleaners for every property",
};

const cityList = andList(CITIES.map(({ city }) => city));
const cheapestPerClean = Math.min(...RESIDENTIAL_PLANS.map(perCleanCents));
const planSummary = RESIDENTIAL_PLANS.map((plan) => `${plan.name} ${formatUSD(plan.monthlyPriceCents, { whole: true })}`).join(", ");

export const PUBLIC_PAGE_META = {
  "/": {
    title: "Tidyline: cleaning services for property professionals",
    description: `Tidyline matches hosts, landlords, property managers and homeowners with vetted, insured cleaners: auto-assignment, real-time updates, before/after photos and 24/7 support in ${cityList}.`,
  },
  "/pricing": {
    title: "Pricing: residential plans and commercial quotes · Tidyline",
    description: `Residential cleaning plans from ${formatUSD(cheapestPerClean, { whole: true })} per clean (${planSummary} a month), commercial cleaning by quote, no setup fees and cancel anytime.`,
  },
} satisfies Record<string, PageMeta>;

export type PublicPagePath = keyof typeof PUBLIC_PAGE_META;

/** An app screen's whole <title>: "Sign in · Tidyline". */
export const screenTitle = (title: string | undefined) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

/**
 * Prerendered screens without a search preview of their own: their screen title, which the app's
 * route gives them too (client/app/routes.tsx) and the server writes into their head.
 */
export const PRERENDERED_SCREEN_TITLES = { "/signin": "Sign in" } as const;

/** The <title> the server writes for a path: the page's own, a prerendered screen's, else the site name. */
export function pageTitle(pathname: string): string {
  const screen = Object.hasOwn(PRERENDERED_SCREEN_TITLES, pathname)
    ? PRERENDERED_SCREEN_TITLES[pathname as keyof typeof PRERENDERED_SCREEN_TITLES]
    : undefined;
  return publicPageMeta(pathname)?.title ?? screenTitle(screen);
}

export function publicPageMeta(pathname: string): PageMeta | undefined {
  return Object.hasOwn(PUBLIC_PAGE_META, pathname) ? PUBLIC_PAGE_META[pathname as PublicPagePath] : undefined;
}

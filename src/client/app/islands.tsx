import type { ComponentType } from "react";
import { MarketingFooter } from "../components/marketing-footer";
import { usePageAccount } from "../features/account/page-account";
import { PublicHeader } from "../layouts/public-header";
import SignIn from "../routes/auth/signin";

/** The header on a prerendered page: who is here, asked once (no router, no query cache there). */
function PageHeader() {
  return <PublicHeader account={usePageAccount()} />;
}

/**
 * What React adopts on a prerendered public page (public-entry.tsx), each a root of its own; the
 * rest of the page is HTML that needs no script (links, the FAQ's disclosures), and its Join
 * buttons answer through the page's JoinDialogHost. The build renders each island alone, as the
 * browser does (prerender.tsx), so their markup and ids match.
 */
export const ISLANDS = {
  header: PageHeader,
  footer: MarketingFooter,
  "sign-in": SignIn,
} satisfies Record<string, ComponentType>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string | undefined): name is IslandName => name !== undefined && Object.hasOwn(ISLANDS, name);

/** Each island's ids (useId) start with its name, so two roots never make the same one. */
export const islandOptions = (name: IslandName) => ({ identifierPrefix: `${name}-` });

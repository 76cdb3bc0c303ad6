import { createContext, use, type ComponentProps, type ReactElement } from "react";

export type AppLinkProps = Omit<ComponentProps<"a">, "href"> & { to: string };

/** Renders a link: the app's router provides its own (app/root.tsx), which moves in place. */
export const LinkContext = createContext<(props: AppLinkProps) => ReactElement>(
  // On a prerendered public page there is no router: a plain link, and following it loads the page.
  ({ to, ...props }) => <a href={to} {...props} />,
);

/**
 * A link for screens that also run without the app's router (the public pages' islands, public-entry.tsx).
 * Both render the same <a href>, so the prerendered markup matches either.
 */
export function AppLink(props: AppLinkProps) {
  const renderLink = use(LinkContext);
  return renderLink(props);
}

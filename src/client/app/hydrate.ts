import { matchRoutes, type RouteObject } from "react-router";

/**
 * Loads the lazy routes that match `location` and puts what they load on the route objects, so
 * the router starts already initialized and its first render is the page itself, as React
 * needs to adopt prerendered markup (React Router's pattern for hydrating lazy routes).
 */
export async function resolveLazyMatches(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => typeof match.route.lazy === "function");
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

import { z } from "zod";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The schema of a route's path ids, for validateParams: each must be a uuid (lower-cased). One
 * that is not can name no row, so it is the same 404, with the route's not-found message, as
 * someone else's object (and never reaches PostgreSQL as a malformed uuid).
 */
export function pathIds<const Key extends string>(keys: readonly Key[], notFoundMessage: string) {
  const id = z
    .string()
    .regex(UUID, notFoundMessage)
    .transform((value) => value.toLowerCase());
  return z.object(Object.fromEntries(keys.map((key) => [key, id])) as Record<Key, typeof id>);
}

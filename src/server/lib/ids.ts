import { notFound } from "./errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id from the path. Something that is not a uuid can name no row, so it is the same 404 as
 * someone else's object (and never reaches PostgreSQL as a malformed uuid).
 */
export function idFromPath(value: string | undefined, notFoundMessage: string): string {
  if (!value || !UUID.test(value)) throw notFound(notFoundMessage);
  return value.toLowerCase();
}

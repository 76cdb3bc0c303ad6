// Case-insensitive "contains" searches (ILIKE) over user text, for every list that has a search box.

/** LIKE treats % and _ as wildcards (and \ as their escape); a search for "50%" means the characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** `%text%` with the text taken literally, for ILIKE. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

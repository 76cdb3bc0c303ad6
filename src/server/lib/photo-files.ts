// Job photos in storage (docs/decisions/023), served to the job's client and to its cleaner:
// lifted out of features/ because both the client's history and the cleaner's assignments read them.
import type { PhotoType } from "../../shared/domain/cleaner";

export const PHOTO_NOT_FOUND = "Photo not found.";

const CONTENT_TYPES: Record<string, PhotoType> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heic: "image/heic",
};

/** The content type a stored photo is served with, from its key; anything else is not a photo we serve. */
export function photoContentType(key: string): PhotoType | null {
  const extension = key.split(".").pop()?.toLowerCase() ?? "";
  return CONTENT_TYPES[extension] ?? null;
}

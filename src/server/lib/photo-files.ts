// Job photos in storage (docs/decisions/033), served to the job's client and to its cleaner:
// lifted out of features/ because both the client's history and the cleaner's assignments read them.
import type { PhotoType } from "../../shared/domain/cleaner";
import { notFound } from "./errors";
import { logger } from "./logger";
import { ObjectMissing, type StoredObject, type Storage } from "./storage";

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

/**
 * The stored file of a checkpoint the caller found (with its ownership in the WHERE): its body,
 * read from storage as it is sent (docs/decisions/049), its size and type. No row, a key we do not
 * serve, or a file gone from storage are all "not found"; a store that fails is a fault (500).
 */
export async function storedPhoto(
  storage: Storage,
  checkpoint: { fileUrl: string } | undefined,
  photoId: string,
): Promise<StoredObject & { contentType: PhotoType }> {
  const contentType = checkpoint ? photoContentType(checkpoint.fileUrl) : null;
  if (!checkpoint || !contentType) throw notFound(PHOTO_NOT_FOUND);
  try {
    return { ...(await storage.read(checkpoint.fileUrl)), contentType };
  } catch (error) {
    if (!(error instanceof ObjectMissing)) throw error;
    logger.warn("job photo missing from storage", { photoId, key: error.key });
    throw notFound(PHOTO_NOT_FOUND);
  }
}

/**
 * A photo as the browser gets it. Someone's home: never stored, so nobody sees it from the
 * browser's cache after sign-out (no-cache would keep it on disk, and without a validator it
 * would download it anyway).
 */
export const photoResponseHeaders = (photo: { contentType: PhotoType; size: number }) => ({
  "Content-Type": photo.contentType,
  "Content-Length": String(photo.size),
  "Cache-Control": "no-store",
});

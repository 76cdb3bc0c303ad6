// What a photo really is, read from its first bytes: the file's name and the browser's declared
// type are the uploader's words, not the file's (docs/decisions/033).
import type { PhotoType } from "../../../shared/domain/cleaner";

export interface SniffedPhoto {
  contentType: PhotoType;
  /** The extension it is stored under: photoContentType (lib/photo-files.ts) serves by it. */
  extension: "jpg" | "png" | "webp" | "heic";
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** HEIF brands of still images (HEVC-coded, or the generic image brands iPhones also write). */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "mif1", "msf1"]);

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** JPEG, PNG, WebP or HEIC by magic number; anything else is null. */
export function sniffPhoto(bytes: Uint8Array): SniffedPhoto | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, PNG_SIGNATURE)) return { contentType: "image/png", extension: "png" };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return { contentType: "image/webp", extension: "webp" };
  // ISO-BMFF: a box size (4 bytes), then the `ftyp` box whose first field is the major brand.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && HEIC_BRANDS.has(ascii(bytes, 8, 12)))
    return { contentType: "image/heic", extension: "heic" };
  return null;
}

import { z } from "zod";
import { CHECKPOINT_TYPES } from "../domain/statuses";
import { PHOTO_MAX_BYTES, PHOTO_NOTE_MAX_LENGTH } from "../domain/cleaner";

const PHOTO_MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

// Before/after photos of a job (docs/decisions/033): what the Add Photos form sends as multipart.
export const photoMessages = {
  /** The Add Photos form's help under its file field. */
  hint: `JPEG, PNG, WebP or HEIC, up to ${PHOTO_MAX_MB} MB.`,
  typeRequired: "Choose whether this is a before or an after photo.",
  fileRequired: "Choose a photo to upload.",
  tooLarge: `Photos can be up to ${PHOTO_MAX_MB} MB.`,
  notAPhoto: "Photos must be JPEG, PNG, WebP or HEIC images.",
  noteTooLong: `Please keep the note under ${PHOTO_NOTE_MAX_LENGTH} characters.`,
} as const;

export const photoUploadSchema = z.object({
  type: z.enum(CHECKPOINT_TYPES, { error: photoMessages.typeRequired }),
  file: z
    .instanceof(File, { message: photoMessages.fileRequired })
    .refine((file) => file.size > 0, photoMessages.fileRequired)
    .refine((file) => file.size <= PHOTO_MAX_BYTES, photoMessages.tooLarge),
  note: z
    .string()
    .max(PHOTO_NOTE_MAX_LENGTH, photoMessages.noteTooLong)
    .optional()
    .transform((note) => note?.trim() || null),
});
export type PhotoUploadInput = z.input<typeof photoUploadSchema>;
export type PhotoUpload = z.output<typeof photoUploadSchema>;

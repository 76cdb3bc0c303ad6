import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { PHOTO_NOTE_MAX_LENGTH } from "../../../shared/domain/cleaner";
import { photoMessages, photoUploadSchema, type PhotoUpload, type PhotoUploadInput } from "../../../shared/schemas/job-photo";
import { QueryState } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { Field, FieldSet, TextareaField } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { toastFailure } from "../../lib/error-toast";
import { toastFirstError } from "../../lib/form-errors";
import { useJobReport, useUploadPhoto, type Assignment } from "./api";
import { PhotoGallery } from "./photo-gallery";

const UPLOAD_FAILED = "Failed to upload photo";
const toastProblem = toastFirstError<PhotoUploadInput>(["type", "file", "note"], () => UPLOAD_FAILED);
/** What the picker offers; the server reads the bytes whatever the picker lets through. */
const ACCEPT = "image/jpeg,image/png,image/webp,image/heic,.heic,.heif";
/** No file chosen yet: the schema refuses it with "Choose a photo to upload." */
const blank = (type: PhotoUploadInput["type"]): PhotoUploadInput => ({ type, file: undefined as unknown as File, note: "" });

/**
 * Before and after photos of a job (docs/decisions/033): before photos from the claim, after
 * photos once started. The dialog stays open to add several, listing what is already there.
 */
export function AddPhotosDialog({
  assignment,
  open,
  onOpenChange,
  preferAfter,
}: {
  assignment: Assignment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preferAfter: boolean;
}) {
  const upload = useUploadPhoto(assignment.jobId);
  const photos = useJobReport(assignment.jobId, open);
  const afterOpen = assignment.status === "In Progress";
  const initialType = afterOpen && preferAfter ? "photo_after" : "photo_before";
  const form = useForm<PhotoUploadInput, unknown, PhotoUpload>({
    resolver: zodResolver(photoUploadSchema),
    defaultValues: blank(initialType),
  });
  // A file input cannot be cleared by value: a new key gives a fresh one after each upload.
  const [fileInputKey, setFileInputKey] = useState(0);

  // Each opening starts afresh, on the kind the cleaner came for.
  useEffect(() => {
    if (open) form.reset(blank(initialType));
  }, [open, initialType, form]);

  const submit = form.handleSubmit(
    (input) =>
      upload.mutate(input, {
        onSuccess: () => {
          toast.success("Photo added", { description: input.type === "photo_after" ? "After photo saved." : "Before photo saved." });
          form.reset(blank(input.type));
          setFileInputKey((key) => key + 1);
        },
        onError: (error) => toastFailure(error, UPLOAD_FAILED, UPLOAD_FAILED),
      }),
    toastProblem,
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !upload.isPending && onOpenChange(next)}>
      <DialogContent
        className="max-w-2xl"
        title="Add Photos"
        description={`${assignment.type} at ${assignment.address}. The client sees these photos with the completed job.`}
      >
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FieldSet legend="Kind of photo" error={form.formState.errors.type?.message}>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <div className="flex flex-wrap gap-4">
                  {(["photo_before", "photo_after"] as const).map((type) => (
                    <label key={type} className="flex items-center gap-2 text-sm has-[:disabled]:opacity-50">
                      <input
                        type="radio"
                        name={field.name}
                        value={type}
                        checked={field.value === type}
                        disabled={upload.isPending || (type === "photo_after" && !afterOpen)}
                        onChange={() => field.onChange(type)}
                        className="size-4 accent-[var(--color-primary)]"
                      />
                      {type === "photo_before" ? "Before" : "After"}
                    </label>
                  ))}
                </div>
              )}
            />
            {!afterOpen && <p className="text-sm text-muted-foreground">After photos can be added once you start the job.</p>}
          </FieldSet>
          <Controller
            control={form.control}
            name="file"
            render={({ field, fieldState }) => (
              <Field label="Photo" description={photoMessages.hint} error={fieldState.error?.message}>
                {(control) => (
                  <Input
                    {...control}
                    key={fileInputKey}
                    type="file"
                    accept={ACCEPT}
                    disabled={upload.isPending}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.target.files?.[0] ?? undefined)}
                  />
                )}
              </Field>
            )}
          />
          <TextareaField
            label="Note"
            hint="(optional)"
            rows={2}
            maxLength={PHOTO_NOTE_MAX_LENGTH}
            disabled={upload.isPending}
            error={form.formState.errors.note?.message}
            {...form.register("note")}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={upload.isPending}>
                Done
              </Button>
            </DialogClose>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending && <Spinner label="Uploading" />} Upload Photo
            </Button>
          </DialogFooter>
        </form>
        <section aria-label="Photos of this job" className="grid gap-2">
          <h3 className="text-sm font-medium">Photos of this job</h3>
          <QueryState query={photos} loadFailed="Failed to load photos">
            {(report) => <PhotoGallery photos={report.photos} jobType={assignment.type} />}
          </QueryState>
        </section>
        <p className="sr-only" aria-live="polite">
          {upload.isPending ? "Uploading photo" : ""}
        </p>
      </DialogContent>
    </Dialog>
  );
}

import { ImageOff } from "lucide-react";
import { formatDateTime } from "../../lib/format";
import type { JobReportPhoto } from "./api";

const LABELS = { photo_before: "Before", photo_after: "After" } as const;

/** A job's photos in a grid, each with its kind, time and note. */
export function PhotoGallery({ photos, jobType }: { photos: JobReportPhoto[]; jobType: string }) {
  if (photos.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
        <ImageOff className="size-4 shrink-0" aria-hidden /> No photos yet.
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Photos">
      {photos.map((photo) => (
        <li key={photo.photoId} className="flex flex-col gap-1">
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <img
              src={photo.url}
              alt={`${LABELS[photo.type]} photo of the ${jobType.toLowerCase()}${photo.note ? `: ${photo.note}` : ""}`}
              width={320}
              height={240}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-md border border-border bg-muted object-cover"
            />
          </a>
          <p className="text-xs">
            <span className="font-medium">{LABELS[photo.type]}</span>{" "}
            <span className="text-muted-foreground">· {formatDateTime(photo.createdAt)}</span>
          </p>
          {photo.note && <p className="text-xs text-muted-foreground">{photo.note}</p>}
        </li>
      ))}
    </ul>
  );
}

import { ImageOff } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";
import type { HistoryJob } from "./api";

type PhotoType = HistoryJob["photos"][number]["type"];
const LABELS: Record<PhotoType, string> = { photo_before: "Before", photo_after: "After" };

/** spec 2: the job's before/after photos, one at a time, switched by a two-button toggle. */
export function PhotoToggle({ job }: { job: Pick<HistoryJob, "photos" | "type"> }) {
  const available = (["photo_before", "photo_after"] as const).filter((type) => job.photos.some((photo) => photo.type === type));
  const [shown, setShown] = useState<PhotoType>(available.includes("photo_after") ? "photo_after" : "photo_before");

  if (available.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
        <ImageOff className="size-4 shrink-0" aria-hidden /> No photos for this cleaning.
      </p>
    );
  }
  const photo = job.photos.find((candidate) => candidate.type === shown) ?? job.photos[0]!;
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="Photos" className="inline-flex w-fit rounded-md border border-input p-0.5">
        {(["photo_before", "photo_after"] as const).map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={shown === type}
            disabled={!available.includes(type)}
            onClick={() => setShown(type)}
            className={cn(
              "rounded px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40",
              shown === type ? "bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            {LABELS[type]}
          </button>
        ))}
      </div>
      <img
        key={photo.photoId}
        src={photo.url}
        alt={`${LABELS[photo.type]} photo of the ${job.type.toLowerCase()}`}
        width={640}
        height={480}
        loading="lazy"
        className="aspect-[4/3] w-full max-w-md rounded-md border border-border bg-muted object-cover"
      />
      {photo.note && <p className="text-sm text-muted-foreground">{photo.note}</p>}
    </div>
  );
}

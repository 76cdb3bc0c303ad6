import { useQuery } from "@tanstack/react-query";
import { Paperclip } from "lucide-react";
import { JobHistoryList } from "../../components/job-history-list";
import { QueryState } from "../../components/load-states";
import { formatDateTime } from "../../lib/format";
import { adminJobHistoryQuery, type AdminJobDetails } from "./api";
import { Section } from "./job-details-sections";

const PHOTO_LABELS = { photo_before: "Before", photo_after: "After" } as const;
const SENDER_LABELS = { client: "Client", cleaner: "Cleaner", admin: "Support" } as const;

/** The job's before and after photos, served to admins by the server. */
export function JobPhotos({ photos }: { photos: AdminJobDetails["photos"] }) {
  return (
    <Section title="Photos">
      {photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">No photos yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.photoId} className="flex flex-col gap-1">
              <img
                src={photo.url}
                alt={`${PHOTO_LABELS[photo.type]} photo, ${formatDateTime(photo.createdAt)}${photo.note ? `: ${photo.note}` : ""}`}
                loading="lazy"
                className="aspect-square w-full rounded-md border border-border object-cover"
              />
              <span className="text-xs text-muted-foreground">{PHOTO_LABELS[photo.type]}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The job's conversation, read-only and oldest first (the thread itself lives with its people). */
export function JobMessages({ messages }: { messages: AdminJobDetails["messages"] }) {
  return (
    <Section title="Messages">
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">No messages yet.</p>
      ) : (
        <ol
          className="flex max-h-72 flex-col gap-2 overflow-y-auto rounded-md border border-border p-3"
          tabIndex={0}
          aria-label="Messages of this job"
        >
          {messages.map((message) => (
            <li key={message.messageId} className="text-sm">
              <p className="text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{message.senderName ?? SENDER_LABELS[message.senderType]}</span> (
                {SENDER_LABELS[message.senderType]}), {formatDateTime(message.createdAt)}
              </p>
              <p className="whitespace-pre-line break-words">{message.content}</p>
              {message.hasAttachment && (
                <p className="flex items-center gap-1 text-xs text-muted-foreground">
                  <Paperclip className="size-3" aria-hidden /> Attachment
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/**
 * docs/decisions/066: the job's whole history, oldest first: who booked it, every move and who made
 * it (with the admins' reasons), every offer with its source and score, every cleaner passed over
 * and why. Times in the job's zone.
 */
export function JobHistorySection({ jobId }: { jobId: string }) {
  const history = useQuery(adminJobHistoryQuery(jobId));
  return (
    <Section title="History">
      <QueryState query={history} loadFailed="Failed to load this job's history.">
        {(data) => <JobHistoryList history={data} />}
      </QueryState>
    </Section>
  );
}

import { Mail, Phone, RotateCcw, UserRound, UserRoundCog } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { formatUSD } from "../../../shared/format";
import { jobIdLabel } from "../../../shared/schemas/admin-jobs";
import { AppLink } from "../../components/app-link";
import { JobStatusBadge } from "../../components/job-status-badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { toastFailure } from "../../lib/error-toast";
import { formatDateTime, formatJobDateTime } from "../../lib/format";
import { useNow } from "../../lib/use-now";
import { useRepostJob, type ExceptionJob, type FailedPayment, type FailingCalendar } from "./api";

const linkButton =
  "inline-flex min-h-9 items-center gap-1.5 rounded-md border border-input bg-background px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4";

/** A section: its title, what it means, how many there are, and its rows (or that there are none). */
export function ExceptionSection({
  id,
  title,
  description,
  total,
  shown,
  children,
}: {
  id: string;
  title: string;
  description: string;
  total: number;
  shown: number;
  children: ReactNode;
}) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle as="h2" className="text-base" id={`${id}-title`}>
          {title} <span className="ml-1 rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums">{total}</span>
        </CardTitle>
        <CardDescription>
          {description}
          {total > shown && ` Showing the ${shown} most urgent of ${total}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {total === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing here right now.</p>
        ) : (
          <ul className="divide-y divide-border">{children}</ul>
        )}
      </CardContent>
    </Card>
  );
}

function ContactLinks({ name, email, phone, who }: { name: string | null; email: string | null; phone: string | null; who: string }) {
  if (!name) return null;
  return (
    <>
      {email && (
        <a className={linkButton} href={`mailto:${email}`} aria-label={`Email ${who} ${name}`}>
          <Mail aria-hidden /> Email {who}
        </a>
      )}
      {phone && (
        <a className={linkButton} href={`tel:${phone}`} aria-label={`Call ${who} ${name}`}>
          <Phone aria-hidden /> Call {who}
        </a>
      )}
    </>
  );
}

/** Jobs screen, found by the job's id, where an admin sets the status or assigns a cleaner. */
const jobsLink = (jobId: string) => `/admin/jobs?search=${encodeURIComponent(jobIdLabel(jobId))}`;

function RepostButton({ job }: { job: ExceptionJob }) {
  const repost = useRepostJob();
  const started = new Date(job.scheduledStart).getTime() <= useNow();
  if (started) return null;
  return (
    <Button
      size="sm"
      disabled={repost.isPending}
      onClick={() =>
        repost.mutate(job.jobId, {
          onSuccess: () => toast.success("Job re-posted", { description: `${job.type} is open for claims again.` }),
          onError: (error) => toastFailure(error, "Failed to re-post job."),
        })
      }
    >
      <RotateCcw aria-hidden /> {repost.isPending ? "Re-posting…" : "Re-post"}
    </Button>
  );
}

/** One job needing a human: what, where, when, who, and the ways to act on it. */
export function ExceptionJobRow({
  job,
  note,
  repostable = false,
  action,
}: {
  job: ExceptionJob;
  note: string;
  repostable?: boolean;
  action?: string;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {job.type} <JobStatusBadge status={job.status} />{" "}
          <span className="font-mono text-xs text-muted-foreground">#{jobIdLabel(job.jobId)}</span>
        </p>
        <p className="truncate text-sm text-muted-foreground">{job.address}</p>
        <p className="text-sm">
          {formatJobDateTime(job.scheduledStart, job.timeZone)} · {note}
        </p>
        <p className="text-sm text-muted-foreground">
          Client: {job.client.name}
          {job.cleaner && ` · Cleaner: ${job.cleaner.name}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {repostable && <RepostButton job={job} />}
        <AppLink to={jobsLink(job.jobId)} className={linkButton}>
          <UserRoundCog aria-hidden />{" "}
          {action ?? (job.status === "Posted" || job.status === "Assigned" ? "Reassign in Jobs" : "Open in Jobs")}
        </AppLink>
        {job.cleaner && <ContactLinks who="cleaner" name={job.cleaner.name} email={job.cleaner.email} phone={job.cleaner.phone} />}
        <ContactLinks who="client" name={job.client.name} email={job.client.email} phone={job.client.phone} />
      </div>
    </li>
  );
}

/**
 * docs/decisions/054: a rental calendar failing every sync for over a day: its turnovers no longer
 * follow the reservations, so the client is asked to fix or replace the address.
 */
export function FailingCalendarRow({ feed }: { feed: FailingCalendar }) {
  const failures = feed.consecutiveFailures === 1 ? "1 failure" : `${feed.consecutiveFailures} failures`;
  return (
    <li className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <p className="font-medium">
          {feed.label} calendar <span className="font-normal text-muted-foreground">· {feed.unitLabel}</span>
        </p>
        <p className="text-sm">
          Failing since {formatDateTime(feed.failingSince)} · {failures} in a row
        </p>
        {feed.lastError && <p className="break-words text-sm text-red-800">Last error: {feed.lastError}</p>}
        <p className="text-sm text-muted-foreground">Client: {feed.clientName}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <AppLink to={`/admin/clients?search=${encodeURIComponent(feed.clientEmail)}`} className={linkButton}>
          <UserRound aria-hidden /> Open client
        </AppLink>
        <ContactLinks who="client" name={feed.clientName} email={feed.clientEmail} phone={feed.clientPhone} />
      </div>
    </li>
  );
}

export function FailedPaymentRow({ payment }: { payment: FailedPayment }) {
  return (
    <li className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between">
      <div>
        <p className="font-medium tabular-nums">
          {formatUSD(payment.amountCents)} <span className="font-normal text-muted-foreground">{payment.description ?? "Payment"}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {payment.clientName} · failed {formatDateTime(payment.createdAt)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <AppLink to="/admin/transactions" className={linkButton}>
          Open Transactions
        </AppLink>
        <ContactLinks who="client" name={payment.clientName} email={payment.clientEmail} phone={payment.clientPhone} />
      </div>
    </li>
  );
}

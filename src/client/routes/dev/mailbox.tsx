import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { Mail } from "lucide-react";
import { Fragment } from "react";
import { toast } from "sonner";
import { formatPhoneNumber, type KeptText } from "../../../shared/domain/text-messages";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { mailboxQuery, useReplyToText } from "../../features/dev-mailbox/api";
import { failureText, hasErrorCode } from "../../lib/api-error";
import { toastFailure } from "../../lib/error-toast";
import NotFound from "../public/not-found";

/**
 * Outside production without SMTP_URL, every email the server sends is listed here, newest first;
 * without Twilio, every text too (docs/decisions/070), each answerable as from the phone.
 */
export default function Mailbox() {
  const mailbox = useQuery(mailboxQuery());
  if (mailbox.isPending) return <PageSpinner />;
  // In production the route is not there at all.
  if (hasErrorCode(mailbox.error, "NOT_FOUND")) return <NotFound />;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Mailbox</h1>
        <Button variant="outline" onClick={() => mailbox.refetch()}>
          Refresh
        </Button>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        Emails and texts the server would have sent. This page does not exist in production.
      </p>
      {mailbox.isError && <p className="mt-6 text-destructive">Could not load the mailbox: {failureText(mailbox.error)}</p>}
      {mailbox.data && mailbox.data.texts.length > 0 && <Texts texts={mailbox.data.texts} />}
      {mailbox.data?.emails.length === 0 && (
        <div className="mt-10 flex flex-col items-center gap-2 text-muted-foreground">
          <Mail className="size-8" aria-hidden />
          <p>No emails yet.</p>
        </div>
      )}
      <ul className="mt-6 flex flex-col gap-4">
        {mailbox.data?.emails.map((email) => (
          <li key={email.id}>
            <article className="rounded-lg border border-border p-4" aria-label={email.subject}>
              <header className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold">{email.subject}</h2>
                <time className="text-xs text-muted-foreground" dateTime={email.sentAt}>
                  {format(new Date(email.sentAt), "MMM dd, yyyy h:mm a")}
                </time>
              </header>
              <p className="text-sm text-muted-foreground">To: {email.to}</p>
              {email.replyTo && <p className="text-sm text-muted-foreground">Reply-To: {email.replyTo}</p>}
              <p className="mt-3 whitespace-pre-wrap break-words text-sm">
                <Linkified text={email.text} />
              </p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Renders text with its http(s) links clickable; everything stays text, never HTML. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return parts.map((part, index) =>
    /^https?:\/\//.test(part) ? (
      <a key={index} href={part} className="text-primary underline">
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** The texts, newest first: each sent one can be answered STOP, START or HELP as from its phone. */
function Texts({ texts }: { texts: KeptText[] }) {
  const reply = useReplyToText();
  const send = (from: string, body: string) =>
    reply.mutate(
      { from, body },
      {
        onSuccess: () => toast.success(`Replied ${body} from ${formatPhoneNumber(from)}`),
        onError: (error) => toastFailure(error, "Could not reply"),
      },
    );
  return (
    <section aria-labelledby="texts-heading" className="mt-6">
      <h2 id="texts-heading" className="text-lg font-semibold">
        Texts
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {texts.map((text) => {
          const phone = formatPhoneNumber(text.direction === "out" ? text.to : text.from);
          return (
            <li key={text.id}>
              <article
                className="rounded-lg border border-border p-4"
                aria-label={text.direction === "out" ? `Text to ${phone}` : `Reply from ${phone}`}
              >
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="text-sm text-muted-foreground">{text.direction === "out" ? `Text to: ${phone}` : `Reply from: ${phone}`}</p>
                  <time className="text-xs text-muted-foreground" dateTime={text.sentAt}>
                    {format(new Date(text.sentAt), "MMM dd, yyyy h:mm a")}
                  </time>
                </header>
                <p className="mt-2 whitespace-pre-wrap break-words text-sm">
                  <Linkified text={text.body} />
                </p>
                {text.direction === "out" && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    {["STOP", "START", "HELP"].map((word) => (
                      <Button key={word} size="sm" variant="outline" disabled={reply.isPending} onClick={() => send(text.to, word)}>
                        Reply {word}
                      </Button>
                    ))}
                  </div>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

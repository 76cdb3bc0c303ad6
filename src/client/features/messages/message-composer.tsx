import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { MESSAGE_MAX_LENGTH } from "../../../shared/domain/cleaner";
import { sendMessageSchema, type SendMessage, type SendMessageInput } from "../../../shared/schemas/messages";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/textarea";
import { hasErrorCode } from "../../lib/api-error";
import { toastFailure } from "../../lib/error-toast";
import { useSendMessage } from "./api";

// spec 8
const SEND_FAILED = "Failed to send message";

/**
 * spec 2 and 5: Enter sends, Shift+Enter starts a new line; empty or whitespace-only text is not
 * sent, the text goes trimmed, and the button waits while a message is on its way. A sent message
 * shows in the thread at once (the mutation adds it), with no toast. Past the sending limit
 * (decision 028) the composer says when sending is possible again, and Send waits until then.
 */
export function MessageComposer({ jobId }: { jobId: string }) {
  const form = useForm<SendMessageInput, unknown, SendMessage>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { content: "" },
  });
  const text = useWatch({ control: form.control, name: "content" }) ?? "";
  const [pause, setPause] = useState<{ until: number; message: string } | null>(null);
  const send = useSendMessage(jobId);
  const hintId = useId();
  // Send waits for a text the shared schema takes, so a blank one is never tried.
  const blocked = !sendMessageSchema.safeParse({ content: text }).success || send.isPending || pause !== null;

  useEffect(() => {
    if (!pause) return;
    const timer = setTimeout(() => setPause(null), Math.max(0, pause.until - Date.now()));
    return () => clearTimeout(timer);
  }, [pause]);

  const submit = form.handleSubmit(({ content }) => {
    if (blocked) return;
    send.mutate(content, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (hasErrorCode(error, "TOO_MANY_REQUESTS") && error.retryAfter)
          setPause({ until: Date.now() + error.retryAfter * 1000, message: error.message });
        else toastFailure(error, SEND_FAILED, SEND_FAILED);
      },
    });
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form className="flex items-end gap-2" noValidate onSubmit={(event) => void submit(event)}>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Textarea
          aria-label="Message"
          aria-describedby={hintId}
          placeholder="Type a message…"
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          className="min-h-16 resize-none"
          {...form.register("content")}
          onKeyDown={onKeyDown}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          Enter to send, Shift+Enter for a new line
          {text.length > MESSAGE_MAX_LENGTH * 0.9 && ` · ${text.length}/${MESSAGE_MAX_LENGTH}`}
        </p>
        {pause && (
          <p role="status" className="text-xs text-destructive">
            {pause.message}
          </p>
        )}
      </div>
      <Button type="submit" className="mb-5" disabled={blocked} aria-label={send.isPending ? "Sending" : "Send"}>
        <Send aria-hidden />
        <span className="hidden sm:inline">{send.isPending ? "Sending…" : "Send"}</span>
      </Button>
    </form>
  );
}

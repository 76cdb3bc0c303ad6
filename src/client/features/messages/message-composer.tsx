import { Send } from "lucide-react";
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { MESSAGE_MAX_LENGTH } from "../../../shared/domain/cleaner";
import { sendMessageSchema } from "../../../shared/schemas/messages";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/textarea";
import { ApiError, errorMessage } from "../../lib/api-error";
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
  const [text, setText] = useState("");
  const [pause, setPause] = useState<{ until: number; message: string } | null>(null);
  const send = useSendMessage(jobId);
  const hintId = useId();
  const parsed = sendMessageSchema.safeParse({ content: text });
  const blocked = !parsed.success || send.isPending || pause !== null;

  useEffect(() => {
    if (!pause) return;
    const timer = setTimeout(() => setPause(null), Math.max(0, pause.until - Date.now()));
    return () => clearTimeout(timer);
  }, [pause]);

  const submit = () => {
    if (!parsed.success || blocked) return;
    send.mutate(parsed.data.content, {
      onSuccess: () => setText(""),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429 && error.retryAfter)
          setPause({ until: Date.now() + error.retryAfter * 1000, message: error.message });
        else toast.error(SEND_FAILED, { description: errorMessage(error) });
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className="flex items-end gap-2" onSubmit={onSubmit}>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Textarea
          aria-label="Message"
          aria-describedby={hintId}
          placeholder="Type a message…"
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          className="min-h-16 resize-none"
          value={text}
          onChange={(event) => setText(event.target.value)}
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

import { Send } from "lucide-react";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { MESSAGE_MAX_LENGTH } from "../../../shared/domain/cleaner";
import { sendMessageSchema } from "../../../shared/schemas/messages";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/textarea";
import { errorMessage } from "../../lib/api-error";
import { useSendMessage } from "./api";

// spec 8
const SENT = "Message sent";
const SEND_FAILED = "Failed to send message";

/**
 * spec 2 and 5: Enter sends, Shift+Enter starts a new line; empty or whitespace-only text is not
 * sent, the text goes trimmed, and the button waits while a message is on its way.
 */
export function MessageComposer({ jobId }: { jobId: string }) {
  const [text, setText] = useState("");
  const send = useSendMessage(jobId);
  const hintId = useId();
  const parsed = sendMessageSchema.safeParse({ content: text });
  const blocked = !parsed.success || send.isPending;

  const submit = () => {
    if (!parsed.success || send.isPending) return;
    send.mutate(parsed.data.content, {
      onSuccess: () => {
        setText("");
        toast.success(SENT);
      },
      onError: (error) => toast.error(SEND_FAILED, { description: errorMessage(error) }),
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
      </div>
      <Button type="submit" className="mb-5" disabled={blocked} aria-label={send.isPending ? "Sending" : "Send"}>
        <Send aria-hidden />
        <span className="hidden sm:inline">{send.isPending ? "Sending…" : "Send"}</span>
      </Button>
    </form>
  );
}

// Tests only: reads a text/event-stream body as it arrives, event by event.

export interface StreamEvent {
  event: string;
  data: string;
}

export interface EventReader {
  /** The next event matching `match`, or an error after `timeoutMs`; earlier events are consumed. */
  next(match?: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves true once the server has ended the stream (within `timeoutMs`). */
  ended(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export function readEvents(body: ReadableStream<Uint8Array>): EventReader {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffer = "";
  let done = false;
  let wake: () => void = () => {};

  const pump = async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split("\n").filter((line) => !line.startsWith(":"));
          const data = lines.filter((line) => line.startsWith("data:")).map((line) => line.slice(5).trimStart());
          const event =
            lines
              .find((line) => line.startsWith("event:"))
              ?.slice(6)
              .trim() ?? "message";
          if (data.length) events.push({ event, data: data.join("\n") });
        }
        wake();
      }
    } catch {
      // cancelled
    }
    done = true;
    wake();
  };
  void pump();

  const waitFor = async <T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0 || done) throw new Error(`${what} (received: ${JSON.stringify(events)})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };

  return {
    next(match = () => true, timeoutMs = 5_000) {
      return waitFor(
        () => {
          const index = events.findIndex(match);
          if (index < 0) return undefined;
          const [event] = events.splice(0, index + 1).slice(-1);
          return event;
        },
        timeoutMs,
        "no matching event arrived",
      );
    },
    async ended(timeoutMs = 5_000) {
      try {
        await waitFor(() => (done ? true : undefined), timeoutMs, "the stream stayed open");
        return true;
      } catch {
        return done;
      }
    },
    async close() {
      await reader.cancel().catch(() => undefined);
    },
  };
}

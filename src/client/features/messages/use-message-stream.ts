import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { addToThread, messageKeys, refreshSummaries, type ThreadMessage } from "./api";

const RETRY_MIN_MS = 3_000;
const RETRY_MAX_MS = 60_000;

/**
 * The stream's other events (docs/decisions/068), for features that are not the messages': the
 * viewer's bell changed (`notification`), a job concerning them moved (`job`, its id), and the
 * stream came back after a break (anything announced meanwhile was missed).
 */
export interface StreamListeners {
  notification?: () => void;
  job?: (jobId: string) => void;
  reconnected?: () => void;
}

/**
 * New messages arrive without reloading (docs/decisions/036): one EventSource per signed-in portal
 * page. Each message joins its thread's cache and refreshes the lists and unread badges. The
 * browser reconnects a dropped stream itself; one it gave up on (the server refused it, e.g. while
 * restarting) is reopened here with a growing pause. After any reconnect everything is read again,
 * since messages sent meanwhile were not pushed.
 */
export function useMessageStream(enabled: boolean, listeners?: StreamListeners) {
  const queryClient = useQueryClient();
  // The latest listeners, read at each event: new ones never reopen the stream.
  const listening = useRef(listeners);
  useEffect(() => {
    listening.current = listeners;
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryDelay = RETRY_MIN_MS;
    let opened = false;

    const connect = () => {
      source = new EventSource("/api/messages/stream");
      source.addEventListener("open", () => {
        if (opened) {
          void queryClient.invalidateQueries({ queryKey: messageKeys.all });
          listening.current?.reconnected?.();
        }
        opened = true;
        retryDelay = RETRY_MIN_MS;
      });
      source.addEventListener("message", (event: MessageEvent<string>) => {
        addToThread(queryClient, JSON.parse(event.data) as ThreadMessage);
        void refreshSummaries(queryClient);
      });
      source.addEventListener("notification", () => listening.current?.notification?.());
      source.addEventListener("job", (event: MessageEvent<string>) => listening.current?.job?.(event.data));
      source.addEventListener("resync", () => {
        void queryClient.invalidateQueries({ queryKey: messageKeys.all });
        listening.current?.reconnected?.();
      });
      // decision 028: a newer stream of this person (another tab) took this one's place; reopening
      // would only close that one in turn. The threads still refresh when they are opened.
      source.addEventListener("end", () => source?.close());
      source.addEventListener("error", () => {
        if (source?.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
        source.close();
        retryTimer = setTimeout(connect, retryDelay);
        retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [enabled, queryClient]);
}

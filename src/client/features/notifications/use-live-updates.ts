import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { notificationKeys } from "./api";
import { throttle } from "./throttle";

/** A burst of changes (a calendar's sync, an admin's run of edits) refetches each list at most this often. */
export const LIVE_REFRESH_MS = 1_000;

/** What the live stream's events do to this page's data (features/messages/use-message-stream.ts delivers them). */
export interface LiveListeners {
  /** The viewer's bell changed: a notification came, or one was read in another tab. */
  notification: () => void;
  /** A job concerning the viewer moved (offered, claimed, accepted, started, completed, canceled or moved). */
  job: (jobId: string) => void;
  /** The stream came back after a break: whatever was announced meanwhile was missed. */
  reconnected: () => void;
}

/**
 * docs/decisions/068: the bell and the job lists of the portal shown refresh when the stream says
 * so, each at most once a second. `jobLists`: the keys (or key prefixes) of the job lists this
 * portal shows, given by the layout, since a feature does not reach into another's queries.
 */
export function useLiveUpdates(jobLists: readonly QueryKey[]): LiveListeners {
  const queryClient = useQueryClient();
  // jobLists is one constant per portal (layouts/live-job-lists.ts): made again only when the portal changes.
  const refresh = useMemo(
    () => ({
      bell: throttle(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }), LIVE_REFRESH_MS),
      jobs: throttle(() => {
        for (const queryKey of jobLists) void queryClient.invalidateQueries({ queryKey });
      }, LIVE_REFRESH_MS),
    }),
    [queryClient, jobLists],
  );
  useEffect(
    () => () => {
      refresh.bell.cancel();
      refresh.jobs.cancel();
    },
    [refresh],
  );
  return useMemo(
    () => ({
      notification: () => refresh.bell.request(),
      job: () => refresh.jobs.request(),
      reconnected: () => {
        refresh.bell.request();
        refresh.jobs.request();
      },
    }),
    [refresh],
  );
}

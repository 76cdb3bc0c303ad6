import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";
import { useIdempotentMutation } from "../../lib/use-idempotent-mutation";

/** Everything about job threads lives under ['messages']: the stream refreshes it by that root. */
export const messageKeys = {
  all: queryRoots.messages,
  threads: () => [...messageKeys.all, "threads"] as const,
  thread: (jobId: string) => [...messageKeys.all, "thread", jobId] as const,
  unread: () => [...messageKeys.all, "unread"] as const,
};

export type ThreadSummary = InferResponseType<typeof api.messages.threads.$get, 200>["threads"][number];
export type ThreadView = InferResponseType<(typeof api.messages.threads)[":jobId"]["$get"], 200>;
export type ThreadMessage = ThreadView["messages"][number];
export type UnreadCounts = InferResponseType<typeof api.messages.unread.$get, 200>;

export const threadsQuery = () =>
  queryOptions({ queryKey: messageKeys.threads(), queryFn: async () => (await unwrap(api.messages.threads.$get())).threads });

export const threadQuery = (jobId: string) =>
  queryOptions({ queryKey: messageKeys.thread(jobId), queryFn: () => unwrap(api.messages.threads[":jobId"].$get({ param: { jobId } })) });

export const unreadQuery = () => queryOptions({ queryKey: messageKeys.unread(), queryFn: () => unwrap(api.messages.unread.$get()) });

export const useThreads = () => useQuery(threadsQuery());
export const useThread = (jobId: string) => useQuery(threadQuery(jobId));
export const useUnreadCounts = (enabled = true) => useQuery({ ...unreadQuery(), enabled });

/** A message the thread does not show yet goes at its end (sent here, or pushed by the stream). */
export function addToThread(queryClient: QueryClient, message: ThreadMessage) {
  queryClient.setQueryData<ThreadView>(messageKeys.thread(message.jobId), (thread) =>
    thread && !thread.messages.some((shown) => shown.messageId === message.messageId)
      ? { ...thread, messages: [...thread.messages, message] }
      : thread,
  );
}

/** The lists and counts around a thread that changed (its last message, counts, unread badges). */
export const refreshSummaries = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: messageKeys.threads() }),
    queryClient.invalidateQueries({ queryKey: messageKeys.unread() }),
  ]);

export function useSendMessage(jobId: string) {
  const queryClient = useQueryClient();
  // docs/decisions/025: a double-pressed Send sends the message once.
  return useIdempotentMutation({
    mutationFn: (content: string, headers) =>
      unwrap(api.messages.threads[":jobId"].$post({ param: { jobId }, json: { content } }, { headers })),
    onSuccess: ({ message }) => {
      addToThread(queryClient, message);
      return refreshSummaries(queryClient);
    },
  });
}

/** spec 4: opening a thread marks the other party's messages read (the reader's own mark). */
export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => unwrap(api.messages.threads[":jobId"].read.$post({ param: { jobId } })),
    onSuccess: () => refreshSummaries(queryClient),
  });
}

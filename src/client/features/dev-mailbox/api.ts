import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

/** The emails and texts the server kept instead of sending (outside production without SMTP_URL or Twilio), newest first. */
export const mailboxQuery = () =>
  queryOptions({ queryKey: queryRoots.devMailbox, queryFn: () => unwrap(api.dev.mailbox.$get()), refetchInterval: 5_000 });

/** docs/decisions/070: a reply to a kept text, as if typed on the phone it went to (STOP, START, HELP). */
export function useReplyToText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: { from: string; body: string }) => unwrap(api.dev.mailbox.texts.reply.$post({ json: reply })),
    // The reply, any answer to it, and the phone's state on /profile.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

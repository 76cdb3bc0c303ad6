import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

/** The emails the server kept instead of sending (outside production without SMTP_URL), newest first. */
export const mailboxQuery = () =>
  queryOptions({ queryKey: queryRoots.devMailbox, queryFn: () => unwrap(api.dev.mailbox.$get()), refetchInterval: 5_000 });

import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "sonner";
import { api, unwrap } from "../../lib/api";
import { hasErrorCode } from "../../lib/api-error";
import { queryRoots } from "../../lib/query-keys";

/** spec 8: the two ways setting up the client's record can fail. */
export const clientAccountMessages = {
  createFailed: "Failed to create client record. Please try again.",
  setupFailed: "Failed to set up your client account. Please try again.",
} as const;

export const clientAccountQuery = () =>
  queryOptions({
    queryKey: queryRoots.clientAccount,
    queryFn: async () => (await unwrap(api.client.account.$get())).client,
    staleTime: 5 * 60_000,
  });

/**
 * The signed-in client's record; the server creates it on the first visit (spec 6). A failure
 * shows spec 8's text once: the server could not create the record, or the call failed at all.
 */
export function useClientAccount() {
  const account = useQuery(clientAccountQuery());
  const { error } = account;
  useEffect(() => {
    if (!error) return;
    const createFailed = hasErrorCode(error, "CLIENT_SETUP_FAILED");
    toast.error(createFailed ? clientAccountMessages.createFailed : clientAccountMessages.setupFailed);
  }, [error]);
  return account;
}

export type ClientAccount = NonNullable<ReturnType<typeof useClientAccount>["data"]>;

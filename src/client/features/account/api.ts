import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdateInput } from "../../../shared/schemas/auth";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";
import { useSignOutAndLeave } from "./use-sign-out-and-leave";
import { fetchViewer, type AccountState } from "./viewer";

export const accountKeys = {
  all: queryRoots.account,
  viewer: () => [...accountKeys.all, "viewer"] as const,
  meta: () => [...accountKeys.all, "meta"] as const,
};

/** Who is signed in (null when nobody): the one source of the app's auth state. */
export const viewerQuery = () => queryOptions({ queryKey: accountKeys.viewer(), queryFn: fetchViewer, staleTime: 5 * 60_000 });

export const metaQuery = () => queryOptions({ queryKey: accountKeys.meta(), queryFn: () => unwrap(api.meta.$get()), staleTime: Infinity });

export function useViewer() {
  return useQuery(viewerQuery());
}

/** The header's account state in the app: the cached viewer. */
export function useAppAccount(): AccountState {
  const { data: viewer, isPending } = useViewer();
  const { signOut, pending } = useSignOutAndLeave();
  return { viewer: isPending ? undefined : (viewer ?? null), signOut, signingOut: pending };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => unwrap(api.profile.$patch({ json: input })),
    // docs/decisions/027: the name shows on every screen (the header, a dashboard's greeting, the
    // lists a client or cleaner sees it in), so everything cached is read again, the viewer first.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.viewer() });
      await queryClient.invalidateQueries();
    },
  });
}

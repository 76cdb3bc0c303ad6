import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdateInput } from "../../../shared/schemas/auth";
import { api, unwrap } from "../../lib/api";
import { authClient } from "../../lib/auth-client";

export const accountKeys = {
  all: ["account"] as const,
  viewer: () => [...accountKeys.all, "viewer"] as const,
  meta: () => [...accountKeys.all, "meta"] as const,
};

/** Who is signed in (null when nobody): the one source of the screens' auth state. */
export const viewerQuery = () =>
  queryOptions({
    queryKey: accountKeys.viewer(),
    queryFn: async () => (await unwrap(api.me.$get())).viewer,
    staleTime: 5 * 60_000,
  });

export const metaQuery = () =>
  queryOptions({ queryKey: accountKeys.meta(), queryFn: () => unwrap(api.meta.$get()), staleTime: Infinity });

export function useViewer() {
  return useQuery(viewerQuery());
}

export type Viewer = NonNullable<ReturnType<typeof useViewer>["data"]>;

/** `onSignedOut` runs before the viewer is cleared: once it is, a portal's guard takes over (to /signin). */
export function useSignOut({ onSignedOut }: { onSignedOut?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authClient.signOut,
    onSuccess: onSignedOut,
    onSettled: () => {
      // Nothing of the last person may stay on screen.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "account" });
      queryClient.setQueryData(accountKeys.viewer(), null);
    },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => unwrap(api.profile.$patch({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.viewer() }),
  });
}

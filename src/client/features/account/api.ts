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

/**
 * Signs out, then loads the home page afresh: nothing of the last person stays in memory, and no
 * route guard can race the way home (clearing the viewer first sent a portal to /signin).
 */
export function useSignOut() {
  return useMutation({
    mutationFn: authClient.signOut,
    onSuccess: () => window.location.assign("/"),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => unwrap(api.profile.$patch({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.viewer() }),
  });
}

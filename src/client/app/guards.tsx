import { Navigate, Outlet, useLocation } from "react-router";
import { landingPath, NEXT_PARAM, signInPathFor } from "../../shared/domain/return-path";
import { dashboardPath, type Role } from "../../shared/domain/roles";
import { PageSpinner } from "../components/ui/spinner";
import { useViewer } from "../features/account/api";

/**
 * spec 2 route guard: a spinner while the signed-in state loads, /signin when signed out (carrying
 * the path asked for, so a link from an email returns there, docs/decisions/026), and the
 * person's own dashboard when the route needs another role. The server enforces the same.
 */
export function RequireSignIn({ role }: { role?: Role }) {
  const { data: viewer, isPending } = useViewer();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!viewer) return <Navigate to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (role && viewer.role !== role) return <Navigate to={dashboardPath(viewer.role)} replace />;
  return <Outlet />;
}

/** /signin and /signup: a signed-in person goes on to `?next=` when theirs to see, else to their dashboard (unknown role to /). */
export function RedirectIfSignedIn() {
  const { data: viewer, isPending } = useViewer();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (viewer) return <Navigate to={landingPath(viewer.role, new URLSearchParams(location.search).get(NEXT_PARAM))} replace />;
  return <Outlet />;
}

import { Navigate, Outlet, useLocation } from "react-router";
import { dashboardPath, type Role } from "../../shared/domain/roles";
import { PageSpinner } from "../components/ui/spinner";
import { useViewer } from "../features/account/api";

/**
 * spec 2 route guard: a spinner while the signed-in state loads, /signin when signed out, and the
 * person's own dashboard when the route needs another role. The server enforces the same.
 */
export function RequireSignIn({ role }: { role?: Role }) {
  const { data: viewer, isPending } = useViewer();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!viewer) return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  if (role && viewer.role !== role) return <Navigate to={dashboardPath(viewer.role)} replace />;
  return <Outlet />;
}

/** /signin and /signup: a signed-in person goes to their dashboard (unknown role to /). */
export function RedirectIfSignedIn() {
  const { data: viewer, isPending } = useViewer();
  if (isPending) return <PageSpinner />;
  if (viewer) return <Navigate to={dashboardPath(viewer.role)} replace />;
  return <Outlet />;
}

import { Hono } from "hono";
import { requireRole } from "./auth/session";
import type { AppEnv } from "./lib/app-env";
import { adminDashboardRoutes } from "./features/admin-dashboard/admin-dashboard.routes";
import { adminDraftRoutes } from "./features/admin-drafts/admin-drafts.routes";
import { adminJobRoutes } from "./features/admin-jobs/admin-jobs.routes";
import { adminLeadRoutes } from "./features/admin-leads/admin-leads.routes";
import { adminMoneyRoutes } from "./features/admin-money/admin-money.routes";
import { adminPeopleRoutes } from "./features/admin-people/admin-people.routes";
import { adminReviewRoutes } from "./features/admin-reviews/admin-reviews.routes";
import { adminSettingsRoutes } from "./features/admin-settings/admin-settings.routes";
import { adminSubscriptionRoutes } from "./features/admin-subscriptions/admin-subscriptions.routes";
import { adminUnitCleanerRoutes } from "./features/unit-cleaners/admin-unit-cleaners.routes";
import { exceptionRoutes } from "./features/exceptions/exceptions.routes";
import { featureFlagRoutes } from "./features/feature-flags/feature-flags.routes";
import type { AdminDeps } from "./admin-deps";

/**
 * Everything under /api/admin (spec 2, 6): the admin role is checked here once, before any admin
 * route runs, so no admin route can be reached without it (docs/decisions/038).
 */
export function adminRoutes(deps: AdminDeps) {
  return new Hono<AppEnv>()
    .use("/admin/*", requireRole("admin"))
    .route("/", adminDashboardRoutes(deps))
    .route("/", adminJobRoutes(deps))
    .route("/", adminPeopleRoutes(deps))
    .route("/", adminUnitCleanerRoutes(deps))
    .route("/", adminMoneyRoutes(deps))
    .route("/", adminSubscriptionRoutes(deps))
    .route("/", adminReviewRoutes(deps))
    .route("/", adminLeadRoutes(deps))
    .route("/", adminDraftRoutes(deps))
    .route("/", exceptionRoutes(deps))
    .route("/", adminSettingsRoutes(deps))
    .route("/", featureFlagRoutes(deps));
}

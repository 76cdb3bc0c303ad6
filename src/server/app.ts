import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { FAULT_MESSAGE } from "../shared/domain/error-codes";
import type { Auth } from "./auth/auth";
import { allowedOrigins } from "./auth/origins";
import { loadViewer } from "./auth/session";
import type { AppEnv } from "./lib/app-env";
import { databaseAvailability } from "./db/database-probe";
import type { Database } from "./db/client";
import { connectionFailureIn, databaseUnavailable } from "./db/connection-errors";
import type { Env } from "./env";
import { adminRoutes } from "./admin-routes";
import { accountLinkRoutes } from "./features/auth/account-links.routes";
import { authRoutes } from "./features/auth/auth.routes";
import { assignmentRoutes, isPhotoUpload } from "./features/assignments/assignments.routes";
import { billingRoutes } from "./features/billing/billing.routes";
import { calendarRoutes } from "./features/cleaner-calendar/calendar.routes";
import { cleanerProfileRoutes } from "./features/cleaner-profile/cleaner-profile.routes";
import { clientAccountRoutes } from "./features/clients/clients.routes";
import { clientJobRoutes } from "./features/jobs/jobs.routes";
import { devCalendarRoutes } from "./features/dev-calendars/dev-calendars.routes";
import { devMailboxRoutes } from "./features/dev-mailbox/dev-mailbox.routes";
import { healthReporter, healthRoutes } from "./features/health/health.routes";
import { leadRoutes } from "./features/leads/leads.routes";
import type { MessageBus } from "./features/messages/message-bus";
import { messageRoutes } from "./features/messages/messages.routes";
import { notificationPreferenceRoutes } from "./features/notifications/preferences.routes";
import { metaRoutes } from "./features/meta/meta.routes";
import { inboxRoutes } from "./features/notifications/inbox.routes";
import { openJobRoutes } from "./features/open-jobs/open-jobs.routes";
import { payoutRoutes } from "./features/payouts/payouts.routes";
import { inboundTextRoutes } from "./features/phone-texts/inbound.routes";
import { phoneRoutes } from "./features/phone-texts/phone.routes";
import { preferredUnitRoutes } from "./features/unit-cleaners/preferred-units.routes";
import { pushDeviceRoutes } from "./features/push-devices/push-devices.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { reviewRoutes } from "./features/reviews/reviews.routes";
import { subscriptionRoutes } from "./features/subscriptions/subscriptions.routes";
import { testAccountsRoutes } from "./features/test-accounts/test-accounts.routes";
import { unitRoutes } from "./features/units/units.routes";
import { clientUnitCleanerRoutes } from "./features/unit-cleaners/unit-cleaners.routes";
import { unitCalendarRoutes } from "./features/rental-calendars/calendars.routes";
import { authOutagesAsUnavailable } from "./lib/database-outage";
import { AppError } from "./lib/errors";
import { sameOriginMutations } from "./lib/http-guards";
import { logger } from "./lib/logger";
import type { Mailer } from "./lib/mailer";
import type { PaymentProvider } from "./lib/payment-provider";
import { errorText } from "./lib/error-text";
import { createSiteCache, type SiteCache } from "./lib/site-cache";
import { responseBaseline } from "./lib/response-baseline";
import { serveClient } from "./lib/static-files";
import type { Storage } from "./lib/storage";
import { TEXTS_OFF, type TextProvider } from "./lib/text-provider";

export interface AppDeps {
  env: Env;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  /** The card processor every charge goes through (docs/decisions/011, 019). */
  paymentProvider: PaymentProvider;
  /** False while the process shuts down: /readyz then answers 503. */
  isReady?: () => boolean;
  /** New messages to every process's open streams (features/messages/message-bus.ts, docs/decisions/036). */
  messageBus: MessageBus;
  /** How often a live message stream re-checks its session (default 25 s; tests shorten it). */
  streamHeartbeatMs?: number;
  /** Where texts go: Twilio, the dev mailbox's textbox, or nowhere (docs/decisions/070; default: nowhere). */
  texts?: TextProvider;
}

const JSON_BODY_LIMIT = 1024 * 1024;

/** The API under /api. Its type is what the browser's typed client (hc) is built from. */
function createApiRoutes(deps: AppDeps, probeRoutes: () => Promise<boolean>, siteCache: SiteCache) {
  const { env, db, auth, mailer, storage, paymentProvider } = deps;
  const texts = deps.texts ?? TEXTS_OFF;
  const health = healthReporter({ db, storage, probeRoutes });
  siteCache.register("health report", health.clear);
  const limitBody = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", 413, "The request is too large.");
    },
  });
  const sameOrigin = sameOriginMutations(allowedOrigins(env));
  const api = new Hono<AppEnv>()
    // Twilio's webhook: its own signature check and body limit, before our pages' origin check (docs/decisions/070).
    .route("/", inboundTextRoutes({ db, texts, publicUrl: env.publicUrl }))
    // A GET or HEAD carries no body and needs no origin check: it passes straight on (asking for a
    // body would build a full Request on every read). Anything else has its body limited (a job
    // photo upload has its own, larger limit on its route, docs/decisions/033), then must come from
    // our own pages. One middleware, not two: each layer costs every API request (decision 052).
    .use((c, next) => {
      if (c.req.method === "GET" || c.req.method === "HEAD") return next();
      const checkOrigin = async () => {
        await sameOrigin(c, next);
      };
      return isPhotoUpload(c.req.method, c.req.path) ? checkOrigin() : limitBody(c, checkOrigin);
    })
    .route("/auth", authRoutes({ auth, db, env }))
    .route("/", accountLinkRoutes({ auth, db, env }))
    // Before the session lookup: a status page needs no viewer, and answers during an outage.
    .route("/", healthRoutes(health))
    .use(loadViewer({ auth, db }))
    .route("/", metaRoutes({ env }))
    .route("/", profileRoutes({ db }))
    .route("/", testAccountsRoutes({ auth, db, enabled: env.testAccountsEnabled }))
    .route("/", devMailboxRoutes({ db, mailer, texts, enabled: !env.production }))
    .route("/", leadRoutes({ db, env }))
    .route("/", clientAccountRoutes({ db }))
    .route("/", unitRoutes({ db }))
    .route("/", unitCalendarRoutes({ db, env }))
    .route("/", clientUnitCleanerRoutes({ db }))
    .route("/", clientJobRoutes({ db, storage, publicUrl: env.publicUrl }))
    .route("/", reviewRoutes({ db }))
    .route("/", subscriptionRoutes({ db, paymentProvider }))
    .route("/", billingRoutes({ db }))
    // The cleaner portal (docs/decisions/031 to 037)
    .route("/", cleanerProfileRoutes({ db }))
    .route("/", preferredUnitRoutes({ db }))
    .route("/", openJobRoutes({ db, publicUrl: env.publicUrl }))
    .route("/", assignmentRoutes({ db, storage, env }))
    .route("/", payoutRoutes({ db }))
    .route("/", calendarRoutes({ db, env }))
    .route("/", messageRoutes({ db, bus: deps.messageBus, streamHeartbeatMs: deps.streamHeartbeatMs }))
    // The phone texts go to, verified by a code (docs/decisions/070)
    .route("/", phoneRoutes({ db, texts, publicUrl: env.publicUrl }))
    // The bell of every portal (docs/decisions/068)
    .route("/", inboxRoutes({ db }))
    // Notifications: each person's own choices (docs/decisions/068)
    .route("/", notificationPreferenceRoutes({ db }))
    // Push devices: this browser's notifications and the person's devices (docs/decisions/069)
    .route("/", pushDeviceRoutes({ db, env }))
    // The admin portal (docs/decisions/038 to 048)
    .route("/", adminRoutes({ db, env, auth, mailer, storage, paymentProvider, health, siteCache }));
  return api;
}

export type ApiRoutes = ReturnType<typeof createApiRoutes>;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // Request id, the API's no-store, compression and the security headers (docs/architecture.md section 5).
  app.use(responseBaseline({ production: deps.env.production }));
  const database = databaseAvailability(deps.db);
  app.use("/api/auth/*", authOutagesAsUnavailable(database));

  app.onError((error, c) => {
    const requestId = c.get("requestId");
    if (error instanceof AppError) {
      // A 5xx worded on purpose (a payment not yet confirmed, a check that could not run) is logged
      // with the id its X-Request-Id header carries.
      if (error.status >= 500) logger.warn("request failed", { path: c.req.path, requestId, code: error.code, error: error.message });
      return c.json({ error: { code: error.code, message: error.message } }, error.status);
    }
    // docs/decisions/016: a lost or refused database connection is an outage, not a bug: 503, no stack.
    const connectionFailure = connectionFailureIn(error);
    if (connectionFailure) {
      // The driver's own words only: a wrapping error's message carries the query's parameters.
      logger.warn("database unavailable", { path: c.req.path, requestId, error: connectionFailure.message, code: connectionFailure.code });
      const { code, message, status } = databaseUnavailable();
      return c.json({ error: { code, message } }, status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: { code: "BAD_REQUEST", message: error.message || "Bad request." } }, error.status);
    }
    // What went wrong stays in the log; the answer says only that it did, and which request it was.
    logger.error("unhandled error", { path: c.req.path, requestId, error: errorText(error) });
    return c.json({ error: { code: "INTERNAL", message: FAULT_MESSAGE, requestId } }, 500);
  });

  app.get("/livez", (c) => c.text("ok"));
  app.get("/readyz", async (c) => {
    if (!(deps.isReady?.() ?? true)) return c.text("shutting down", 503);
    return (await database.isAvailable()) ? c.text("ready") : c.text("database unavailable", 503);
  });
  app.route("/", devCalendarRoutes({ enabled: !deps.env.production }));

  const probeRoutes = async () => (await app.request("/livez")).status === 200;
  // What the server keeps in memory of content, for Clear Site Cache (docs/decisions/048).
  const siteCache = createSiteCache(deps.messageBus);
  app.route("/api", createApiRoutes(deps, probeRoutes, siteCache));
  app.all("/api/*", (c) => c.json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404));

  siteCache.register("built pages", serveClient(app, deps.env.publicUrl));
  return app;
}

import type { Auth } from "./auth/auth";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { HealthReporter } from "./features/health/health.routes";
import type { Mailer } from "./lib/mailer";
import type { PaymentProvider } from "./lib/payment-provider";
import type { SiteCache } from "./lib/site-cache";
import type { Storage } from "./lib/storage";

/** What the admin routes may use; app.ts hands them over (docs/decisions/038). */
export interface AdminDeps {
  db: Database;
  env: Env;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  paymentProvider: PaymentProvider;
  /** The health report, remembered or run now (Settings' Run Health Check). */
  health: HealthReporter;
  /** Every in-memory copy of content the server keeps (Settings' Clear Site Cache). */
  siteCache: SiteCache;
}

import { Hono } from "hono";
import { ROLES } from "../../../shared/domain/roles";
import { pushConfirmSchema, pushDeviceMessages, pushSubscriptionSchema } from "../../../shared/schemas/push-devices";
import { requireRole, viewerOf } from "../../auth/session";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { AppEnv } from "../../lib/app-env";
import { pathIds } from "../../lib/ids";
import { limitPerUser } from "../../lib/limit-per-user";
import { validateJson, validateParams } from "../../lib/validate";
import { vapidKeysOf, type VapidSettings } from "../../lib/vapid-keys";
import { confirmPushDevice, listPushDevices, removePushDevice, subscribePushDevice } from "./push-devices.service";

/** Subscriptions and confirmations per person per minute: a browser makes one of each per start. */
export const PUSH_DEVICE_WRITE_LIMIT = { window: 60, max: 20 };

/** docs/decisions/069: /profile → this device's notifications, and the person's devices, whatever their role. */
export function pushDeviceRoutes({ db, env }: { db: Database; env: VapidSettings & Pick<Env, "allowPrivatePushEndpoints"> }) {
  const { publicKey } = vapidKeysOf(env);
  const anyRole = requireRole(...ROLES);
  const writeLimit = limitPerUser({ db, key: "push-device-write", rule: PUSH_DEVICE_WRITE_LIMIT, message: pushDeviceMessages.tooOften });
  const deviceParams = validateParams(pathIds(["id"], pushDeviceMessages.notFound));
  return (
    new Hono<AppEnv>()
      // The applicationServerKey a browser subscribes with.
      .get("/push/key", anyRole, (c) => c.json({ publicKey }))
      .get("/push/subscriptions", anyRole, async (c) => {
        return c.json({ devices: await listPushDevices({ db, userId: viewerOf(c).userId }) });
      })
      .post("/push/subscriptions", anyRole, validateJson(pushSubscriptionSchema), writeLimit, async (c) => {
        const device = await subscribePushDevice({
          db,
          userId: viewerOf(c).userId,
          input: c.req.valid("json"),
          userAgent: c.req.header("user-agent"),
          allowPrivate: env.allowPrivatePushEndpoints,
        });
        return c.json({ device }, 201);
      })
      .post("/push/subscriptions/confirm", anyRole, validateJson(pushConfirmSchema), writeLimit, async (c) => {
        const device = await confirmPushDevice({ db, userId: viewerOf(c).userId, endpoint: c.req.valid("json").endpoint });
        return c.json({ device });
      })
      .delete("/push/subscriptions/:id", anyRole, deviceParams, async (c) => {
        await removePushDevice({ db, userId: viewerOf(c).userId, deviceId: c.req.valid("param").id });
        return c.json({ removed: true });
      })
  );
}

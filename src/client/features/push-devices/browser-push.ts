// docs/decisions/069: this browser's side of Web Push: the service worker (registered only from the
// portal, after sign-in: never from the public pages), the browser's permission and subscription.
import { PUSH_DEVICE_KEY } from "../../lib/forget-push-device";

/** Served by the server with no long cache and Service-Worker-Allowed: / (server/lib/static-files.ts). */
export const PUSH_SERVICE_WORKER = "/push-sw.js";

/** What this browser can do about push right now. */
export type PushSupport = "unsupported" | "denied" | "default" | "granted";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined" || !("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "unsupported";
  return Notification.permission;
}

/** The browser said no (now or before): the screen shows how to undo it in the browser's settings. */
export class PushPermissionDenied extends Error {}

/** The applicationServerKey as the browser takes it: the key's bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const held = subscription.options.applicationServerKey;
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
};

/**
 * Asks the browser's permission (only now, after the person pressed the button), registers the
 * service worker and subscribes with the server's key. A subscription made with another key (the
 * server's keys changed) is replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushPermissionDenied(permission);
  await navigator.serviceWorker.register(PUSH_SERVICE_WORKER, { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON();
}

/** The subscription this browser holds, if the worker was registered here before. */
export async function existingSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === "unsupported") return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Which device of the list is this browser: the id the server gave when it subscribed or confirmed. */
const DEVICE_KEY = PUSH_DEVICE_KEY;
/** When this browser last confirmed its subscription, per person: at most once a day. */
const confirmedKey = (userId: string) => `tidyline.push-confirmed.${userId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const thisDeviceId = (): string | null => storage()?.getItem(DEVICE_KEY) ?? null;
export function rememberThisDevice(id: string | null): void {
  if (id) storage()?.setItem(DEVICE_KEY, id);
  else storage()?.removeItem(DEVICE_KEY);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export function confirmedRecently(userId: string, now = Date.now()): boolean {
  const at = Number(storage()?.getItem(confirmedKey(userId)) ?? 0);
  return now - at < DAY_MS;
}
export const noteConfirmed = (userId: string, now = Date.now()) => storage()?.setItem(confirmedKey(userId), String(now));

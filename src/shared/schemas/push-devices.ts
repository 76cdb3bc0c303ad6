import { z } from "zod";

// docs/decisions/069: a browser's push subscription as PushSubscription.toJSON() gives it, the limits
// the server holds, and the words the server refuses with and /profile shows.

export const pushDeviceMessages = {
  turnOn: "Turn on notifications on this device",
  unsupported: "This browser cannot receive notifications from this site.",
  denied: "Notifications are blocked for this site in your browser settings.",
  turnedOn: "Notifications are on for this device",
  turnOnFailed: "Could not turn on notifications on this device",
  removed: "Device removed",
  removeFailed: "Failed to remove the device",
  loadFailed: "Failed to load your devices",
  none: "No devices receive notifications yet.",
  thisDevice: "This device",
  endpoint: "The browser's push address must be an https:// address of at most 1000 characters.",
  p256dh: "The browser's push key must be 65 bytes of URL-safe base64.",
  auth: "The browser's push secret must be 16 bytes of URL-safe base64.",
  tooMany: (max: number) => `You can receive notifications on at most ${max} devices. Remove one to add this one.`,
  notFound: "That device is not among yours.",
  tooOften: (seconds: number) => `Too many tries in a row. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`,
} as const;

/** Devices a person may have: more is a script, not a person. */
export const MAX_PUSH_DEVICES = 10;
export const MAX_PUSH_ENDPOINT_LENGTH = 1000;

/** URL-safe base64 (padding allowed, as some browsers send it) decoding to `bytes` bytes. */
const base64urlOf = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((value) => Math.floor((value.replace(/=+$/, "").length * 3) / 4) === bytes, message);

const endpointSchema = z
  .string({ error: pushDeviceMessages.endpoint })
  .max(MAX_PUSH_ENDPOINT_LENGTH, pushDeviceMessages.endpoint)
  .url(pushDeviceMessages.endpoint);

export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object(
    {
      // An uncompressed P-256 point; the auth secret of RFC 8291.
      p256dh: base64urlOf(65, pushDeviceMessages.p256dh),
      auth: base64urlOf(16, pushDeviceMessages.auth),
    },
    { error: pushDeviceMessages.p256dh },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushConfirmSchema = z.object({ endpoint: endpointSchema });
export type PushConfirmInput = z.infer<typeof pushConfirmSchema>;

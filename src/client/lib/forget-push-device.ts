// docs/decisions/069: signing out ends this browser's pushes, so a shared computer never shows the
// last person's notifications. While the session still stands, the device is removed from the
// account; then the browser drops its subscription. Sign-out never waits on it for long.

/** The id the server gave this browser's push device (features/push-devices remembers it). */
export const PUSH_DEVICE_KEY = "tidyline.push-device";
const FORGET_WITHIN_MS = 2_000;

function rememberedDevice(): string | null {
  try {
    return window.localStorage.getItem(PUSH_DEVICE_KEY);
  } catch {
    return null;
  }
}

async function forget(): Promise<void> {
  const id = rememberedDevice();
  if (id) {
    await fetch(`/api/push/subscriptions/${encodeURIComponent(id)}`, { method: "DELETE", credentials: "same-origin" });
    window.localStorage.removeItem(PUSH_DEVICE_KEY);
  }
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}

export async function forgetThisPushDevice(): Promise<void> {
  await Promise.race([forget().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FORGET_WITHIN_MS))]);
}

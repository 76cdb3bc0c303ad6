// A photo as a cleaner's browser uploads it: the exact multipart bytes and length, which the typed
// client cannot send.
import type { Browser } from "./harness";

/** The first bytes of a JPEG: what the upload route reads the type from (photo-bytes.ts). */
export const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];

/** `size` bytes that read as a JPEG, varied so a store cannot pass by keeping zeros. */
export function jpegBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = Uint8Array.from({ length: size }, (_, index) => (index * 31) % 256);
  bytes.set(JPEG_SIGNATURE);
  return bytes;
}

export async function uploadPhoto(browser: Browser, jobId: string, bytes: Uint8Array<ArrayBuffer>, type = "photo_before") {
  const form = new FormData();
  form.append("type", type);
  form.append("file", new File([bytes], "room.jpg", { type: "image/jpeg" }));
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  return browser.request(`/api/cleaner/assignments/${jobId}/photos`, {
    method: "POST",
    body,
    headers: { "content-type": encoded.headers.get("content-type") ?? "", "content-length": String(body.length) },
  });
}

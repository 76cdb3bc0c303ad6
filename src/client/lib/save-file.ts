/** Hands `blob` to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a file the server wrote, under the name it gave (Content-Disposition), else `fallback`. */
export async function saveResponse(response: Pick<Response, "headers" | "blob">, fallback: string) {
  const filename = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback;
  saveFile(await response.blob(), filename);
}

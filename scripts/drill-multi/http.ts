// How the drill talks to the servers: as a browser on the site would (its Origin on every
// mutation, its session cookie), straight to one server or through the proxy.

/** The site's public origin (PUBLIC_URL, the proxy): our own pages' mutations carry it. */
let siteOrigin = "";
export const setSiteOrigin = (origin: string) => void (siteOrigin = origin);

export interface CallOptions {
  method?: string;
  cookie?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export function call(
  base: string,
  path: string,
  { method = "GET", cookie, json, body, headers = {} }: CallOptions = {},
): Promise<Response> {
  const all: Record<string, string> = { ...headers };
  if (cookie) all.cookie = cookie;
  if (method !== "GET" && method !== "HEAD") all.origin = siteOrigin;
  if (json !== undefined) all["content-type"] = "application/json";
  return fetch(`${base}${path}`, { method, headers: all, body: json !== undefined ? JSON.stringify(json) : body, redirect: "follow" });
}

/** The JSON of a 2xx answer; anything else throws with the status and the body's start. */
export async function callJson<T>(base: string, path: string, options?: CallOptions): Promise<T> {
  const response = await call(base, path, options);
  const text = await response.text();
  if (!response.ok) throw new Error(`${options?.method ?? "GET"} ${path} -> ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** Signs in with email and password; the cookie header to send afterwards (empty when refused). */
export async function signIn(
  base: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; cookie: string }> {
  const response = await call(base, "/api/auth/sign-in/email", { method: "POST", json: { email, password }, headers });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
  return { status: response.status, cookie: response.ok ? cookie : "" };
}

export interface StreamEvent {
  event: string;
  data: string;
  at: number;
}

export interface EventStream {
  readonly events: StreamEvent[];
  /** The first event so far or to come that matches, or a throw after `timeoutMs`. */
  next(match: (event: StreamEvent) => boolean, timeoutMs: number): Promise<StreamEvent>;
  /** True once the server ended the stream (or the connection was lost). */
  readonly ended: boolean;
  close(): void;
}

/** GET /api/messages/stream read as it arrives (server-sent events). Resolves once the server has answered. */
export async function openStream(base: string, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/messages/stream`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream on ${base} -> ${response.status}`);
  const events: StreamEvent[] = [];
  let ended = false;
  let wake = () => {};
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = "";
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const lines = buffer.slice(0, end).split("\n");
          buffer = buffer.slice(end + 2);
          const data = lines.filter((line) => line.startsWith("data:")).map((line) => line.slice(5).trimStart());
          const event =
            lines
              .find((line) => line.startsWith("event:"))
              ?.slice(6)
              .trim() ?? "message";
          if (data.length) events.push({ event, data: data.join("\n"), at: Date.now() });
        }
        wake();
      }
    } catch {
      // closed by us or cut off
    }
    ended = true;
    wake();
  })();

  return {
    events,
    get ended() {
      return ended;
    },
    async next(match, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0 || ended)
          throw new Error(
            `no such event on ${base} (${ended ? "stream ended" : "timed out"}; got ${events.map((e) => e.event).join(", ") || "nothing"})`,
          );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    close: () => controller.abort(),
  };
}

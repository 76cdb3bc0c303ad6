// What compressResponse promises, as a browser or a shared cache sees it (docs/decisions/052).
import { gunzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressResponse } from "./compress";

const big = { rows: Array.from({ length: 200 }, (_, index) => ({ index, label: `row ${index}` })) };
const app = new Hono()
  .use(async (c, next) => {
    await next();
    compressResponse(c);
  })
  .get("/big", (c) => c.json(big))
  .get("/small", (c) => c.text("ok", 200, { "Content-Length": "2" }))
  .get("/photo", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }))
  .get("/varies", (c) => c.json(big, 200, { Vary: "Origin" }))
  .get("/no-transform", (c) => c.json(big, 200, { "Cache-Control": "private, no-transform" }));

const get = (path: string, accept?: string, method = "GET") =>
  app.request(path, { method, headers: accept ? { "accept-encoding": accept } : {} });

describe("compressResponse", () => {
  it("gzips a large JSON answer for a browser that accepts it, and says it varies", async () => {
    const response = await get("/big", "gzip, deflate, br");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(big);
  });

  it("takes deflate when the browser weighs it higher", async () => {
    const response = await get("/big", "gzip;q=0.5, deflate;q=0.8");
    expect(response.headers.get("content-encoding")).toBe("deflate");
    expect(JSON.parse(inflateSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(big);
  });

  it("sends it as it is to a client that asks for no encoding, still saying it varies", async () => {
    const response = await get("/big");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(await response.json()).toEqual(big);
  });

  it("sends a small answer of known length as it is, still saying it varies", async () => {
    const response = await get("/small", "gzip");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe("ok");
  });

  it("leaves images, HEAD and no-transform answers alone", async () => {
    for (const [path, method] of [
      ["/photo", "GET"],
      ["/big", "HEAD"],
      ["/no-transform", "GET"],
    ] as const) {
      const response = await get(path, "gzip", method);
      expect(response.headers.get("content-encoding"), path).toBeNull();
      expect(response.headers.get("vary"), path).toBeNull();
    }
  });

  it("adds Accept-Encoding to a Vary the route set", async () => {
    const response = await get("/varies", "gzip");
    expect(response.headers.get("vary")).toBe("Origin, Accept-Encoding");
  });
});

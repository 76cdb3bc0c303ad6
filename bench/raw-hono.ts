// The yardstick for bench/api.ts: Hono's hello world on the app's own `hono` and
// `@hono/node-server`, with no middleware, in its own process as the app runs. Whatever the app
// answers slower than this is the cost of our middleware, session and queries (docs/decisions/052).
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.text("Hello Hono!"));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: process.env.HOST ?? "127.0.0.1" });
// A clean exit on the bench's SIGTERM (and a written profile under --cpu-prof).
process.on("SIGTERM", () => process.exit(0));

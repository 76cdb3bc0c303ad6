// docs/decisions/050: a server told to stop under steady keep-alive traffic lets every client go
// and is done in about a second, not after the 10 s grace period. The real node server
// (serve()) and a keep-alive agent, as a load balancer in front would hold.
import { Agent, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { drainable } from "./http-drain";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  connection: string | undefined;
  sentAt: number;
}

/** One GET through `agent`: its answer, or the error's code. */
function get(agent: Agent, url: string): Promise<Answer | { error: string; reusedSocket: boolean }> {
  return new Promise((resolve) => {
    const sentAt = performance.now();
    const outgoing = request(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, sentAt }));
    });
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, reusedSocket: outgoing.reusedSocket }),
    );
    outgoing.end();
  });
}

const agents: Agent[] = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

describe("draining the HTTP server", () => {
  it("under keep-alive traffic: says Connection: close, finishes what is under way, lets every client go, and is done well within the 10 s grace", async () => {
    let slowAnsweredAt = Infinity;
    const app = new Hono()
      .get("/work", async (c) => {
        await sleep(Math.random() * 4);
        return c.text("done");
      })
      .get("/slow", async (c) => {
        await sleep(400);
        slowAnsweredAt = performance.now();
        return c.text("slow done");
      });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    const drain = drainable(server);
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    agents.push(agent);
    let drainStarted = Infinity;
    const answers: Answer[] = [];
    const failures: string[] = [];
    let retried = 0;
    let refused = 0;
    /** A client sending one request after another until the server refuses it. */
    const loop = async () => {
      for (;;) {
        const answer = await get(agent, `${origin}/work`);
        if ("status" in answer) answers.push(answer);
        // A keep-alive socket the server closed as this request went out: the documented retry.
        else if (answer.error === "ECONNRESET" && answer.reusedSocket) retried += 1;
        else if (answer.error === "ECONNREFUSED") return void (refused += 1);
        else failures.push(answer.error);
      }
    };
    const clients = Array.from({ length: 8 }, loop);
    await sleep(300);
    const slow = get(new Agent({ keepAlive: true }), `${origin}/slow`);
    // A balancer's health check: one keep-alive connection, idle when the drain begins.
    const checker = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(checker);
    expect(await get(checker, `${origin}/work`)).toMatchObject({ status: 200, connection: "keep-alive" });
    await sleep(50);

    drainStarted = performance.now();
    const drained = drain.drain();
    await sleep(200);
    // Its next request, on the same connection, is still answered, and told to close.
    const check = await get(checker, `${origin}/work`);
    await drained;
    const drainEnded = performance.now();
    await Promise.all(clients);

    // Before the drain the traffic was steady and kept alive.
    const before = answers.filter((answer) => answer.sentAt < drainStarted);
    expect(before.length).toBeGreaterThan(20);
    expect(before.every((answer) => answer.status === 200)).toBe(true);
    // Every request sent once the drain began was answered with Connection: close, or refused.
    const after = answers.filter((answer) => answer.sentAt >= drainStarted);
    expect(after.every((answer) => answer.status === 200 && answer.connection === "close")).toBe(true);
    expect(after.length).toBeLessThan(10);
    expect(failures).toEqual([]);
    expect(refused).toBe(8);
    // The request under way when the drain began finished, and said close; the drain waited for it.
    const slowAnswer = await slow;
    expect(slowAnswer).toMatchObject({ status: 200, connection: "close" });
    expect(slowAnsweredAt).toBeLessThan(drainEnded);
    expect(check).toMatchObject({ status: 200, connection: "close" });
    expect(drainEnded - drainStarted).toBeLessThan(3_000);
    expect(retried).toBeLessThanOrEqual(8);
  });
});

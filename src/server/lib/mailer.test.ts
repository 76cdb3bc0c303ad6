// docs/decisions/037: a hung SMTP server fails the send instead of holding the outbox's run.
import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { smtpMailer, type SmtpTimeouts } from "./mailer";

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An SMTP server on a free port that says `lines` in turn, one per command, then nothing more. */
async function stallingServer(lines: string[]): Promise<string> {
  const server = createServer((socket) => {
    sockets.push(socket);
    const replies = [...lines];
    const next = () => {
      const line = replies.shift();
      if (line) socket.write(`${line}\r\n`);
    };
    next();
    socket.on("data", next);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return `smtp://127.0.0.1:${address.port}`;
}

const short: SmtpTimeouts = { connectionTimeout: 1_000, greetingTimeout: 200, socketTimeout: 200, sendTimeoutMs: 1_000 };
const email = { to: "someone@example.com", subject: "Hello", text: "Body" };

async function failsWithin(send: Promise<void>, ms: number) {
  const started = performance.now();
  await expect(send).rejects.toThrow();
  expect(performance.now() - started).toBeLessThan(ms);
}

describe("the SMTP mailer", () => {
  it("gives up on a server that accepts the connection but never greets", async () => {
    const url = await stallingServer([]);
    await failsWithin(smtpMailer(url, "noreply@example.com", short).send(email), 2_000);
  });

  it("gives up on a server that greets, then goes silent mid-conversation", async () => {
    const url = await stallingServer(["220 test ESMTP", "250 test"]);
    await failsWithin(smtpMailer(url, "noreply@example.com", short).send(email), 2_000);
  });

  it("cuts off a send that outlasts its whole bound, however long the silence timer allows", async () => {
    // A server trickling replies would reset the silence timer forever; the whole-send bound does not reset.
    const url = await stallingServer(["220 test ESMTP", "250 test"]);
    const chatty = { ...short, socketTimeout: 60_000, sendTimeoutMs: 500 };
    await failsWithin(smtpMailer(url, "noreply@example.com", chatty).send(email), 2_000);
  });
});

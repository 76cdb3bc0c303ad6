// The mail server the three app servers send to: a minimal ESMTP receiver (EHLO, MAIL, RCPT,
// DATA, RSET, NOOP, QUIT) that counts every mail it accepts. It listens on one port per app
// server, so it knows who sent what, and it can hold one mail unanswered: the sender has then
// claimed an outbox row and not finished sending it, which is the moment the drill kills it.
import { createServer, type Server, type Socket } from "node:net";

export interface Delivery {
  /** The app server whose port the mail came in on. */
  server: string;
  to: string[];
  subject: string;
  messageId: string;
  at: number;
}

export interface HeldMail {
  server: string;
  subject: string;
  at: number;
  /** Resolves when the sender's connection closes with the mail never answered (so never delivered). */
  dropped: Promise<number>;
}

export interface SmtpSink {
  /** SMTP_URL for one app server. */
  urlFor(server: string): string;
  readonly deliveries: readonly Delivery[];
  /** Holds the next mail whose subject matches: its DATA is read and never answered. */
  holdNext(match: (subject: string) => boolean): Promise<HeldMail>;
  close(): Promise<void>;
}

interface Hold {
  match: (subject: string) => boolean;
  found: (mail: HeldMail) => void;
}

export async function startSmtpSink(serverNames: readonly string[]): Promise<SmtpSink> {
  const deliveries: Delivery[] = [];
  const sockets = new Set<Socket>();
  const listeners: Server[] = [];
  const ports = new Map<string, number>();
  let hold: Hold | null = null;

  const converse = (server: string, socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let recipients: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const finishMail = (raw: string) => {
      const headers = parseHeaders(raw);
      const subject = decodeWords(headers.get("subject") ?? "");
      const mail: Delivery = { server, to: recipients, subject, messageId: headers.get("message-id") ?? "", at: Date.now() };
      recipients = [];
      if (hold?.match(subject)) {
        const { found } = hold;
        hold = null;
        const dropped = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
        found({ server, subject, at: mail.at, dropped });
        return; // never answered: the sender waits until it dies or gives up
      }
      deliveries.push(mail);
      reply("250 2.0.0 accepted");
    };

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO") return socket.write("250-drill-sink\r\n250 8BITMIME\r\n");
      if (verb === "HELO" || verb === "NOOP") return reply("250 ok");
      if (verb === "MAIL" || verb === "RSET") {
        recipients = [];
        return reply("250 ok");
      }
      if (verb === "RCPT") {
        recipients.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? "");
        return reply("250 ok");
      }
      if (verb === "DATA") {
        inData = true;
        return reply("354 end with <CRLF>.<CRLF>");
      }
      if (verb === "QUIT") {
        reply("221 bye");
        return socket.end();
      }
      return reply("502 not implemented");
    };

    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.startsWith(".\r\n") ? 0 : buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const raw = end === 0 ? "" : buffer.slice(0, end + 2);
          buffer = buffer.slice(end === 0 ? 3 : end + 5);
          inData = false;
          finishMail(raw.replace(/^\.\./gm, "."));
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        command(line);
      }
    });
    reply("220 drill-sink ESMTP");
  };

  for (const name of serverNames) {
    const listener = createServer((socket) => converse(name, socket));
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const address = listener.address();
    if (!address || typeof address === "string") throw new Error("SMTP sink has no port");
    ports.set(name, address.port);
    listeners.push(listener);
  }

  return {
    urlFor: (server) => `smtp://127.0.0.1:${ports.get(server)}`,
    deliveries,
    holdNext: (match) => new Promise<HeldMail>((found) => (hold = { match, found })),
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all(listeners.map((listener) => new Promise((resolve) => listener.close(resolve))));
    },
  };
}

/** The header block, unfolded, by lower-case name (the first of each). */
function parseHeaders(raw: string): Map<string, string> {
  const block = raw.split(/\r\n\r\n/)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?utf-8?Q?...?= and =?utf-8?B?...?=), as mailers write long or non-ASCII subjects. */
export function decodeWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, "?==?");
  return joined.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
    const bytes =
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          );
    return bytes.toString(/^utf-?8$/i.test(charset) ? "utf8" : "latin1");
  });
}

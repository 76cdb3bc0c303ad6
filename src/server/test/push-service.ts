// docs/decisions/069: a push service of the test's own, and the browser side of a subscription. It
// records each push, decrypts its aes128gcm payload (RFC 8291) with the keys only the "browser" holds,
// and answers what the test tells it to (404, 410, 429 with Retry-After, 500).
import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What a browser keeps of its subscription: the private key and auth secret never leave it. */
export interface BrowserKeys {
  ecdh: ECDH;
  /** PushSubscription.toJSON().keys */
  p256dh: string;
  auth: string;
  authSecret: Buffer;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { ecdh, p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url"), authSecret };
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188: the plaintext of one aes128gcm record, or an error. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const shared = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = hmac(hmac(keys.authSecret, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01", "binary")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01", "binary")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString("utf8");
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushAnswer {
  status: number;
  headers?: Record<string, string>;
}

export interface TestPushService {
  /** An endpoint of this service: pushes to it are recorded under its path. */
  endpoint(name?: string): string;
  received: ReceivedPush[];
  /** What the endpoint at `path` answers from now on (default 201). */
  answer(path: string, answer: PushAnswer): void;
  close(): Promise<void>;
}

export async function startTestPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, PushAnswer>();
  let count = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const answer = answers.get(path) ?? { status: 201 };
      response.writeHead(answer.status, answer.headers).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (name) => `http://127.0.0.1:${port}/push/${name ?? `device-${++count}`}`,
    received,
    answer: (path, answer) => answers.set(path, answer),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

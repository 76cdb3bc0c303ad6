import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hc, type ApplyGlobalResponse } from "hono/client";
import type { Role } from "../../shared/domain/roles";
import { createApp, type ApiRoutes } from "../app";
import { ensureVerifiedAccount } from "../auth/accounts";
import { createAuth, type Auth } from "../auth/auth";
import type { Viewer } from "../lib/app-env";
import type { Database } from "../db/client";
import { loadEnv, type Env } from "../env";
import { openMessageBus, type MessageBus } from "../features/messages/message-bus";
import { memoryMailbox, type StoredEmail } from "../lib/mailer";
import { createTestPaymentProvider, type TestPaymentProvider } from "../lib/payment-provider";
import { localStorage, type Storage } from "../lib/storage";
import { memoryTextbox, type TextProvider } from "../lib/text-provider";
import { CookieJar } from "./cookie-jar";
import { openTestDatabase, type TestDatabase } from "./database";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_PASSWORD = "correct-horse-9";
const TEST_AUTH_SECRET = "tidyline-test-secret-0123456789abcdef";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface TestAppOptions {
  /** Settings on top of NODE_ENV=test and PUBLIC_URL=http://localhost:3000. */
  env?: Record<string, string>;
  storage?: Storage;
  isReady?: () => boolean;
  /** The card processor (default: a fresh test provider, which lists its charges). */
  paymentProvider?: TestPaymentProvider;
  /** Serve another TestApp's database (e.g. a production-configured app over the same rows). */
  database?: TestDatabase;
  /** New messages' fan-out (default: the one for the test database's engine, closed with the app). */
  messageBus?: MessageBus;
  /** How often live message streams re-check their session (default: the server's 25 s). */
  streamHeartbeatMs?: number;
  /** Where texts go (default: a textbox in memory, `t.textbox`; docs/decisions/070). */
  texts?: TextProvider;
}

export interface TestRequestInit extends RequestInit {
  /** Sent as a JSON body with Content-Type application/json. */
  json?: unknown;
  /** Origin header of a mutation: ours unless given; null sends none. */
  origin?: string | null;
  /** Node's fetch needs it for a streamed body (missing from the DOM typings). */
  duplex?: "half";
}

export interface SignUpFields {
  name: string;
  email: string;
  password: string;
  role?: string;
  callbackURL?: string;
}

export type Mailbox = ReturnType<typeof memoryMailbox>;
export type App = ReturnType<typeof createApp>;
/** What app.onError answers for every refusal or fault, on any route (docs/decisions/017). */
export interface ApiErrorBody {
  error: { code: string; message: string };
}
type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;
/** The API's routes, each also answering the error shape, as it does through app.onError. */
type TestedRoutes = ApplyGlobalResponse<ApiRoutes, { [S in ErrorStatus]: { json: ApiErrorBody } }>;
/** The typed client of our API, as the browser's (client/lib/api.ts): a renamed route or a changed shape fails the type check. */
export type ApiClient = ReturnType<typeof hc<TestedRoutes>>;

/**
 * A request body the types leave unchecked: a test of the server's own checks sends what the
 * client's types would refuse (a missing field, a wrong type), through the same typed route; a
 * helper that sends both good and bad bodies takes them loosely.
 */
export function unchecked(body: unknown): never {
  return body as never;
}

/**
 * A query as an address carries it (a query string, or values written as text), unchecked by the
 * route's types: list helpers and tests of refused filters pass what a URL would.
 */
export function queryFrom(query: string | Record<string, string | number>): never {
  const entries =
    typeof query === "string" ? [...new URLSearchParams(query)] : Object.entries(query).map(([key, value]) => [key, String(value)]);
  return Object.fromEntries(entries) as never;
}

/** A typed answer's JSON as the route's own shape (a test that expects success reads it so). */
export async function jsonOf<R extends { json(): Promise<unknown> }>(
  response: R,
): Promise<Exclude<Awaited<ReturnType<R["json"]>>, ApiErrorBody>> {
  return (await response.json()) as Exclude<Awaited<ReturnType<R["json"]>>, ApiErrorBody>;
}

let addressCounter = 0;
/** A distinct client address, so one test's requests never eat another's rate-limit budget. */
export function nextIp(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** The one link an email carries (verification or reset). */
export function linkIn(email: StoredEmail): URL {
  const match = /https?:\/\/\S+/.exec(email.text);
  if (!match) throw new Error(`No link in the email "${email.subject}"`);
  return new URL(match[0]);
}

/** One browser: its own cookies and its own client address. */
export class Browser {
  readonly cookies = new CookieJar();
  /** Our API through the typed client, sent as `request` sends (cookies, address, Origin). */
  readonly api: ApiClient;

  constructor(
    private readonly app: App,
    readonly ip: string = nextIp(),
  ) {
    this.api = hc<TestedRoutes>(`${TEST_ORIGIN}/api`, {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : input);
        return this.request(url.pathname + url.search, init);
      },
    });
  }

  /** Like fetch from our pages: Origin and JSON type on mutations, cookies kept, redirects not followed. */
  async request(path: string, init: TestRequestInit = {}): Promise<Response> {
    const { json, origin, ...rest } = init;
    const headers = new Headers(rest.headers);
    const method = (rest.method ?? (json === undefined ? "GET" : "POST")).toUpperCase();
    let body = rest.body;
    if (json !== undefined) body = JSON.stringify(json);
    if (!SAFE_METHODS.has(method)) {
      const sentOrigin = origin === undefined ? TEST_ORIGIN : origin;
      if (sentOrigin !== null && !headers.has("origin")) headers.set("origin", sentOrigin);
      if (body != null && !headers.has("content-type")) headers.set("content-type", "application/json");
    }
    // Over a socket a body always comes with a length (or chunked encoding); in-process it would not.
    if (typeof body === "string" && !headers.has("content-length")) headers.set("content-length", String(Buffer.byteLength(body)));
    const cookie = this.cookies.header();
    if (cookie && !headers.has("cookie")) headers.set("cookie", cookie);

    // @hono/node-server's getConnInfo reads the peer address from these bindings.
    const bindings = { incoming: { socket: { remoteAddress: this.ip } } };
    const response = await this.app.request(path, { ...rest, method, headers, body, redirect: "manual" }, bindings);
    this.cookies.store(response);
    return response;
  }

  signIn(email: string, password: string): Promise<Response> {
    return this.request("/api/auth/sign-in/email", { json: { email, password } });
  }

  /** Who GET /api/me says is signed in here. */
  async viewer(): Promise<Viewer | null> {
    return (await jsonOf(await this.api.me.$get())).viewer;
  }
}

export interface TestAccount {
  userId: string;
  email: string;
  password: string;
  fullName: string;
  role: Role;
  /** Signed in. */
  browser: Browser;
}

/** The real app (createApp) over a real, private database, with mail kept in memory. */
export class TestApp {
  /** The texts the app sent, when they go to the default textbox in memory (docs/decisions/070). */
  textbox: ReturnType<typeof memoryTextbox> | null = null;

  private constructor(
    readonly app: App,
    readonly env: Env,
    readonly database: TestDatabase,
    readonly auth: Auth,
    readonly mailbox: Mailbox,
    readonly storage: Storage,
    readonly paymentProvider: TestPaymentProvider,
    private readonly cleanup: () => Promise<void>,
  ) {}

  static async create(options: TestAppOptions = {}): Promise<TestApp> {
    const dataDir = await mkdtemp(join(tmpdir(), "tidyline-app-"));
    const env = loadEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, DATA_DIR: dataDir, ...options.env });
    const database = options.database ?? (await openTestDatabase());
    const mailbox = memoryMailbox();
    const storage = options.storage ?? localStorage(join(dataDir, "uploads"));
    const auth = createAuth({ db: database.db, env, mailer: mailbox, secret: TEST_AUTH_SECRET });
    const paymentProvider = options.paymentProvider ?? createTestPaymentProvider();
    const messageBus = options.messageBus ?? (await openMessageBus(database));
    const textbox = options.texts ? null : memoryTextbox();
    const app = createApp({
      texts: options.texts ?? textbox ?? undefined,
      env,
      db: database.db,
      auth,
      mailer: mailbox,
      storage,
      paymentProvider,
      isReady: options.isReady,
      messageBus,
      streamHeartbeatMs: options.streamHeartbeatMs,
    });
    const cleanup = async () => {
      if (!options.messageBus) await messageBus.close();
      if (!options.database) await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    };
    const testApp = new TestApp(app, env, database, auth, mailbox, storage, paymentProvider, cleanup);
    testApp.textbox = textbox;
    return testApp;
  }

  get db(): Database {
    return this.database.db;
  }

  browser(ip?: string): Browser {
    return new Browser(this.app, ip);
  }

  /** A request from a fresh browser: no cookies, an address of its own. */
  request(path: string, init?: TestRequestInit): Promise<Response> {
    return this.browser().request(path, init);
  }

  /** The typed client of a fresh browser (each use: no cookies, an address of its own). */
  get api(): ApiClient {
    return this.browser().api;
  }

  /** Name of the session cookie (it gains the __Secure- prefix in production). */
  async sessionCookieName(): Promise<string> {
    return (await this.auth.$context).authCookies.sessionToken.name;
  }

  /** Signs up through the API; pass `role: undefined` to leave the role out. */
  async signUp(fields: Partial<SignUpFields> = {}, browser = this.browser()) {
    const body: SignUpFields = {
      name: "Casey Host",
      email: uniqueEmail("signup"),
      password: TEST_PASSWORD,
      role: "client",
      callbackURL: "/",
      ...fields,
    };
    const response = await browser.request("/api/auth/sign-up/email", { json: body });
    return { response, email: body.email, password: body.password };
  }

  /** Newest first, like the dev mailbox. */
  emailsTo(address: string): StoredEmail[] {
    return this.mailbox.sent.filter((email) => email.to === address.toLowerCase()).reverse();
  }

  latestEmail(address: string, subjectIncludes: string): StoredEmail {
    const email = this.emailsTo(address).find((candidate) => candidate.subject.includes(subjectIncludes));
    if (!email) throw new Error(`No "${subjectIncludes}" email to ${address}`);
    return email;
  }

  /**
   * Does what /verify-email does when the person presses "Verify Email": posts the newest
   * verification email's token (opening the link alone verifies nothing, docs/decisions/018).
   */
  verifyFromMailbox(address: string, browser = this.browser()) {
    const link = linkIn(this.latestEmail(address, "Verify"));
    return browser.api["email-verification"].$post({ json: { token: link.searchParams.get("token") ?? "" } });
  }

  /** Signs in from a fresh browser and returns its session cookie ("name=value"). */
  async signIn(email: string, password: string, browser = this.browser()): Promise<string> {
    const response = await browser.signIn(email, password);
    if (response.status !== 200) throw new Error(`Sign-in failed (${response.status}): ${await response.text()}`);
    const name = await this.sessionCookieName();
    const value = browser.cookies.get(name);
    if (!value) throw new Error("Sign-in set no session cookie");
    return `${name}=${value}`;
  }

  /** A verified account of any role, already signed in from its own browser. */
  async createAccount({
    role,
    fullName = `Test ${role}`,
    email = uniqueEmail(role),
    password = TEST_PASSWORD,
  }: {
    role: Role;
    fullName?: string;
    email?: string;
    password?: string;
  }): Promise<TestAccount> {
    const { userId } = await ensureVerifiedAccount({ auth: this.auth, db: this.db }, { email, password, fullName, role });
    const browser = this.browser();
    await this.signIn(email, password, browser);
    return { userId, email, password, fullName, role, browser };
  }

  close(): Promise<void> {
    return this.cleanup();
  }
}

export const createTestApp = (options?: TestAppOptions) => TestApp.create(options);

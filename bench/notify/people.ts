// bench:notify's people: PEOPLE clients, each with one session, written straight into the database
// (signing in thousands through the route would measure Argon2id, not streams), and the session
// cookie a browser would send for each: the token signed as Better Auth signs it (HMAC-SHA256 with
// the server's AUTH_SECRET). The demo client's real sign-in checks that the cookies are made alike.
import { createHmac } from "node:crypto";
import pg from "pg";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../src/server/seed/demo-data";

export interface BenchPerson {
  userId: string;
  cookie: string;
}

/** `token.base64(HMAC-SHA256(token))`, URL-encoded, as Better Auth sets its session cookie. */
const signedValue = (token: string, secret: string) =>
  encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);

/** Signs in as the demo client and returns its session cookie's name, after checking the bench signs cookies the same way. */
async function sessionCookieName(base: string, secret: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.client.email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const [cookie] = response.headers.getSetCookie().filter((value) => value.includes("session_token="));
  const [name, value] = (cookie?.split(";")[0] ?? "").split(/=(.*)/s);
  const token = decodeURIComponent(value ?? "").split(".")[0] ?? "";
  if (!name || !value || signedValue(token, secret) !== value) throw new Error(`unexpected session cookie: ${cookie}`);
  return name;
}

/**
 * PEOPLE client accounts (md5-derived ids, 32 characters like Better Auth's), their profiles and
 * one session each, valid for a week, in three statements.
 */
export async function insertPeople(url: string, base: string, secret: string, count: number): Promise<BenchPerson[]> {
  const cookieName = await sessionCookieName(base, secret);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO auth_users (id, name, email, email_verified)
       SELECT md5('bench-user-' || i), 'Bench Person ' || i, 'bench-' || i || '@example.test', true FROM generate_series(1, $1) AS i`,
      [count],
    );
    await client.query(
      `INSERT INTO profiles (user_id, full_name, role)
       SELECT md5('bench-user-' || i), 'Bench Person ' || i, 'client' FROM generate_series(1, $1) AS i`,
      [count],
    );
    const { rows } = await client.query<{ user_id: string; token: string }>(
      `INSERT INTO auth_sessions (id, token, user_id, expires_at, ip_address, user_agent)
       SELECT md5('bench-session-' || i), md5('bench-token-' || i), md5('bench-user-' || i), now() + interval '7 days', '127.0.0.1', 'bench:notify'
       FROM generate_series(1, $1) AS i
       RETURNING user_id, token`,
      [count],
    );
    return rows.map((row) => ({ userId: row.user_id, cookie: `${cookieName}=${signedValue(row.token, secret)}` }));
  } finally {
    await client.end();
  }
}

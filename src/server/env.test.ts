import { describe, expect, it } from "vitest";
import { EnvError, loadEnv, settingWarnings } from "./env";

/** The message loadEnv stops with, or "" when it accepts the settings. */
function refusal(source: Record<string, string>): string {
  try {
    loadEnv(source);
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).message;
  }
}

describe("loadEnv", () => {
  it("has working defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./.data",
      publicUrl: "http://localhost:3000",
      production: false,
      demoData: true,
      testAccountsEnabled: true,
      trustProxy: false,
    });
  });

  it("derives the public URL from PORT, and drops a trailing slash from PUBLIC_URL", () => {
    expect(loadEnv({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadEnv({ PUBLIC_URL: "https://tidyline.example/" }).publicUrl).toBe("https://tidyline.example");
  });

  it("treats empty values as unset", () => {
    expect(loadEnv({ PORT: "", PUBLIC_URL: "" })).toMatchObject({ PORT: 3000, publicUrl: "http://localhost:3000" });
  });

  it.each([["not-a-port"], ["0"], ["70000"], ["80.5"]])("refuses PORT=%s, naming the setting", (port) => {
    expect(refusal({ PORT: port })).toMatch(/^Invalid settings:\n {2}PORT: /);
  });

  it("refuses a PUBLIC_URL that is not a URL", () => {
    expect(refusal({ PUBLIC_URL: "tidyline.example" })).toContain("PUBLIC_URL: must be an absolute URL such as https://tidyline.example");
  });

  // docs/decisions/026: replies to Request Info reach someone who reads them.
  it("takes SUPPORT_EMAIL as an email address, and refuses anything else naming it", () => {
    expect(loadEnv({ SUPPORT_EMAIL: " help@tidyline.example " }).SUPPORT_EMAIL).toBe("help@tidyline.example");
    expect(loadEnv({}).SUPPORT_EMAIL).toBeUndefined();
    for (const bad of ["support", "support@", "Tidyline <help@tidyline.example>"]) {
      expect(refusal({ SUPPORT_EMAIL: bad })).toContain("SUPPORT_EMAIL: must be an email address such as support@tidyline.example");
    }
  });

  it("takes a PostgreSQL pool size from 3 to 100, and nothing else", () => {
    expect(loadEnv({ DATABASE_POOL_SIZE: "8" }).DATABASE_POOL_SIZE).toBe(8);
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBeUndefined();
    for (const bad of ["2", "101", "4.5", "many"]) {
      expect(refusal({ DATABASE_POOL_SIZE: bad })).toContain("DATABASE_POOL_SIZE: must be a whole number from 3 to 100");
    }
  });

  it("refuses DEMO_DATA=maybe", () => {
    expect(refusal({ DEMO_DATA: "maybe" })).toMatch(/\n {2}DEMO_DATA: /);
  });

  it("lists every bad setting, one per line", () => {
    const message = refusal({ PORT: "abc", DATABASE_URL: "mysql://x", AUTH_SECRET: "short" });
    expect(
      message
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(":")[0]),
    ).toEqual(["PORT", "DATABASE_URL", "AUTH_SECRET"]);
  });

  it("turns demo data and test accounts off in production unless asked", () => {
    const production = loadEnv({ NODE_ENV: "production", DEMO_DATA: "on" });
    expect(production).toMatchObject({ production: true, demoData: false, testAccountsEnabled: false });
    expect(loadEnv({ NODE_ENV: "production", ENABLE_TEST_ACCOUNTS: "true" }).testAccountsEnabled).toBe(true);
  });
});

describe("HOST outside production (docs/decisions/016)", () => {
  it.each([["0.0.0.0"], ["::"], ["192.168.1.20"], ["tidyline.lan"]])("refuses HOST=%s, naming both settings and why", (host) => {
    for (const nodeEnv of ["development", "test"]) {
      const message = refusal({ HOST: host, NODE_ENV: nodeEnv });
      expect(message).toMatch(/^Invalid settings:\n {2}HOST: /);
      expect(message).toContain("ALLOW_DEV_ON_NETWORK=true");
      for (const why of ["demo accounts", "password", "/dev/mailbox", "/test-accounts"]) expect(message).toContain(why);
    }
  });

  it.each([["127.0.0.1"], ["127.0.1.1"], ["::1"], ["localhost"]])("listens on the loopback address %s", (host) => {
    expect(loadEnv({ HOST: host }).HOST).toBe(host);
  });

  it("listens on a network when ALLOW_DEV_ON_NETWORK=true says so, and in production", () => {
    expect(loadEnv({ HOST: "0.0.0.0", ALLOW_DEV_ON_NETWORK: "true" }).HOST).toBe("0.0.0.0");
    expect(loadEnv({ HOST: "0.0.0.0", NODE_ENV: "production" }).HOST).toBe("0.0.0.0");
    expect(refusal({ HOST: "0.0.0.0", ALLOW_DEV_ON_NETWORK: "yes" })).toContain("ALLOW_DEV_ON_NETWORK");
  });
});

describe("ALLOW_PRIVATE_CALENDAR_URLS (docs/decisions/058)", () => {
  it("keeps calendar addresses off this machine's networks unless set to true, whatever NODE_ENV says", () => {
    for (const nodeEnv of [undefined, "", "development", "test", "production"]) {
      const source = nodeEnv === undefined ? {} : { NODE_ENV: nodeEnv };
      expect(loadEnv(source).allowPrivateCalendarUrls, String(nodeEnv)).toBe(false);
      expect(loadEnv({ ...source, ALLOW_PRIVATE_CALENDAR_URLS: "false" }).allowPrivateCalendarUrls).toBe(false);
      expect(settingWarnings(loadEnv(source))).toEqual([]);
    }
  });

  it("opens them when set to true outside production, and the server warns at start", () => {
    for (const nodeEnv of ["development", "test"]) {
      const env = loadEnv({ NODE_ENV: nodeEnv, ALLOW_PRIVATE_CALENDAR_URLS: "true" });
      expect(env.allowPrivateCalendarUrls).toBe(true);
      const [warning, ...more] = settingWarnings(env);
      expect(more).toEqual([]);
      expect(warning).toMatch(/^ALLOW_PRIVATE_CALENDAR_URLS=true: calendar addresses may reach this machine and its private networks/);
    }
  });

  it("stops the start when set to true in production, and refuses anything but true or false", () => {
    const message = refusal({ NODE_ENV: "production", ALLOW_PRIVATE_CALENDAR_URLS: "true" });
    expect(message).toMatch(/^Invalid settings:\n {2}ALLOW_PRIVATE_CALENDAR_URLS: /);
    expect(message).toContain("refused in production");
    expect(refusal({ ALLOW_PRIVATE_CALENDAR_URLS: "yes" })).toContain("ALLOW_PRIVATE_CALENDAR_URLS: must be true or false");
  });
});

describe("Twilio's settings (docs/decisions/070)", () => {
  const twilio = {
    TWILIO_ACCOUNT_SID: `AC${"0123456789abcdef".repeat(2)}`,
    TWILIO_AUTH_TOKEN: "tidylinetesttoken0123456789abcde",
    TWILIO_FROM: "+14155550123",
  };

  it("sends texts through Twilio with all three, and none means no Twilio", () => {
    expect(loadEnv(twilio).twilio).toEqual({
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: twilio.TWILIO_AUTH_TOKEN,
      from: "+14155550123",
    });
    expect(loadEnv({}).twilio).toBeNull();
  });

  it("stops the start with only some of them", () => {
    expect(refusal({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toContain(
      "TWILIO_ACCOUNT_SID: set all three of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to send texts, or none of them",
    );
    expect(refusal({ TWILIO_AUTH_TOKEN: twilio.TWILIO_AUTH_TOKEN, TWILIO_FROM: twilio.TWILIO_FROM })).toContain(
      "TWILIO_ACCOUNT_SID: set all three",
    );
  });

  it("refuses values of the wrong shape, naming each", () => {
    expect(refusal({ ...twilio, TWILIO_ACCOUNT_SID: "SK0123" })).toContain(
      "TWILIO_ACCOUNT_SID: must be an Account SID: AC and 32 hex digits",
    );
    expect(refusal({ ...twilio, TWILIO_AUTH_TOKEN: "short" })).toContain(
      "TWILIO_AUTH_TOKEN: must be the account's 32-character auth token",
    );
    expect(refusal({ ...twilio, TWILIO_FROM: "415-555-0123" })).toContain(
      "TWILIO_FROM: must be the sending number in E.164, such as +14155550123",
    );
  });
});

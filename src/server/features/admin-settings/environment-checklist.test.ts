import { describe, expect, it } from "vitest";
import { loadEnv } from "../../env";
import { environmentReport } from "./environment-checklist";

const production = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://tidyline.example/",
  DATABASE_URL: "postgres://tidy:pw-1@db.example.net:5432/tidyline",
  SMTP_URL: "smtps://mailer:pw-2@smtp.example.net:465",
  AUTH_SECRET: "0123456789abcdef0123456789abcdef-secret",
};

const passed = (source: Record<string, string>) =>
  Object.fromEntries(environmentReport(loadEnv(source)).checklist.map((item) => [item.key, item.passed]));

describe("environmentReport", () => {
  it("passes every item for a production server configured as the checklist asks", () => {
    expect(passed(production)).toEqual({ postgresql: true, smtp: true, secureCookies: true, publicUrlHttps: true, authSecret: true });
    expect(environmentReport(loadEnv(production)).database).toEqual({ label: "PostgreSQL", local: false });
  });

  it("fails each item on its own when its setting is missing or wrong", () => {
    const without = (key: keyof typeof production) => Object.fromEntries(Object.entries(production).filter(([name]) => name !== key));
    expect(passed(without("DATABASE_URL")).postgresql).toBe(false);
    expect(passed(without("SMTP_URL")).smtp).toBe(false);
    expect(passed(without("AUTH_SECRET")).authSecret).toBe(false);
    expect(passed({ ...production, PUBLIC_URL: "http://tidyline.example" }).publicUrlHttps).toBe(false);
    expect(passed({ ...production, NODE_ENV: "development", HOST: "127.0.0.1" }).secureCookies).toBe(false);
  });

  it.each([
    ["postgres://u:p@localhost:5432/db", true],
    ["postgres://u:p@127.0.0.1/db", true],
    ["postgres://u:p@[::1]:5432/db", true],
    ["postgresql://u:p@db.example.net/db", false],
  ])("labels the database at %s local: %s (spec 2)", (url, local) => {
    const { database } = environmentReport(loadEnv({ ...production, DATABASE_URL: url }));
    expect(database).toEqual({ label: local ? "PostgreSQL (local host)" : "PostgreSQL", local });
  });

  it("never carries a setting's secret parts", () => {
    const text = JSON.stringify(environmentReport(loadEnv(production)));
    for (const secret of ["pw-1", "pw-2", production.AUTH_SECRET, "db.example.net", "smtp.example.net"]) expect(text).not.toContain(secret);
  });
});

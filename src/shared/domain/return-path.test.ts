import { describe, expect, it } from "vitest";
import { landingPath, safeReturnPath, signInPathFor } from "./return-path";

describe("safeReturnPath (docs/decisions/026)", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeReturnPath("/cleaner/assignments?job=42")).toBe("/cleaner/assignments?job=42");
    expect(safeReturnPath("/client/history?job=1#review")).toBe("/client/history?job=1#review");
    expect(safeReturnPath("/profile")).toBe("/profile");
  });

  it("refuses anything that could leave the site or is not a path", () => {
    for (const next of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "cleaner/dashboard",
      "",
      null,
      undefined,
      "/\t/evil.example",
      "/\n/evil.example",
      " /profile",
    ]) {
      expect(safeReturnPath(next)).toBeNull();
    }
  });
});

describe("landingPath", () => {
  it("returns to the link when the role may see it", () => {
    expect(landingPath("cleaner", "/cleaner/assignments?job=42")).toBe("/cleaner/assignments?job=42");
    expect(landingPath("client", "/client/history?job=7")).toBe("/client/history?job=7");
    expect(landingPath("admin", "/profile")).toBe("/profile");
  });

  it("goes to the role's dashboard for another role's portal, an unsafe link or none", () => {
    expect(landingPath("client", "/cleaner/assignments?job=42")).toBe("/client/dashboard");
    expect(landingPath("cleaner", "/admin/jobs")).toBe("/cleaner/dashboard");
    expect(landingPath("admin", "//evil.example")).toBe("/admin/dashboard");
    expect(landingPath("cleaner", "/signin?next=/x")).toBe("/cleaner/dashboard");
    expect(landingPath("cleaner", null)).toBe("/cleaner/dashboard");
    expect(landingPath(undefined, "/client/history")).toBe("/");
  });
});

describe("signInPathFor", () => {
  it("carries the intended path, encoded", () => {
    expect(signInPathFor("/cleaner/assignments?job=42")).toBe("/signin?next=%2Fcleaner%2Fassignments%3Fjob%3D42");
    expect(signInPathFor("/")).toBe("/signin");
    expect(signInPathFor("//evil.example")).toBe("/signin");
  });
});

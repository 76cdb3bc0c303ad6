import { describe, expect, it } from "vitest";
import { dashboardPath, isRole, roleLabel } from "./roles";

describe("roles", () => {
  it("sends each role to its own dashboard and an unknown role to the fallback", () => {
    expect(dashboardPath("client")).toBe("/client/dashboard");
    expect(dashboardPath("cleaner")).toBe("/cleaner/dashboard");
    expect(dashboardPath("admin")).toBe("/admin/dashboard");
    expect(dashboardPath("owner")).toBe("/");
    expect(dashboardPath(undefined, "/signup")).toBe("/signup");
  });

  it("recognises only the three roles", () => {
    expect(isRole("admin")).toBe(true);
    expect(isRole("Admin")).toBe(false);
    expect(isRole(null)).toBe(false);
  });

  it("capitalises the role for the header", () => {
    expect(roleLabel("cleaner")).toBe("Cleaner");
    expect(roleLabel(undefined)).toBe("");
  });
});

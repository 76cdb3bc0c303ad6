import { describe, expect, it } from "vitest";
import { adminJobListQuerySchema } from "../../shared/schemas/admin-jobs";
import { openJobsQuerySchema } from "../../shared/schemas/open-jobs";
import { readParam } from "./use-paged-filters";

describe("readParam: a list's URL parameter as its shared schema reads it", () => {
  it("reads what the server would: a page as a number, a switch as true or false", () => {
    expect(readParam(openJobsQuerySchema, "page", "3", 1)).toBe(3);
    expect(readParam(openJobsQuerySchema, "inMyAreas", "false", undefined)).toBe(false);
    expect(readParam(openJobsQuerySchema, "inMyAreas", "true", undefined)).toBe(true);
    expect(readParam(adminJobListQuerySchema, "status", "Posted", "all")).toBe("Posted");
    expect(readParam(adminJobListQuerySchema, "tab", "issues", "all")).toBe("issues");
  });

  it("falls back where the parameter is absent, refused by the schema, or unknown to it", () => {
    expect(readParam(openJobsQuerySchema, "page", null, 1)).toBe(1);
    expect(readParam(openJobsQuerySchema, "page", "0", 1)).toBe(1);
    expect(readParam(openJobsQuerySchema, "page", "two", 1)).toBe(1);
    expect(readParam(openJobsQuerySchema, "inMyAreas", "yes", undefined)).toBeUndefined();
    expect(readParam(adminJobListQuerySchema, "status", "Lost", "all")).toBe("all");
    expect(readParam(adminJobListQuerySchema, "tab", "archive", "all")).toBe("all");
    expect(readParam(openJobsQuerySchema, "draft", "x", "none")).toBe("none");
  });
});

import { describe, expect, it } from "vitest";
import { pageQueryFields } from "../../shared/schemas/page";
import { z } from "zod";
import { pageOf, pageWindow } from "./page";

describe("paged lists", () => {
  const query = z.object(pageQueryFields({ size: 25, maxSize: 100 }));

  it("reads page 1 at the list's own size when none is asked, and refuses a page under 1 or a size past the largest", () => {
    expect(query.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(query.parse({ page: "3", pageSize: "10" })).toEqual({ page: 3, pageSize: 10 });
    expect(query.safeParse({ page: "0" }).error?.issues[0]?.message).toBe("The page must be at least 1.");
    expect(query.safeParse({ pageSize: "101" }).error?.issues[0]?.message).toBe("The page size must be at most 100.");
  });

  it("skips the earlier pages' rows and answers one shape", () => {
    expect(pageWindow({ page: 1, pageSize: 25 })).toEqual({ limit: 25, offset: 0 });
    expect(pageWindow({ page: 3, pageSize: 10 })).toEqual({ limit: 10, offset: 20 });
    expect(pageOf(["a"], 21, { page: 3, pageSize: 10 })).toEqual({ rows: ["a"], total: 21, page: 3, pageSize: 10 });
  });
});

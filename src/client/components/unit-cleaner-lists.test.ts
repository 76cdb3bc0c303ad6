import { describe, expect, it } from "vitest";
import { added, moved, removed, switched, type UnitCleanerLists } from "./unit-cleaner-lists";

const lists: UnitCleanerLists<string> = { preferred: ["sam", "jamie", "riley"], backup: ["kim"] };

describe("a unit's lists as its Cleaners dialog changes them (docs/decisions/055)", () => {
  it("adds at the end of the chosen list", () => {
    expect(added(lists, "preferred", "lee")).toEqual({ preferred: ["sam", "jamie", "riley", "lee"], backup: ["kim"] });
    expect(added(lists, "backup", "lee")).toEqual({ preferred: ["sam", "jamie", "riley"], backup: ["kim", "lee"] });
  });

  it("moves a cleaner one place within their list, and not past either end", () => {
    expect(moved(lists, "preferred", 1, -1).preferred).toEqual(["jamie", "sam", "riley"]);
    expect(moved(lists, "preferred", 1, 1).preferred).toEqual(["sam", "riley", "jamie"]);
    expect(moved(lists, "preferred", 0, -1)).toEqual(lists);
    expect(moved(lists, "backup", 0, 1)).toEqual(lists);
  });

  it("switches a cleaner to the end of the other list", () => {
    expect(switched(lists, "preferred", 0)).toEqual({ preferred: ["jamie", "riley"], backup: ["kim", "sam"] });
    expect(switched(lists, "backup", 0)).toEqual({ preferred: ["sam", "jamie", "riley", "kim"], backup: [] });
  });

  it("removes a cleaner, those after them moving up", () => {
    expect(removed(lists, "preferred", 1)).toEqual({ preferred: ["sam", "riley"], backup: ["kim"] });
  });

  it("leaves the lists as they were", () => {
    switched(lists, "preferred", 0);
    removed(lists, "backup", 0);
    expect(lists).toEqual({ preferred: ["sam", "jamie", "riley"], backup: ["kim"] });
  });
});

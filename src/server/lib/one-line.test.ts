import { describe, expect, it } from "vitest";
import { oneLine } from "./one-line";

describe("one line (decision 028)", () => {
  it("a whole subject keeps no CR or LF", () => {
    expect(oneLine("Hello\r\nBcc: all@example.test")).toBe("Hello Bcc: all@example.test");
  });
});

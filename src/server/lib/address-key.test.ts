import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key";

describe("addressKey (what per-address limits count by)", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address, in either spelling", () => {
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::FFFF:c633:6407")).toBe("198.51.100.7");
    expect(addressKey("0:0:0:0:0:ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("counts every IPv6 address of one /64 as one", () => {
    const network = addressKey("2001:db8:1:2::1");
    expect(network).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe(network);
    expect(addressKey("2001:DB8:1:2:a:b:c:d")).toBe(network);
    expect(addressKey("[2001:db8:1:2::9]")).toBe(network);
    expect(addressKey("2001:db8:1:2::9%eth0")).toBe(network);
  });

  it("keeps neighbouring /64 networks apart", () => {
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("does not mistake an IPv4 tail in another prefix (NAT64) for a mapped address", () => {
    expect(addressKey("64:ff9b::198.51.100.7")).toBe("64:ff9b:0:0::/64");
  });

  it("leaves what is not an address unchanged", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});

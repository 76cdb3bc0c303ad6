// docs/decisions/058: only the public internet may be fetched. This machine's own addresses are
// given to the check, or its interfaces stood in for (a spy, restored after each test: files share modules).
import os from "node:os";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hostAddresses, isOwnAddress, isPrivateAddress, isSpecialPurposeAddress } from "./private-address";

afterEach(() => {
  vi.restoreAllMocks();
});

const PUBLIC = [
  "93.184.216.34",
  "8.8.8.8",
  "1.1.1.1",
  // Neighbours of the special blocks.
  "172.32.0.1",
  "100.128.0.1",
  "169.255.0.1",
  "11.0.0.1",
  "192.0.3.1",
  "198.20.0.1",
  "198.51.101.1",
  "203.0.114.1",
  "223.255.255.254",
  "2606:4700::1111",
  "2a00:1450:4001:81a::200e",
  "2001:4860:4860::8888",
  "2001:200::1", // just past 2001::/23
  "2001:db9::1",
  "3fff:1000::1", // just past 3fff::/20
  // IPv6 forms that lead to a public IPv4 address.
  "::ffff:8.8.8.8",
  "::8.8.8.8",
  "64:ff9b::8.8.8.8",
  "64:ff9b::808:808",
  "2002:808:808::1",
  "2001:0:4136:e378:8000:63bf:f7f7:f7f7", // Teredo, client 8.8.8.8
  "64:ff9b:1:808:8:808:808:808", // local-use NAT64 that reads 8.8.8.8 at every prefix length
];

describe("isPrivateAddress", () => {
  it("refuses loopback, private, link-local, shared carrier, multicast and reserved ranges, in both families", () => {
    for (const address of [
      "127.0.0.1",
      "127.5.6.7",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "0.1.2.3",
      "192.0.0.9",
      "224.0.0.1",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fd00::1",
      "fc00::1",
      "fe80::1",
      "fe80::1%eth0",
      "fec0::1",
      "ff02::1",
      "ff0e::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "::ffff:a9fe:a9fe",
      "not an address",
      "",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it("refuses documentation, benchmarking and the other special-purpose blocks", () => {
    for (const address of [
      "192.0.2.1",
      "198.51.100.7",
      "203.0.113.200",
      "198.18.0.1",
      "198.19.255.255",
      "192.88.99.1",
      "2001:db8::1",
      "2001:db8:ffff::1",
      "3fff::1",
      "3fff:fff:ffff::1",
      "2001:2::1", // benchmarking
      "2001:10::1", // ORCHID
      "2001:20::1", // ORCHIDv2
      "2001:1::1", // an IETF anycast service, no calendar
      "2001:1ff::1", // the end of 2001::/23
      "100::1", // discard
      "5f00::1", // outside global unicast
      "4000::1",
      "1fff:ffff::1",
      "e000::1",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it("judges NAT64, 6to4, Teredo, mapped and compatible forms by the IPv4 address inside them", () => {
    for (const address of [
      "64:ff9b::127.0.0.1",
      "64:ff9b::a00:1",
      "64:ff9b::169.254.169.254",
      "64:ff9b:1::127.0.0.1",
      // Local-use NAT64 reading 10.0.0.1 with a /48 prefix though its last 32 bits are 8.8.8.8.
      "64:ff9b:1:a00:0:100:808:808",
      "64:ff9b:0:1::808:808", // inside 64:ff9b::/32 but in neither NAT64 block
      "2002:7f00:1::1", // 6to4 of 127.0.0.1
      "2002:c0a8:101::1", // 6to4 of 192.168.1.1
      "2001:0:4136:e378:8000:63bf:80ff:fffe", // Teredo, client 127.0.0.1
      "2001:0:4136:e378:8000:63bf:f5ff:fffe", // Teredo, client 10.0.0.1
      "::127.0.0.1",
      "::ffff:192.0.2.1",
      "::ffff:0:7f00:1", // IPv4-translated, outside global unicast
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it("allows global unicast addresses, including neighbours of the special blocks and forms leading to public IPv4", () => {
    for (const address of PUBLIC) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it("refuses this machine's own addresses, public ones too, in any form that leads to them", () => {
    const own = ["93.184.216.34", "2a00:1450:4001:81a::200e", "127.0.0.1"];
    for (const address of [
      "93.184.216.34",
      "::ffff:93.184.216.34",
      "64:ff9b::93.184.216.34",
      "2002:5db8:d822::1",
      "2a00:1450:4001:81a::200e",
      "2a00:1450:4001:081a:0000:0000:0000:200e",
      "2A00:1450:4001:81A::200E",
    ]) {
      expect(isPrivateAddress(address, own), address).toBe(true);
      expect(isSpecialPurposeAddress(address), address).toBe(false);
      expect(isPrivateAddress(address, []), address).toBe(false);
    }
    expect(isPrivateAddress("8.8.8.8", own)).toBe(false);
  });

  it("reads every address of every interface at each check: an address added or removed counts at once", () => {
    const real = Object.values(os.networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address));
    expect(hostAddresses()).toEqual(real);
    for (const address of real) expect(isPrivateAddress(address), address).toBe(true);

    const interfaces = vi.spyOn(os, "networkInterfaces");
    interfaces.mockReturnValue({});
    expect(isPrivateAddress("1.1.1.1")).toBe(false);
    const entry = {
      address: "1.1.1.1",
      netmask: "255.255.255.0",
      family: "IPv4",
      mac: "02:00:00:00:00:01",
      internal: false,
      cidr: "1.1.1.1/24",
    } as const;
    interfaces.mockReturnValue({ eth1: [entry] });
    expect(hostAddresses()).toEqual(["1.1.1.1"]);
    expect(isPrivateAddress("1.1.1.1")).toBe(true);
    interfaces.mockReturnValue({});
    expect(isPrivateAddress("1.1.1.1")).toBe(false);
  });
});

describe("isOwnAddress", () => {
  it("compares against the addresses given, and ignores what is no address", () => {
    expect(isOwnAddress("1.1.1.1", ["1.1.1.1"])).toBe(true);
    expect(isOwnAddress("1.1.1.2", ["1.1.1.1"])).toBe(false);
    expect(isOwnAddress("fe80::1%eth0", ["fe80::1"])).toBe(true);
    expect(isOwnAddress("not an address", ["not an address"])).toBe(false);
  });
});

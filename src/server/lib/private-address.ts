// docs/decisions/058 (054 "Fetching safely"): a calendar's address is given by a client and fetched
// by the server, so the fetch may reach the public internet only: never this machine (by any of its
// own addresses, public ones included), a network behind it, or an address that is no host at all.
// IPv6 is allowed only in global unicast (2000::/3) minus IANA's special-purpose blocks; IPv4 minus
// IANA's special-purpose blocks. An IPv6 form that carries an IPv4 address (mapped, compatible,
// NAT64, 6to4, Teredo) reaches that IPv4 address in the end, so it is judged by it.
import { BlockList, isIP } from "node:net";
// The module object, not a named import: a test may stand in for the interfaces for one check.
import os from "node:os";

/** IANA IPv4 special-purpose registry: what is not a public host. */
const SPECIAL_V4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, the cloud metadata address 169.254.169.254 among them
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // protocol assignments (DS-Lite, NAT64 discovery)
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // the retired 6to4 relay anycast
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const) {
  SPECIAL_V4.addSubnet(network, prefix, "ipv4");
}

const GLOBAL_UNICAST_V6 = new BlockList();
GLOBAL_UNICAST_V6.addSubnet("2000::", 3, "ipv6");

/** IANA IPv6 special-purpose blocks inside 2000::/3 (Teredo and 6to4 are judged by their IPv4 first). */
const SPECIAL_V6 = new BlockList();
for (const [network, prefix] of [
  ["2001::", 23], // IETF protocol assignments: benchmarking 2001:2::/48, ORCHID 2001:10::/28 and 2001:20::/28, anycast services
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation
] as const) {
  SPECIAL_V6.addSubnet(network, prefix, "ipv6");
}

/** The eight 16-bit groups of an IPv6 address (already known to be one, without a zone). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groupsOf = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const [head = "", tail] = text.split("::");
  const front = groupsOf(head);
  if (tail === undefined) return front;
  const back = groupsOf(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The IPv4 addresses an IPv6 address leads to, or null when it is a plain IPv6 address. */
function embeddedIPv4(groups: number[]): string[] | null {
  const g = (index: number) => groups[index] ?? 0;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  // IPv4-compatible ::a.b.c.d (:: and ::1 among them) and IPv4-mapped ::ffff:a.b.c.d.
  if (zeros(0, 5) && (g(5) === 0 || g(5) === 0xffff)) return [ipv4Of(g(6), g(7))];
  // NAT64's well-known prefix 64:ff9b::/96: the translator connects to the last 32 bits.
  if (g(0) === 0x64 && g(1) === 0xff9b && zeros(2, 6)) return [ipv4Of(g(6), g(7))];
  // Local-use NAT64 64:ff9b:1::/48: the local translator's prefix length (48, 56, 64 or 96, RFC 6052)
  // decides where the IPv4 address sits, and it cannot be known here: every reading must be public.
  if (g(0) === 0x64 && g(1) === 0xff9b && g(2) === 1) {
    return [
      `${g(3) >> 8}.${g(3) & 255}.${g(4) & 255}.${g(5) >> 8}`,
      `${g(3) & 255}.${g(4) & 255}.${g(5) >> 8}.${g(5) & 255}`,
      `${g(4) & 255}.${g(5) >> 8}.${g(5) & 255}.${g(6) >> 8}`,
      ipv4Of(g(6), g(7)),
    ];
  }
  // 6to4 2002:aabb:ccdd::/48 is the relay's way to a.b.c.d.
  if (g(0) === 0x2002) return [ipv4Of(g(1), g(2))];
  // Teredo 2001::/32: the client's IPv4 address is the last 32 bits inverted.
  if (g(0) === 0x2001 && g(1) === 0) return [ipv4Of(g(6) ^ 0xffff, g(7) ^ 0xffff)];
  return null;
}

/** The address in one spelling, and the IPv4 addresses it leads to. */
function formsOf(address: string): string[] {
  if (isIP(address) === 4) return [address];
  const groups = ipv6Groups(address);
  return [groups.map((group) => group.toString(16)).join(":"), ...(embeddedIPv4(groups) ?? [])];
}

/**
 * True for an address in a special-purpose block (loopback, private, link-local, documentation,
 * benchmarking, multicast, reserved, outside IPv6 global unicast): a function of the address alone.
 * Anything that is not an IP address, or carries a zone (fe80::1%eth0), counts too.
 */
export function isSpecialPurposeAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0 || address.includes("%")) return true;
  if (version === 4) return SPECIAL_V4.check(address, "ipv4");
  const inside = embeddedIPv4(ipv6Groups(address));
  if (inside) return inside.some((ipv4) => SPECIAL_V4.check(ipv4, "ipv4"));
  return !GLOBAL_UNICAST_V6.check(address, "ipv6") || SPECIAL_V6.check(address, "ipv6");
}

/** Every address of every interface of this machine, read now (an address may come and go). */
export function hostAddresses(): string[] {
  return Object.values(os.networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address));
}

/** True for one of this machine's own addresses, in any spelling or IPv6 form that leads to it. */
export function isOwnAddress(address: string, own: readonly string[] = hostAddresses()): boolean {
  if (isIP(address) === 0) return false;
  const mine = new Set(own.filter((entry) => isIP(entry) !== 0).flatMap(formsOf));
  return formsOf(address.replace(/%.*$/, "")).some((form) => mine.has(form));
}

/** True for an address a calendar fetch must not connect to: special-purpose, or this machine's own. */
export function isPrivateAddress(address: string, own: readonly string[] = hostAddresses()): boolean {
  return isSpecialPurposeAddress(address) || isOwnAddress(address, own);
}

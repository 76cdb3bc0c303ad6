// docs/decisions/054: a calendar address is fetched by the server, so it must not reach the
// server's own network (server-side request forgery): loopback, private ranges, link-local with the
// cloud metadata address 169.254.169.254, shared carrier space and the like.
import { BlockList, isIP } from "node:net";

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, the cloud metadata address among them
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // protocol assignments
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback (::1) and the old IPv4-compatible form
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated, still routed inside some networks)
  ["ff00::", 8], // multicast
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv6");
}

/**
 * True for an address a calendar fetch must not connect to. IPv4-mapped IPv6 addresses
 * (::ffff:127.0.0.1) are judged by their IPv4 address (BlockList does this itself). Anything that
 * is not an IP address counts as private: refuse what cannot be judged.
 */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return true;
  return privateRanges.check(address, version === 4 ? "ipv4" : "ipv6");
}

import { isIPv4, isIPv6 } from "node:net";

/**
 * What per-address rate limits count by (docs/decisions/017). An IPv4 address as is. An IPv6
 * address by its /64 network: one subscriber usually holds a whole /64, so per-address counting
 * would give each of them 2^64 fresh budgets. An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, how
 * a dual-stack socket reports an IPv4 peer) counts as its IPv4 address. Anything else as is.
 */
export function addressKey(address: string): string {
  const bare = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split in two). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? address.slice(0, dotted.index) +
      [
        [1, 2],
        [3, 4],
      ]
        .map(([a = 0, b = 0]) => ((Number(dotted[a]) << 8) | Number(dotted[b])).toString(16))
        .join(":")
    : address;
  const [head = "", tail] = hex.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

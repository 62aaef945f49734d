import { isIPv4, isIPv6 } from "node:net";

/** The 16-bit groups of an IPv6 address (which `isIPv6` has accepted), with `::` and a trailing IPv4 expanded. */
function ipv6Groups(ip: string): number[] {
  const [address = ""] = ip.split("%");
  const [head = "", tail] = address.split("::");
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The key a client is counted under by the rate limits and the sign-in throttle. An IPv4 address is its
 * own key; an IPv6 address is keyed by its /64, since a home or a server is given a whole /64 and can
 * rotate through it at will; an IPv4-mapped IPv6 address (an IPv4 client seen on a dual-stack socket)
 * is its IPv4 address, so both spellings count as one client.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

import { describe, expect, test } from "vitest";
import { clientKey } from "./client-key.ts";

describe("the key a client is counted under", () => {
  test("an IPv4 address is its own key", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
  });

  test.each([
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::203.0.113.7", "64:ff9b:0:0::/64"],
  ])("an IPv6 address is keyed by its /64: %s → %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  test("an IPv4-mapped IPv6 address (a dual-stack socket's IPv4 client) is its IPv4 address", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  test("anything else is kept as it is", () => {
    expect(clientKey("unknown")).toBe("unknown");
  });
});

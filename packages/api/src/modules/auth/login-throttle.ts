import { AppError, tooManyLoginAttemptsMessage } from "@choose/schema";
import type { LoginThrottleConfig } from "../../config.ts";
import { clientKey } from "../../rate-limit/client-key.ts";
import type { CounterStore } from "../../rate-limit/counter-store.ts";
import { KNOWN_DEVICE_MS } from "./known-device.ts";

/** How long an address's failures for a username are remembered (from its first failure). */
export const ADDRESS_MEMORY_MS = 24 * 60 * 60_000;

/**
 * Slows down password and code guessing without letting strangers lock the administrator out. Only
 * real failures count (a wrong password or code, after the check). A try from a known device (a
 * browser that signed in as this username before, see known-device.ts) counts against that device
 * alone: it may fail `deviceMaxFailures` times, after which its cookie is no longer trusted. Any other
 * try counts against its address (an IPv6 /64) and the username:
 * - an address that failed for a username waits before its next try there: nothing for the first
 *   `freeFailures`, then 1 s doubling to `maxDelayMs`; other addresses are not affected;
 * - an address that failed `addressMaxFailures` times within `addressWindowMs`, whatever the
 *   usernames, waits for the window to end (a flood of new usernames from one place);
 * - past `userMaxFailures` for a username (a distributed attack), every further failure makes its
 *   address wait the longest delay, and a password alone no longer signs in from an unknown device:
 *   an account with two-factor sign-in still does, from any address that has not failed.
 * A full sign-in forgets the failures it was counted against. The 429 comes before the check, so it
 * tells nothing and costs no password hash.
 */
export interface LoginThrottle {
  /**
   * Throws TOO_MANY_REQUESTS while this try must wait; `passwordOnly` also applies the username's
   * ceiling. `device` is the id in a verified known-device cookie for this username: the answer is that
   * id when the device is still trusted (the try then counts against it), else undefined.
   */
  check(
    username: string,
    clientIp: string,
    passwordOnly: boolean,
    device?: string | undefined,
  ): Promise<string | undefined>;
  /** Counts a failure; `device` is what `check` answered. */
  recordFailure(username: string, clientIp: string, device?: string | undefined): Promise<void>;
  recordSuccess(username: string, clientIp: string, device?: string | undefined): Promise<void>;
}

/** The wait after an address's `failures`-th failure for a username. */
export function delayAfterFailure(
  failures: number,
  config: Pick<LoginThrottleConfig, "freeFailures" | "maxDelayMs">,
  ceilingReached: boolean,
): number {
  if (ceilingReached) return config.maxDelayMs;
  if (failures < config.freeFailures) return 0;
  return Math.min(1000 * 2 ** (failures - config.freeFailures), config.maxDelayMs);
}

function tooManyAttempts(resetAt: Date) {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError("TOO_MANY_REQUESTS", tooManyLoginAttemptsMessage(retryAfter), { retryAfter });
}

export function createLoginThrottle(counters: CounterStore, config: LoginThrottleConfig): LoginThrottle {
  // Usernames are matched exactly at sign-in, but counted however they are spelled.
  const keys = (username: string, clientIp: string) => {
    const user = username.trim().toLowerCase();
    const address = clientKey(clientIp);
    return {
      failures: `login:failures:${user}:${address}`,
      wait: `login:wait:${user}:${address}`,
      address: `login:address:${address}`,
      user: `login:user:${user}`,
    };
  };
  const deviceKey = (device: string) => `login:device:${device}`;

  if (!config.enabled) {
    // Nothing waits; a known device is still told apart, so that its challenge remembers it.
    return {
      async check(_username, _clientIp, _passwordOnly, device) {
        return device;
      },
      async recordFailure() {},
      async recordSuccess() {},
    };
  }
  return {
    async check(username, clientIp, passwordOnly, device) {
      if (device) {
        const failures = (await counters.peek(deviceKey(device)))?.count ?? 0;
        if (failures < config.deviceMaxFailures) return device;
      }
      const key = keys(username, clientIp);
      const wait = await counters.peek(key.wait);
      if (wait) throw tooManyAttempts(wait.resetAt);
      const address = await counters.peek(key.address);
      if (address && address.count >= config.addressMaxFailures) throw tooManyAttempts(address.resetAt);
      if (!passwordOnly) return undefined;
      const user = await counters.peek(key.user);
      if (user && user.count >= config.userMaxFailures) throw tooManyAttempts(user.resetAt);
      return undefined;
    },

    async recordFailure(username, clientIp, device) {
      // The device's counter lives as long as its cookie: once spent, the cookie is spent.
      if (device) {
        await counters.increment([{ key: deviceKey(device), windowMs: KNOWN_DEVICE_MS }]);
        return;
      }
      const key = keys(username, clientIp);
      const [, pair, user] = await counters.increment([
        { key: key.address, windowMs: config.addressWindowMs },
        { key: key.failures, windowMs: ADDRESS_MEMORY_MS },
        { key: key.user, windowMs: config.userWindowMs },
      ]);
      if (!pair || !user) throw new Error("the counter store answered fewer counts than hits");
      const delay = delayAfterFailure(pair.count, config, user.count >= config.userMaxFailures);
      if (delay > 0) await counters.increment([{ key: key.wait, windowMs: delay }]);
    },

    async recordSuccess(username, clientIp, device) {
      if (device) return counters.reset(deviceKey(device));
      const key = keys(username, clientIp);
      await Promise.all([counters.reset(key.failures), counters.reset(key.wait)]);
    },
  };
}

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { MikroORM } from "@mikro-orm/postgresql";
import { stringifySetCookie } from "cookie";
import { z } from "zod";
import { SettingEntity } from "../../platform/settings.entity.ts";

/**
 * OWASP's device cookie: a browser that signed in as a username keeps a signed cookie saying so, and a
 * sign-in carrying it is throttled by that device's own failures rather than by the address's or the
 * username's (which strangers can run up). Its value is `<device id>.<expiry, Unix seconds>.<username,
 * base64url>.<HMAC-SHA256 of the rest>`; it opens nothing by itself, the password is still checked.
 */
export const KNOWN_DEVICE_COOKIE = "known_device";

/** How long a browser stays a known device after its last sign-in. */
export const KNOWN_DEVICE_MS = 180 * 24 * 60 * 60_000;

/** The setting that holds the signing key: made by the first instance that needs it, shared by all. */
const KEY_SETTING = "known_device_key";

const CookieValueSchema = z.string().regex(/^[\w-]{22}\.\d{1,12}\.[\w-]{1,300}\.[\w-]{43}$/);
const KeySchema = z.string().regex(/^[\w-]{43}$/);

const signature = (key: Buffer, payload: string) =>
  createHmac("sha256", key).update(`${KNOWN_DEVICE_COOKIE}:${payload}`).digest();

/** A cookie value naming a new device of `username`, trusted for `KNOWN_DEVICE_MS` from `now`. */
export function knownDeviceValue(key: Buffer, username: string, now = Date.now()): string {
  const id = randomBytes(16).toString("base64url");
  const expires = Math.floor((now + KNOWN_DEVICE_MS) / 1000);
  const payload = `${id}.${expires}.${Buffer.from(username).toString("base64url")}`;
  return `${payload}.${signature(key, payload).toString("base64url")}`;
}

/** The device id in `value` when it was signed with `key`, has not expired and names `username`. */
export function knownDeviceId(key: Buffer, value: string, username: string, now = Date.now()) {
  if (!CookieValueSchema.safeParse(value).success) return undefined;
  const [id = "", expires = "", user = "", mac = ""] = value.split(".");
  const expected = signature(key, `${id}.${expires}.${user}`);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (Number(expires) * 1000 <= now) return undefined;
  return Buffer.from(user, "base64url").toString() === username ? id : undefined;
}

/** The values of every known-device cookie in a Cookie header (a browser may send more than one). */
export function knownDeviceCookies(header: string | undefined): string[] {
  const prefix = `${KNOWN_DEVICE_COOKIE}=`;
  return (header ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(prefix))
    .map((pair) => pair.slice(prefix.length));
}

/**
 * The Set-Cookie headers that keep `value` in the browser, one for each path of the sign-in (the
 * cookie goes nowhere else): out of scripts' reach, never sent from another site, https-only when the
 * request came over https.
 */
export function knownDeviceSetCookies(value: string, paths: readonly string[], secure: boolean): string[] {
  return paths.map((path) =>
    stringifySetCookie({
      name: KNOWN_DEVICE_COOKIE,
      value,
      path,
      maxAge: KNOWN_DEVICE_MS / 1000,
      httpOnly: true,
      sameSite: "strict",
      secure,
    }),
  );
}

export interface KnownDevices {
  /** A new known-device cookie value for a browser that has just signed in as `username`. */
  issue(username: string): Promise<string>;
  /** The device id of the first of `values` that is genuine, unexpired and for `username`. */
  recognise(values: readonly string[], username: string): Promise<string | undefined>;
}

/** Reads the signing key, making it first if no instance has yet (the first row written wins). */
async function loadKey(orm: MikroORM): Promise<Buffer> {
  await orm.em
    .fork()
    .upsert(
      SettingEntity,
      { key: KEY_SETTING, value: randomBytes(32).toString("base64url") },
      { onConflictAction: "ignore" },
    );
  const setting = await orm.em.fork().findOneOrFail(SettingEntity, { key: KEY_SETTING });
  return Buffer.from(KeySchema.parse(setting.value), "base64url");
}

export function createKnownDevices(orm: MikroORM): KnownDevices {
  let key: Promise<Buffer> | undefined;
  const signingKey = () => {
    // Read once per process; a failed read (the database away) is tried again next time.
    key ??= loadKey(orm).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  return {
    async issue(username) {
      return knownDeviceValue(await signingKey(), username);
    },
    async recognise(values, username) {
      if (values.length === 0) return undefined;
      const current = await signingKey();
      return values.map((value) => knownDeviceId(current, value, username)).find((id) => id !== undefined);
    },
  };
}

import type { TwoFactorSetup } from "@choose/schema";
import { Secret, TOTP } from "otpauth";
import { encode } from "uqr";

/** TOTP (RFC 6238) as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;
/** One step either side of now is accepted, for clocks a little apart. */
const WINDOW = 1;

export const RECOVERY_CODE_COUNT = 10;
/** 31 letters and digits that cannot be mistaken for each other (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
/** 12 characters of 31: ~59 bits each, so a stored SHA-256 cannot be reversed by trying them all. */
const RECOVERY_CODE_LENGTH = 12;

function totp(secret: string, label = "", issuer = "") {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });
}

/** A new random secret (160 bits, as RFC 4226 recommends) and what the setup screen shows of it. */
export function newTwoFactorSetup(account: string, issuer: string): TwoFactorSetup {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totp(secret, account, issuer).toString();
  return { secret, uri, qr: qrCode(uri) };
}

/** The QR code of `text` as one SVG path in a square of `size` modules (border included). */
export function qrCode(text: string): TwoFactorSetup["qr"] {
  const { size, data } = encode(text, { ecc: "M", border: 2 });
  // One rectangle per run of dark modules in a row keeps the path short.
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      runs.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size, path: runs.join("") };
}

/** Whether a (normalised) code has the shape of an authenticator code rather than a recovery code. */
export const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code);

/** The time step `code` is valid for (within the window around `now`), or null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!isAuthenticatorCode(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code of a secret (tests, and the journeys' stand-in for a phone). */
export const totpCode = (secret: string, now = Date.now()) => totp(secret).generate({ timestamp: now });

/** Ten new recovery codes as shown to the administrator ("abcd-efgh-jkmn"). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars: string[] = [];
    while (chars.length < RECOVERY_CODE_LENGTH) {
      // Rejection sampling: bytes past the last whole multiple of the alphabet would bias it.
      const [byte = 255] = crypto.getRandomValues(new Uint8Array(1));
      if (byte < 248) chars.push(RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length] ?? "");
    }
    return chars.join("").replace(/(.{4})(?=.)/g, "$1-");
  });
}

/** A recovery code as the code schema normalises what is typed (no dashes or spaces, lower case). */
export const normaliseRecoveryCode = (code: string) => code.replaceAll(/[\s-]/g, "").toLowerCase();

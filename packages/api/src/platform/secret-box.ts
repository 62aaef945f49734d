import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** The prefix of a sealed value: the scheme's version, so a later scheme can read what this one wrote. */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets kept in the database (the SMTP password, the Google key), sealed with AES-256-GCM under a key
 * from the server's environment (`SETTINGS_ENCRYPTION_KEY`): a table, a backup or a log holds only
 * `v1:<base64 of iv | tag | ciphertext>`. Each value is bound to its setting's name (GCM's associated
 * data), so one secret's ciphertext cannot be moved to another setting's row.
 */
export interface SecretBox {
  /** False without a key: the back office says the server must set one and refuses to store secrets. */
  readonly available: boolean;
  seal(name: string, plain: string): string;
  /** Throws when the value was not sealed with this key for `name`, or was altered. */
  open(name: string, sealed: string): string;
}

export function createSecretBox(key: Buffer | undefined): SecretBox {
  const needKey = () => {
    if (!key) throw new Error("SETTINGS_ENCRYPTION_KEY is not set");
    return key;
  };
  return {
    available: key !== undefined,
    seal(name, plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", needKey(), iv);
      cipher.setAAD(Buffer.from(name, "utf8"));
      const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64")}`;
    },
    open(name, sealed) {
      const [version, payload] = sealed.split(":", 2);
      if (version !== VERSION || !payload) throw new Error("not a sealed value");
      const bytes = Buffer.from(payload, "base64");
      const decipher = createDecipheriv("aes-256-gcm", needKey(), bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(name, "utf8"));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}

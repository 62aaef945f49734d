import { hash, verify } from "@node-rs/argon2";

/** argon2id (the library's default algorithm) at OWASP's recommended minimum: 19 MiB, 2 passes, 1 lane. */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** A hash of nothing in particular, verified against when the username is unknown (same time either way). */
const decoyHash = hashPassword("decoy password that matches no account");

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}

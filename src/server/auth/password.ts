import { hash, verify } from "@node-rs/argon2";

// OWASP password storage cheat sheet, first choice: Argon2id, m=19 MiB, t=2, p=1 (~40 ms here).
// The PHC string keeps the parameters, so the cost can be raised later (docs/decisions/002).
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFKC"), OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  if (!stored.startsWith("$argon2id$")) return false;
  return verify(stored, password.normalize("NFKC")).catch(() => false);
}

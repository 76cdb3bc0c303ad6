// How much the scale bench loads: issue 20's city at SCALE=1 (the record), a tenth of it for a
// quick run while developing (SCALE=0.1).
const SCALE = Number(process.env.SCALE ?? 1);
if (!(SCALE > 0)) throw new Error("SCALE must be a positive number, e.g. SCALE=0.1");

const scaled = (count: number) => Math.max(1, Math.round(count * SCALE));

export interface ScaleSize {
  scale: number;
  clients: number;
  units: number;
  cleaners: number;
  /** Cleaners vetted and Active: every assigned job is one of theirs; the rest are Pending or Inactive. */
  activeCleaners: number;
  jobs: number;
  /** Extra Active cleaners with no work yet, one per claiming connection (their claims never clash). */
  claimers: number;
}

export const SIZE: ScaleSize = {
  scale: SCALE,
  clients: scaled(100_000),
  units: Math.max(7, scaled(150_000)),
  cleaners: scaled(20_000),
  activeCleaners: Math.max(1, Math.floor(scaled(20_000) * 0.94)),
  jobs: scaled(1_000_000),
  claimers: 20,
};

/** The password of every account the bench loads (they sign in through the normal sign-in route). */
export const SCALE_PASSWORD = "scale-bench-password";
export const ADMIN_EMAIL = "admin@scale.test";
/** The client and cleaner the lists are measured as: each has a typical share of the history. */
export const CLIENT_EMAIL = "client0@scale.test";
export const CLEANER_EMAIL = "cleaner0@scale.test";
export const claimerEmail = (index: number) => `claimer${index}@scale.test`;

import { randomUUID } from "node:crypto";
import { SAMPLE_CARD } from "../../../shared/domain/billing";

export interface ChargeInput {
  clientId: string;
  amountCents: number;
  description: string;
}

export interface ChargeResult {
  status: "succeeded" | "failed";
  /** The provider's id for the charge (kept in logs; a real provider's would go on the payment). */
  reference: string;
  /** Why a charge failed, in words a client can read. */
  failureMessage?: string;
}

/**
 * What the app needs from a card processor. The built-in test provider below is the only one
 * today (docs/decisions/011); a real one (e.g. Stripe with the client's saved card) implements
 * the same interface and is passed to the routes instead.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The card charges go to, as the screens show it. */
  readonly card: { brand: string; last4: string };
  charge(input: ChargeInput): Promise<ChargeResult>;
}

/** Charges the fixed sample card ending 4242 and always succeeds. No money moves. */
export const testPaymentProvider: PaymentProvider = {
  name: "test",
  card: { brand: SAMPLE_CARD.brand, last4: SAMPLE_CARD.last4 },
  async charge({ amountCents }) {
    if (!Number.isInteger(amountCents) || amountCents < 0) throw new Error(`Invalid charge amount: ${amountCents}`);
    return { status: "succeeded", reference: `test_ch_${randomUUID()}` };
  },
};

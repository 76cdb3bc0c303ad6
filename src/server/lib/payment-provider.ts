// What the app needs from a card processor (docs/decisions/011 and 019). The app's dependencies
// carry one provider (AppDeps.paymentProvider, built in runtime.ts); features never pick their own.
import { randomUUID } from "node:crypto";
import { SAMPLE_CARD } from "../../shared/domain/billing";

export interface ChargeInput {
  clientId: string;
  amountCents: number;
  description: string;
  /**
   * One key per intended charge (docs/decisions/019): asking again with the same key returns the
   * first answer and never charges twice, so a charge cut off before its result was recorded can
   * be completed by calling again.
   */
  idempotencyKey: string;
}

export interface ChargeResult {
  status: "succeeded" | "failed";
  /** The provider's id for the charge (kept in logs; a real provider's would go on the payment). */
  reference: string;
  /** Why a charge failed, in words a client can read. */
  failureMessage?: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** The card charges go to, as the screens show it. */
  readonly card: { brand: string; last4: string };
  charge(input: ChargeInput): Promise<ChargeResult>;
}

export interface TestPaymentProvider extends PaymentProvider {
  /** Every charge made, once per idempotency key, in order: what a card statement would list. */
  readonly charges: readonly (ChargeInput & ChargeResult)[];
}

/**
 * The built-in provider: charges the fixed sample card ending 4242 (spec 2); no money moves.
 * `decide` picks each new charge's outcome (tests decline with it); by default every charge
 * succeeds. It honours idempotency keys for as long as the process lives.
 */
export function createTestPaymentProvider({
  decide,
}: { decide?: (input: ChargeInput) => Pick<ChargeResult, "status" | "failureMessage"> } = {}): TestPaymentProvider {
  const byKey = new Map<string, ChargeInput & ChargeResult>();
  const charges: (ChargeInput & ChargeResult)[] = [];
  return {
    name: "test",
    card: { brand: SAMPLE_CARD.brand, last4: SAMPLE_CARD.last4 },
    charges,
    async charge(input) {
      if (!Number.isInteger(input.amountCents) || input.amountCents < 0) throw new Error(`Invalid charge amount: ${input.amountCents}`);
      const earlier = byKey.get(input.idempotencyKey);
      if (earlier) {
        // As real processors do: a key names one charge, never a different amount.
        if (earlier.amountCents !== input.amountCents)
          throw new Error(`Idempotency key ${input.idempotencyKey} was used for another amount`);
        return { status: earlier.status, reference: earlier.reference, failureMessage: earlier.failureMessage };
      }
      const outcome = decide?.(input) ?? { status: "succeeded" as const };
      const charge = { ...input, status: outcome.status, failureMessage: outcome.failureMessage, reference: `test_ch_${randomUUID()}` };
      byKey.set(input.idempotencyKey, charge);
      charges.push(charge);
      return { status: charge.status, reference: charge.reference, failureMessage: charge.failureMessage };
    },
  };
}

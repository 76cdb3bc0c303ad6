// Shared by the jobs API tests: a client with a unit, and a valid booking body for it.
import { expect } from "vitest";
import { todayIn } from "../../../shared/domain/booking";
import { addDays } from "../../../shared/schemas/booking";
import type { TestAccount, TestApp } from "../../test/harness";
import { clientIdOf, insertUnit } from "./test-fixtures";

export { addDays };

export const ZONE = "America/New_York";

export function bookingBody(unitId: string, overrides: Record<string, unknown> = {}) {
  return {
    unitId,
    type: "Deep Clean",
    date: addDays(todayIn(ZONE), 3),
    slot: "10:00",
    durationHours: 3,
    bedrooms: 2,
    bathrooms: 1.5,
    sqFt: 900,
    specialInstructions: "  Please water the plants.  ",
    isExtraClean: false,
    timeZone: ZONE,
    ...overrides,
  };
}

export async function clientWithUnit(t: TestApp, unit: { isActive?: boolean } = {}) {
  const account = await t.createAccount({ role: "client" });
  const clientId = await clientIdOf(t, account);
  const created = await insertUnit(t.db, clientId, { label: "Harbor Flat", fullAddress: "1 Harbor Way, Boston, MA 02110", ...unit });
  return { account, clientId, unitId: created.unitId };
}

export interface BookedJob {
  jobId: string;
  status: string;
  address: string;
  scheduledStart: string;
  scheduledEnd: string;
  claimWindowEnds: string;
  planUsage: string;
  isExtraClean: boolean;
  basePriceCents: number;
  clientPriceCents: number;
  cleanerPayoutCents: number;
}

export async function book(account: TestAccount, json: unknown): Promise<BookedJob> {
  const response = await account.browser.request("/api/client/jobs", { json });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { job: BookedJob }).job;
}

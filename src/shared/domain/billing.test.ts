import { describe, expect, it } from "vitest";
import {
  csvAmount,
  csvField,
  DAY_MS,
  isWithinRange,
  paymentDescription,
  paymentsCsv,
  paymentsCsvFilename,
  paymentTypeLabel,
  rangeCutoff,
  toCsv,
  wholeDaysSince,
  type CsvPayment,
} from "./billing";

const now = new Date("2025-03-20T15:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;

describe("date ranges in whole days", () => {
  it("counts complete 24-hour periods since creation", () => {
    expect(wholeDaysSince(now, now)).toBe(0);
    expect(wholeDaysSince(ago(DAY_MS - 1), now)).toBe(0);
    expect(wholeDaysSince(ago(DAY_MS), now)).toBe(1);
    expect(wholeDaysSince(ago(7 * DAY_MS + 23 * 60 * MINUTE), now)).toBe(7);
    expect(wholeDaysSince(ago(8 * DAY_MS), now)).toBe(8);
  });

  it("keeps a payment whose age is at most N whole days", () => {
    expect(isWithinRange(ago(7 * DAY_MS), "7", now)).toBe(true);
    expect(isWithinRange(ago(8 * DAY_MS - MINUTE), "7", now)).toBe(true);
    expect(isWithinRange(ago(8 * DAY_MS), "7", now)).toBe(false);
    expect(isWithinRange(ago(31 * DAY_MS - 1), "30", now)).toBe(true);
    expect(isWithinRange(ago(31 * DAY_MS), "30", now)).toBe(false);
    expect(isWithinRange(ago(91 * DAY_MS), "90", now)).toBe(false);
    expect(isWithinRange(ago(5000 * DAY_MS), "all", now)).toBe(true);
  });

  it("gives SQL a cut-off that agrees with the rule at the boundary", () => {
    expect(rangeCutoff("all", now)).toBeNull();
    for (const range of ["7", "30", "90"] as const) {
      const cutoff = rangeCutoff(range, now);
      if (!cutoff) throw new Error("expected a cut-off");
      // created_at > cutoff is the rule: exactly at the cut-off is out, a millisecond later is in.
      expect(isWithinRange(cutoff, range, now)).toBe(false);
      expect(isWithinRange(new Date(cutoff.getTime() + 1), range, now)).toBe(true);
    }
  });
});

describe("labels", () => {
  it("falls back to 'Payment' for a missing or blank description", () => {
    expect(paymentDescription(null)).toBe("Payment");
    expect(paymentDescription("  ")).toBe("Payment");
    expect(paymentDescription("Bi-Weekly plan")).toBe("Bi-Weekly plan");
  });

  it("names known payment types and humanises others", () => {
    expect(paymentTypeLabel("subscription")).toBe("Subscription");
    expect(paymentTypeLabel("additional_clean")).toBe("Additional clean");
    expect(paymentTypeLabel("late_fee")).toBe("Late fee");
    expect(paymentTypeLabel("")).toBe("Payment");
  });
});

describe("CSV", () => {
  it("leaves plain text alone and quotes commas, quotes and line breaks", () => {
    expect(csvField("Deep Clean")).toBe("Deep Clean");
    expect(csvField("Beacon St, Apt 3")).toBe('"Beacon St, Apt 3"');
    expect(csvField('The "big" clean')).toBe('"The ""big"" clean"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("carriage\rreturn")).toBe('"carriage\rreturn"');
    expect(csvField(42)).toBe("42");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+1 555")).toBe("'+1 555");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField("a=b")).toBe("a=b");
  });

  it("joins rows with CRLF and ends with one", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["c,d", 1],
      ]),
    ).toBe('a,b\r\n"c,d",1\r\n');
  });

  it("writes the payment history with a header, labels and amounts in dollars", () => {
    const payments: CsvPayment[] = [
      {
        id: "p1",
        createdAt: "2025-03-19T10:00:00.000Z",
        description: "Bi-Weekly plan, March",
        paymentType: "subscription",
        status: "succeeded",
        amountCents: 30_000,
      },
      {
        id: "p2",
        createdAt: "2025-03-01T10:00:00.000Z",
        description: null,
        paymentType: "additional_clean",
        status: "failed",
        amountCents: 7_550,
      },
    ];
    expect(paymentsCsv(payments).split("\r\n")).toEqual([
      "Date,Description,Type,Status,Amount (USD),Payment ID",
      '2025-03-19,"Bi-Weekly plan, March",Subscription,Succeeded,300.00,p1',
      "2025-03-01,Payment,Additional clean,Failed,75.50,p2",
      "",
    ]);
    expect(paymentsCsv([], () => "x")).toBe("Date,Description,Type,Status,Amount (USD),Payment ID\r\n");
  });

  it("writes a negative amount (a refund) as a number, without the formula guard", () => {
    const refund: CsvPayment = {
      id: "r1",
      createdAt: "2025-03-20T10:00:00.000Z",
      description: "Refund - canceled clean",
      paymentType: "refund",
      status: "succeeded",
      amountCents: -12_550,
    };
    expect(paymentsCsv([refund]).split("\r\n")[1]).toBe("2025-03-20,Refund - canceled clean,Refund,Succeeded,-125.50,r1");
    expect(csvField(-125.5)).toBe("-125.5");
    expect(csvField(csvAmount(-12550))).toBe("-125.50");
  });

  it("names the file after the local date", () => {
    expect(paymentsCsvFilename(new Date(2025, 0, 5, 23, 59))).toBe("tidyline-payments-2025-01-05.csv");
  });
});

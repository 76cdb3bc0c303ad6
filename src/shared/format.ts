// One formatter for money (integer cents in, "$1,234.50" out), one for counts ("124,996").
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function formatUSD(cents: number, { whole = false } = {}): string {
  return (whole ? usdWhole : usd).format(cents / 100);
}

const counts = new Intl.NumberFormat("en-US");

/** A count as the screens show it: "124,996". */
export function formatCount(count: number): string {
  return counts.format(count);
}

/** "A", "A and B", "A, B and C": a list as a sentence reads it. */
export function andList(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

// One formatter for money (integer cents in, "$1,234.50" out).
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function formatUSD(cents: number, { whole = false } = {}): string {
  return (whole ? usdWhole : usd).format(cents / 100);
}

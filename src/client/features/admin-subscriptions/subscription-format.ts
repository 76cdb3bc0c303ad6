import { formatUSD } from "../../../shared/format";

/** "2 cleans/month", as the table's Plan column and the details say it. */
export const cleansPerMonth = (count: number) => `${count} ${count === 1 ? "clean" : "cleans"}/month`;

export const monthlyPrice = (cents: number) => `${formatUSD(cents)}/mo`;

/**
 * A billing period is one calendar month (period_type 'monthly'): the same day of the next month
 * at the same UTC time, or that month's last day when it is shorter (Jan 31 -> Feb 28).
 */
export function addOneMonth(start: Date): Date {
  const next = new Date(start.getTime());
  const day = start.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

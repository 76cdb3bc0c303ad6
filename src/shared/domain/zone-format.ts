/**
 * A date format read in any zone, its formatter made once per zone. Making an Intl.DateTimeFormat
 * costs a hundred times what using one does: a claim's email made two for every claim, a calendar
 * sync one per planned turnover (docs/decisions/052, 054).
 */
export function formatInZone(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = made.get(timeZone);
    if (!formatter) made.set(timeZone, (formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
    return formatter;
  };
}

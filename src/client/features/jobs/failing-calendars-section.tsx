import { useId } from "react";
import { Link } from "react-router";
import { FailingCalendarLine } from "../../components/failing-calendar-line";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import type { useClientDashboard } from "./api";

type DashboardFailingCalendar = NonNullable<ReturnType<typeof useClientDashboard>["data"]>["failingCalendars"][number];

/**
 * The host's failing rental calendars, on the dashboard so they are seen without opening each
 * unit (issue 40); each links to its unit's Calendars dialog. Nothing shows while all is well.
 */
export function FailingCalendarsSection({ feeds }: { feeds: DashboardFailingCalendar[] }) {
  const titleId = useId();
  if (feeds.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={titleId} className="border-amber-200">
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          Calendars need attention
        </CardTitle>
        <CardDescription>While a calendar cannot be read, nothing is booked, moved or canceled from it.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {feeds.map((feed) => (
            <li
              key={feed.calendarId}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="truncate font-medium">{feed.unitLabel}</span>
                <FailingCalendarLine feed={feed} />
              </div>
              <Button variant="outline" size="sm" className="shrink-0 self-start sm:self-center" asChild>
                <Link to={`/client/units?calendars=${feed.unitId}`} aria-label={`Open Calendars: ${feed.unitLabel}`}>
                  Open Calendars
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

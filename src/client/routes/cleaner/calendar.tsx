import { format } from "date-fns";
import { CalendarPlus, ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { todayIn } from "../../../shared/domain/booking";
import { isMonth, monthGrid, monthOf, shiftMonth } from "../../../shared/domain/calendar";
import { calendarMessages } from "../../../shared/schemas/availability";
import { EmptyState, QueryState } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { AddAvailabilityDialog } from "../../features/cleaner-calendar/add-availability-dialog";
import { useCalendarMonth, viewerTimeZone, type CalendarMonth } from "../../features/cleaner-calendar/api";
import { TimeOffCard, WeeklyAvailabilityCard } from "../../features/cleaner-calendar/availability-lists";
import { CalendarFeedCard } from "../../features/cleaner-calendar/calendar-feed-card";
import { DayDialog } from "../../features/cleaner-calendar/day-dialog";
import { entriesByDay } from "../../features/cleaner-calendar/day-entries";
import { EntryLegend } from "../../features/cleaner-calendar/entry-chip";
import { MonthGrid } from "../../features/cleaner-calendar/month-grid";
import { hasErrorCode } from "../../lib/api-error";

const MONTH_TITLE_ID = "calendar-month-title";

/** The month grid with its entries, and the day whose full list is open. */
function MonthView({ data, month, today }: { data: CalendarMonth; month: string; today: string }) {
  const weeks = useMemo(() => monthGrid(month).weeks, [month]);
  const entries = useMemo(() => entriesByDay(data, weeks.flat()), [data, weeks]);
  const [openDay, setOpenDay] = useState<string | null>(null);
  return (
    <>
      <MonthGrid
        key={month}
        weeks={weeks}
        month={month}
        today={today}
        entries={entries}
        labelledBy={MONTH_TITLE_ID}
        onOpenDay={setOpenDay}
      />
      <DayDialog day={openDay} entries={openDay ? (entries.get(openDay) ?? []) : []} onClose={() => setOpenDay(null)} />
    </>
  );
}

/** spec 2: the cleaner's calendar: the month, weekly availability, time off and the iCal link. */
export default function CleanerCalendarScreen() {
  const timeZone = viewerTimeZone();
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const asked = params.get("month") ?? "";
  const month = isMonth(asked) ? asked : monthOf(today);
  const calendar = useCalendarMonth(month, timeZone);
  const [adding, setAdding] = useState(false);
  const goTo = (next: string) => setParams(next === monthOf(today) ? {} : { month: next });
  const noProfile = hasErrorCode(calendar.error, "NOT_FOUND");
  // While the next month loads the last one stays on screen, titled as what it is.
  const shownMonth = calendar.data?.month ?? month;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Calendar</h1>
          <p className="text-muted-foreground">Your assignments, when you can work, and your time off.</p>
        </div>
        <Button onClick={() => setAdding(true)} disabled={noProfile}>
          <CalendarPlus aria-hidden /> Add Availability
        </Button>
      </div>

      {noProfile ? (
        <EmptyState title="Complete your profile first">
          <p className="text-sm text-muted-foreground">Your calendar opens once you have saved your cleaner profile.</p>
          <Button asChild>
            <Link to="/cleaner/profile">Complete Setup</Link>
          </Button>
        </EmptyState>
      ) : (
        <>
          <Card>
            <CardContent className="flex flex-col gap-4 p-3 pt-3 sm:p-6">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id={MONTH_TITLE_ID} className="flex items-center gap-2 text-xl font-semibold" aria-live="polite">
                  {format(new Date(`${shownMonth}-15T12:00:00`), "MMMM yyyy")}
                  {calendar.isPlaceholderData ? <Spinner className="size-4" label="Loading month" /> : null}
                </h2>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => goTo(shiftMonth(month, -1))}>
                    <ChevronLeft aria-hidden /> Previous
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => goTo(monthOf(today))}>
                    Today
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => goTo(shiftMonth(month, 1))}>
                    Next <ChevronRight aria-hidden />
                  </Button>
                </div>
              </div>
              <EntryLegend />
              <QueryState query={calendar} loadFailed={calendarMessages.loadFailed}>
                {(data) => <MonthView data={data} month={data.month} today={today} />}
              </QueryState>
            </CardContent>
          </Card>

          {calendar.data ? (
            <div className="grid gap-6 md:grid-cols-2">
              <WeeklyAvailabilityCard rules={calendar.data.weeklyRules} blocks={calendar.data.oneOffBlocks} />
              <TimeOffCard timeOff={calendar.data.timeOff} />
            </div>
          ) : null}
          <CalendarFeedCard />
        </>
      )}

      <AddAvailabilityDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}

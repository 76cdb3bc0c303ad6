import { EmptyState, QueryState } from "../../../components/load-states";
import { Dialog, DialogCloseFooter, DialogContent } from "../../../components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import type { Unit } from "../api";
import { useUnitCalendars } from "./api";
import { AddCalendarForm } from "./add-calendar-form";
import { CalendarRow } from "./calendar-row";
import { TurnoverSettingsForm } from "./turnover-settings-form";

const LOAD_FAILED = "Failed to load calendars";

/** docs/decisions/054: a unit's rental calendars (each reservation becomes a turnover) and its turnover settings. */
export function CalendarsDialog({ unit, open, onOpenChange }: { unit: Unit; open: boolean; onOpenChange: (open: boolean) => void }) {
  const calendars = useUnitCalendars(unit.unitId, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        title={`Calendars: ${unit.label}`}
        description="Connect the unit's rental calendars: each reservation becomes a turnover, moved or canceled when the stay changes."
      >
        <QueryState query={calendars} loadFailed={LOAD_FAILED}>
          {({ calendars: feeds, settings }) => (
            <Tabs defaultValue="calendars">
              <TabsList>
                <TabsTrigger value="calendars">Calendars</TabsTrigger>
                <TabsTrigger value="settings">Turnover settings</TabsTrigger>
              </TabsList>
              <TabsContent value="calendars" className="flex flex-col gap-4">
                {feeds.length === 0 ? (
                  <EmptyState title="No calendars connected yet">
                    <p className="max-w-sm text-sm text-muted-foreground">
                      Add your listing's calendar link below and its reservations will be booked as turnovers.
                    </p>
                  </EmptyState>
                ) : (
                  <ul className="flex flex-col gap-3" aria-label="Connected calendars">
                    {feeds.map((calendar) => (
                      <CalendarRow key={calendar.calendarId} unitId={unit.unitId} calendar={calendar} />
                    ))}
                  </ul>
                )}
                <AddCalendarForm unitId={unit.unitId} count={feeds.length} />
              </TabsContent>
              <TabsContent value="settings">
                {/* The zone the unit's address gives, as the server reads it (docs/decisions/064), not its city's. */}
                <TurnoverSettingsForm unitId={unit.unitId} settings={settings} addressTimeZone={unit.timeZoneFromAddress} />
              </TabsContent>
            </Tabs>
          )}
        </QueryState>
        <DialogCloseFooter />
      </DialogContent>
    </Dialog>
  );
}

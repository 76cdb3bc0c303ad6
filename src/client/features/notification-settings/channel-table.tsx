import { useId } from "react";
import {
  CHANNEL_LABELS,
  GROUP_LABELS,
  NOTIFICATION_CHANNELS,
  OFFER_CHANNELS_REQUIRED,
  type ChannelSwitches,
  type NotificationChannel,
  type NotificationGroup,
} from "../../../shared/domain/notifications";
import { Card, CardContent } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";

export type ChannelChoices = Partial<Record<NotificationGroup, ChannelSwitches>>;
/** A column's short pointer to where it is made to work ("Add a phone number below"). */
export type ChannelHints = Partial<Record<NotificationChannel, string>>;

/**
 * The one channel still on for offers, which cannot be unticked (docs/decisions/068: an offer
 * waits only a limited time, so it always reaches the cleaner somehow); null while two are on.
 */
export function lockedOfferChannel(switches: ChannelSwitches | undefined): NotificationChannel | null {
  if (!switches) return null;
  const on = NOTIFICATION_CHANNELS.filter((channel) => switches[channel]);
  return on.length === 1 ? (on[0] ?? null) : null;
}

interface CellProps {
  group: NotificationGroup;
  channel: NotificationChannel;
  checked: boolean;
  locked: boolean;
  describedBy: string | undefined;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  id: string;
}

function ChannelCheckbox({
  group,
  channel,
  checked,
  locked,
  describedBy,
  onChange,
  disabled,
  id,
  visibleLabel,
}: CellProps & { visibleLabel: boolean }) {
  // Named with its group ("Payouts: Email"): a column's checkboxes would otherwise all read "Email".
  return (
    <label htmlFor={id} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm has-disabled:cursor-not-allowed">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled || locked}
        title={locked ? OFFER_CHANNELS_REQUIRED : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="sr-only">{GROUP_LABELS[group].label}: </span>
      <span className={visibleLabel ? undefined : "sr-only"}>{CHANNEL_LABELS[channel]}</span>
    </label>
  );
}

/**
 * Each of the person's groups against the four channels: a table from 768px, one card per group
 * under it (spec 9's breakpoint), both native checkboxes a keyboard ticks with Space.
 */
export function ChannelTable({
  groups,
  choices,
  hints,
  offersNoteId,
  disabled,
  onChange,
}: {
  groups: readonly NotificationGroup[];
  choices: ChannelChoices;
  hints: ChannelHints;
  /** The note saying why the last offers channel stays on. */
  offersNoteId: string;
  disabled: boolean;
  onChange: (group: NotificationGroup, channel: NotificationChannel, checked: boolean) => void;
}) {
  const base = useId();
  const hintId = (channel: NotificationChannel) => `${base}-hint-${channel}`;
  const hinted = NOTIFICATION_CHANNELS.filter((channel) => hints[channel]);
  const cell = (group: NotificationGroup, channel: NotificationChannel, variant: "table" | "card"): CellProps => {
    const locked = group === "offers" && lockedOfferChannel(choices.offers) === channel;
    const describedBy = [hints[channel] ? hintId(channel) : undefined, locked ? offersNoteId : undefined].filter(Boolean).join(" ");
    return {
      group,
      channel,
      checked: choices[group]?.[channel] ?? false,
      locked,
      describedBy: describedBy || undefined,
      onChange: (checked) => onChange(group, channel, checked),
      disabled,
      id: `${base}-${variant}-${group}-${channel}`,
    };
  };

  return (
    <>
      {/* The hints once, for both layouts to point at. */}
      <div className="sr-only">
        {hinted.map((channel) => (
          <span key={channel} id={hintId(channel)}>
            {hints[channel]}
          </span>
        ))}
      </div>
      <div className="hidden md:block">
        <Table aria-label="Notification channels">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col">Notification</TableHead>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <TableHead key={channel} scope="col" className="h-auto py-2 align-bottom whitespace-normal">
                  <span className="block text-foreground">{CHANNEL_LABELS[channel]}</span>
                  {hints[channel] && (
                    <span className="block max-w-32 text-xs font-normal" aria-hidden>
                      {hints[channel]}
                    </span>
                  )}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {groups.map((group) => (
              <TableRow key={group}>
                <TableHead scope="row" className="h-auto py-3 font-normal whitespace-normal">
                  <span className="block font-medium text-foreground">{GROUP_LABELS[group].label}</span>
                  <span className="block text-xs">{GROUP_LABELS[group].description}</span>
                </TableHead>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <TableCell key={channel}>
                    <ChannelCheckbox {...cell(group, channel, "table")} visibleLabel={false} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {/* On a phone the hints are said once, above the cards, rather than under every box. */}
      {hinted.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-muted-foreground md:hidden" aria-hidden>
          {hinted.map((channel) => (
            <li key={channel}>
              {CHANNEL_LABELS[channel]}: {hints[channel]}
            </li>
          ))}
        </ul>
      )}
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Notification channels">
        {groups.map((group) => (
          <li key={group}>
            <Card>
              <CardContent className="flex flex-col gap-3 pt-6 text-sm">
                <div>
                  <h3 className="font-semibold">{GROUP_LABELS[group].label}</h3>
                  <p className="text-muted-foreground">{GROUP_LABELS[group].description}</p>
                </div>
                <div className="grid grid-cols-2 gap-3">
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <ChannelCheckbox key={channel} {...cell(group, channel, "card")} visibleLabel />
                  ))}
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

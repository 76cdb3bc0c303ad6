import { format } from "date-fns";
import { BACKGROUND_CHECK_LABELS, DRAFT_STATUS_LABELS, type BackgroundCheckStatus } from "../../../shared/domain/applications";
import type { DraftStatus } from "../../../shared/domain/statuses";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";

// Text and background pairs that keep 4.5:1 contrast.
const TONES = {
  grey: "border-slate-200 bg-slate-50 text-slate-800",
  amber: "border-amber-200 bg-amber-50 text-amber-900",
  blue: "border-blue-200 bg-blue-50 text-blue-800",
  green: "border-emerald-200 bg-emerald-50 text-emerald-800",
  violet: "border-violet-200 bg-violet-50 text-violet-800",
  red: "border-red-200 bg-red-50 text-red-800",
} as const;

const STATUS_TONE: Record<DraftStatus, keyof typeof TONES> = {
  draft: "grey",
  info_requested: "amber",
  verified: "blue",
  approved: "green",
  converted: "violet",
  rejected: "red",
};

const CHECK_TONE: Record<BackgroundCheckStatus, keyof typeof TONES> = {
  unknown: "grey",
  self_attests: "amber",
  pending: "blue",
  verified: "green",
  failed: "red",
};

export function DraftStatusBadge({ status }: { status: DraftStatus }) {
  return <Badge className={cn("whitespace-nowrap", TONES[STATUS_TONE[status]])}>{DRAFT_STATUS_LABELS[status]}</Badge>;
}

export function BackgroundCheckBadge({ status }: { status: BackgroundCheckStatus }) {
  return <Badge className={cn("whitespace-nowrap", TONES[CHECK_TONE[status]])}>{BACKGROUND_CHECK_LABELS[status]}</Badge>;
}

/** spec 9: the draft tables' date format, 'MMM d, yyyy'. */
export const formatDraftDate = (value: string | Date) => format(new Date(value), "MMM d, yyyy");

/** spec 2: Experience shows the years, or a dash in the table ('Not specified' in the dialog). */
export const experienceText = (years: number | null, missing: string) =>
  years === null ? missing : `${years} ${years === 1 ? "year" : "years"}`;

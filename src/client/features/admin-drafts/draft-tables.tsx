import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { draftLocation } from "../../../shared/domain/applications";
import { ResponsiveTable } from "../../components/responsive-table";
import type { RowFact } from "../../components/row-cards";
import { ServicesPreview } from "../../components/services-preview";
import { Button } from "../../components/ui/button";
import { COMPACT_TABLE, NARROW_ONLY, TableCell, TableHead, WIDE_ONLY } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import type { CleanerDraftRow, ClientDraftRow } from "./api";
import { BackgroundCheckBadge, DraftStatusBadge, experienceText, formatDraftDate } from "./draft-badges";

const dash = <span className="text-muted-foreground">-</span>;
const orDash = (text: string | null) => (text && text.trim() ? text : dash);

function ViewButton({ name, onView }: { name: string; onView: () => void }) {
  return (
    <Button variant="ghost" size="icon" onClick={onView} aria-label={`View details of ${name}`}>
      <Eye aria-hidden />
    </Button>
  );
}

/**
 * The email with the phone under it (under 1536 px, where the Phone column is hidden): Actions stay
 * in view at 1366 px with the sidebar open (decision 029).
 */
function EmailCell({ email, phone }: { email: string; phone: string | null }) {
  return (
    <TableCell>
      <span className="flex flex-col">
        <span className="block max-w-40 truncate" title={email}>
          {email}
        </span>
        <span className={cn("whitespace-nowrap text-xs text-muted-foreground", NARROW_ONLY)}>{orDash(phone)}</span>
      </span>
    </TableCell>
  );
}

/** What both kinds of draft show: who, their status and when they applied. */
interface DraftRowBase {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  status: CleanerDraftRow["status"];
  createdAt: CleanerDraftRow["createdAt"];
}

const heading = (text: string) => (
  <TableHead key={text} className={text === "Actions" ? "text-right" : text === "Phone" ? WIDE_ONLY : undefined}>
    {text}
    {text === "Email" && <span className={NARROW_ONLY}> and Phone</span>}
  </TableHead>
);

/**
 * A drafts table from 768px, a card per draft under it: Name, Email and Phone, then the kind's own
 * columns (`headings`, `cells`, `facts`), then Status, Date and the View button.
 */
function DraftTable<Row extends DraftRowBase>({
  label,
  rows,
  headings,
  cells,
  facts,
  onView,
}: {
  label: string;
  rows: Row[];
  headings: string[];
  cells: (draft: Row) => ReactNode;
  facts: (draft: Row) => RowFact[];
  onView: (id: string) => void;
}) {
  const view = (draft: Row) => <ViewButton name={draft.name} onView={() => onView(draft.id)} />;
  return (
    <ResponsiveTable
      label={label}
      rows={rows}
      rowKey={(draft) => draft.id}
      tableClassName={COMPACT_TABLE}
      head={["Name", "Email", "Phone", ...headings, "Status", "Date", "Actions"].map(heading)}
      cells={(draft) => (
        <>
          <TableCell className="font-medium">{draft.name}</TableCell>
          <EmailCell email={draft.email} phone={draft.phone} />
          <TableCell className={cn("whitespace-nowrap", WIDE_ONLY)}>{orDash(draft.phone)}</TableCell>
          {cells(draft)}
          <TableCell>
            <DraftStatusBadge status={draft.status} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{formatDraftDate(draft.createdAt)}</TableCell>
          <TableCell className="text-right">{view(draft)}</TableCell>
        </>
      )}
      card={(draft) => ({
        title: draft.name,
        badge: <DraftStatusBadge status={draft.status} />,
        facts: [
          { label: "Email", value: draft.email, className: "min-w-0 break-words" },
          { label: "Phone", value: orDash(draft.phone) },
          ...facts(draft),
          { label: "Date", value: formatDraftDate(draft.createdAt) },
        ],
        actions: view(draft),
      })}
    />
  );
}

/** spec 2 Cleaner Drafts' columns. */
export function CleanerDraftsTable({ rows, onView }: { rows: CleanerDraftRow[]; onView: (id: string) => void }) {
  return (
    <DraftTable
      label="Cleaner drafts"
      rows={rows}
      onView={onView}
      headings={["Work Areas", "Services", "Experience", "Background"]}
      cells={(draft) => (
        <>
          <TableCell className="min-w-24">{orDash(draft.workAreas)}</TableCell>
          <TableCell className="min-w-32">
            <ServicesPreview services={draft.services} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{experienceText(draft.yearsExperience, "-")}</TableCell>
          <TableCell>
            <BackgroundCheckBadge status={draft.backgroundCheckStatus} />
          </TableCell>
        </>
      )}
      facts={(draft) => [
        { label: "Work Areas", value: orDash(draft.workAreas) },
        { label: "Services", value: <ServicesPreview services={draft.services} /> },
        { label: "Experience", value: experienceText(draft.yearsExperience, "-") },
        { label: "Background", value: <BackgroundCheckBadge status={draft.backgroundCheckStatus} /> },
      ]}
    />
  );
}

/** spec 2 Client Drafts' columns. */
export function ClientDraftsTable({ rows, onView }: { rows: ClientDraftRow[]; onView: (id: string) => void }) {
  return (
    <DraftTable
      label="Client drafts"
      rows={rows}
      onView={onView}
      headings={["Location", "Services", "Company"]}
      cells={(draft) => (
        <>
          <TableCell className="whitespace-nowrap">{orDash(draftLocation(draft.city, draft.state))}</TableCell>
          <TableCell className="min-w-32">
            <ServicesPreview services={draft.services} />
          </TableCell>
          <TableCell>{orDash(draft.company)}</TableCell>
        </>
      )}
      facts={(draft) => [
        { label: "Location", value: orDash(draftLocation(draft.city, draft.state)) },
        { label: "Services", value: <ServicesPreview services={draft.services} /> },
        { label: "Company", value: orDash(draft.company) },
      ]}
    />
  );
}

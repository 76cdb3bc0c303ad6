import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { draftLocation } from "../../../shared/domain/applications";
import { RowCards } from "../../components/row-cards";
import { ServicesPreview } from "../../components/services-preview";
import { Button } from "../../components/ui/button";
import {
  COMPACT_TABLE,
  NARROW_ONLY,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  WIDE_ONLY,
} from "../../components/ui/table";
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

/** The columns both kinds start with, from 768px; under it each draft is one of `cards`. */
function DraftTable({ headings, children, cards }: { headings: string[]; children: ReactNode; cards: ReactNode }) {
  return (
    <>
      <div className="hidden md:block">
        <Table className={COMPACT_TABLE}>
          <TableHeader>
            <TableRow>
              {headings.map((heading) => (
                <TableHead key={heading} className={heading === "Actions" ? "text-right" : heading === "Phone" ? WIDE_ONLY : undefined}>
                  {heading}
                  {heading === "Email" && <span className={NARROW_ONLY}> and Phone</span>}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>{children}</TableBody>
        </Table>
      </div>
      {cards}
    </>
  );
}

/** spec 2 Cleaner Drafts' columns. */
export function CleanerDraftsTable({ rows, onView }: { rows: CleanerDraftRow[]; onView: (id: string) => void }) {
  return (
    <DraftTable
      headings={["Name", "Email", "Phone", "Work Areas", "Services", "Experience", "Background", "Status", "Date", "Actions"]}
      cards={
        <RowCards
          label="Cleaner drafts"
          rows={rows}
          rowKey={(draft) => draft.id}
          card={(draft) => ({
            title: draft.name,
            badge: <DraftStatusBadge status={draft.status} />,
            facts: [
              { label: "Email", value: draft.email, className: "min-w-0 break-words" },
              { label: "Phone", value: orDash(draft.phone) },
              { label: "Work Areas", value: orDash(draft.workAreas) },
              { label: "Services", value: <ServicesPreview services={draft.services} /> },
              { label: "Experience", value: experienceText(draft.yearsExperience, "-") },
              { label: "Background", value: <BackgroundCheckBadge status={draft.backgroundCheckStatus} /> },
              { label: "Date", value: formatDraftDate(draft.createdAt) },
            ],
            actions: <ViewButton name={draft.name} onView={() => onView(draft.id)} />,
          })}
        />
      }
    >
      {rows.map((draft) => (
        <TableRow key={draft.id}>
          <TableCell className="font-medium">{draft.name}</TableCell>
          <EmailCell email={draft.email} phone={draft.phone} />
          <TableCell className={cn("whitespace-nowrap", WIDE_ONLY)}>{orDash(draft.phone)}</TableCell>
          <TableCell className="min-w-24">{orDash(draft.workAreas)}</TableCell>
          <TableCell className="min-w-32">
            <ServicesPreview services={draft.services} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{experienceText(draft.yearsExperience, "-")}</TableCell>
          <TableCell>
            <BackgroundCheckBadge status={draft.backgroundCheckStatus} />
          </TableCell>
          <TableCell>
            <DraftStatusBadge status={draft.status} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{formatDraftDate(draft.createdAt)}</TableCell>
          <TableCell className="text-right">
            <ViewButton name={draft.name} onView={() => onView(draft.id)} />
          </TableCell>
        </TableRow>
      ))}
    </DraftTable>
  );
}

/** spec 2 Client Drafts' columns. */
export function ClientDraftsTable({ rows, onView }: { rows: ClientDraftRow[]; onView: (id: string) => void }) {
  return (
    <DraftTable
      headings={["Name", "Email", "Phone", "Location", "Services", "Company", "Status", "Date", "Actions"]}
      cards={
        <RowCards
          label="Client drafts"
          rows={rows}
          rowKey={(draft) => draft.id}
          card={(draft) => ({
            title: draft.name,
            badge: <DraftStatusBadge status={draft.status} />,
            facts: [
              { label: "Email", value: draft.email, className: "min-w-0 break-words" },
              { label: "Phone", value: orDash(draft.phone) },
              { label: "Location", value: orDash(draftLocation(draft.city, draft.state)) },
              { label: "Services", value: <ServicesPreview services={draft.services} /> },
              { label: "Company", value: orDash(draft.company) },
              { label: "Date", value: formatDraftDate(draft.createdAt) },
            ],
            actions: <ViewButton name={draft.name} onView={() => onView(draft.id)} />,
          })}
        />
      }
    >
      {rows.map((draft) => (
        <TableRow key={draft.id}>
          <TableCell className="font-medium">{draft.name}</TableCell>
          <EmailCell email={draft.email} phone={draft.phone} />
          <TableCell className={cn("whitespace-nowrap", WIDE_ONLY)}>{orDash(draft.phone)}</TableCell>
          <TableCell className="whitespace-nowrap">{orDash(draftLocation(draft.city, draft.state))}</TableCell>
          <TableCell className="min-w-32">
            <ServicesPreview services={draft.services} />
          </TableCell>
          <TableCell>{orDash(draft.company)}</TableCell>
          <TableCell>
            <DraftStatusBadge status={draft.status} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{formatDraftDate(draft.createdAt)}</TableCell>
          <TableCell className="text-right">
            <ViewButton name={draft.name} onView={() => onView(draft.id)} />
          </TableCell>
        </TableRow>
      ))}
    </DraftTable>
  );
}

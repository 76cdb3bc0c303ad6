import { ClipboardPlus, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { draftLocation, LEAD_STATUS_LABELS } from "../../../shared/domain/applications";
import { LEAD_STATUSES, type LeadStatus } from "../../../shared/domain/statuses";
import type { LeadRoleFilter } from "../../../shared/schemas/admin-leads";
import { ResponsiveTable } from "../../components/responsive-table";
import { ServicesPreview } from "../../components/services-preview";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/input";
import { COMPACT_TABLE, NARROW_ONLY, TableCell, TableHead, WIDE_ONLY } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/format";
import type { AdminLeadRow } from "./api";

/** Where a lead's application draft opens: its kind's screen, with the details dialog open. */
export const draftPathOf = (lead: Pick<AdminLeadRow, "role">, draftId: string) => `/admin/${lead.role}-drafts?draft=${draftId}`;

function RoleBadge({ role, className }: { role: AdminLeadRow["role"]; className?: string }) {
  return <Badge className={className}>{role === "client" ? "Client" : "Cleaner"}</Badge>;
}

/** spec 4: a lead already an account, or turned down, is not started again (the server refuses too). */
const canStart = (status: LeadStatus) => status !== "converted" && status !== "rejected";

function LeadActions({ lead, starting, onStart }: { lead: AdminLeadRow; starting: boolean; onStart: (lead: AdminLeadRow) => void }) {
  if (lead.draftId) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={draftPathOf(lead, lead.draftId)} aria-label={`Open application of ${lead.name}`}>
          <ExternalLink aria-hidden /> Open application
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={starting || !canStart(lead.status)}
      title={canStart(lead.status) ? undefined : "Set the lead back to New, Contacted or In Progress to start an application."}
      onClick={() => onStart(lead)}
      aria-label={`Start application for ${lead.name}`}
    >
      <ClipboardPlus aria-hidden /> Start application
    </Button>
  );
}

interface StatusProps {
  busyId: string | null;
  pendingStatus: { id: string; status: LeadStatus } | null;
  onStatus: (lead: AdminLeadRow, status: LeadStatus) => void;
}

function StatusSelect({ lead, busyId, pendingStatus, onStatus }: StatusProps & { lead: AdminLeadRow }) {
  return (
    <Select
      className="h-9 w-32"
      aria-label={`Status of ${lead.name}`}
      value={pendingStatus?.id === lead.id ? pendingStatus.status : lead.status}
      disabled={busyId === lead.id}
      onChange={(event) => onStatus(lead, event.target.value as LeadStatus)}
    >
      {LEAD_STATUSES.map((status) => (
        <option key={status} value={status}>
          {LEAD_STATUS_LABELS[status]}
        </option>
      ))}
    </Select>
  );
}

/**
 * spec 2: the leads of a tab; the Clients tab adds Company, All adds Role. Under 1536 px the role
 * and the company sit under the name and the phone under the email, so Actions stay in view at 1366 px with the
 * sidebar open (decision 029); under 768 px each lead is a card.
 */
export function LeadsTable({
  rows,
  tab,
  busyId,
  pendingStatus,
  onStatus,
  onStart,
}: {
  rows: AdminLeadRow[];
  tab: LeadRoleFilter;
  /** The lead whose change is on its way. */
  busyId: string | null;
  pendingStatus: { id: string; status: LeadStatus } | null;
  onStatus: (lead: AdminLeadRow, status: LeadStatus) => void;
  onStart: (lead: AdminLeadRow) => void;
}) {
  return (
    <>
      <ResponsiveTable
        label="Leads"
        rows={rows}
        rowKey={(lead) => lead.id}
        tableClassName={COMPACT_TABLE}
        head={
          <>
            <TableHead>Name</TableHead>
            {tab === "all" && <TableHead className={WIDE_ONLY}>Role</TableHead>}
            <TableHead>
              Email<span className={NARROW_ONLY}> and Phone</span>
            </TableHead>
            <TableHead className={WIDE_ONLY}>Phone</TableHead>
            <TableHead>Location</TableHead>
            <TableHead>Services</TableHead>
            {tab === "client" && <TableHead className={WIDE_ONLY}>Company</TableHead>}
            <TableHead>Status</TableHead>
            <TableHead>Date</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </>
        }
        cells={(lead) => (
          <>
            <TableCell className="min-w-32">
              <span className="flex flex-col items-start gap-0.5">
                <span className="font-medium">{lead.name}</span>
                {tab === "all" && <RoleBadge role={lead.role} className={NARROW_ONLY} />}
                {tab === "client" && lead.company && <span className={cn("text-xs", NARROW_ONLY)}>{lead.company}</span>}
                {lead.notes && (
                  <span className="line-clamp-2 max-w-56 text-xs text-muted-foreground" title={lead.notes}>
                    {lead.notes}
                  </span>
                )}
              </span>
            </TableCell>
            {tab === "all" && (
              <TableCell className={WIDE_ONLY}>
                <RoleBadge role={lead.role} />
              </TableCell>
            )}
            <TableCell>
              <span className="flex flex-col">
                <a
                  className="block max-w-40 truncate text-primary underline-offset-4 hover:underline"
                  href={`mailto:${lead.email}`}
                  title={lead.email}
                >
                  {lead.email}
                </a>
                <span className={cn("whitespace-nowrap text-xs text-muted-foreground", NARROW_ONLY)}>{lead.phone}</span>
              </span>
            </TableCell>
            <TableCell className={cn("whitespace-nowrap", WIDE_ONLY)}>{lead.phone}</TableCell>
            <TableCell className="min-w-24">{draftLocation(lead.city, lead.state)}</TableCell>
            <TableCell className="min-w-32">
              <ServicesPreview services={lead.services} />
            </TableCell>
            {tab === "client" && (
              <TableCell className={WIDE_ONLY}>{lead.company ?? <span className="text-muted-foreground">-</span>}</TableCell>
            )}
            <TableCell>
              <StatusSelect lead={lead} busyId={busyId} pendingStatus={pendingStatus} onStatus={onStatus} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(lead.createdAt)}</TableCell>
            <TableCell className="text-right">
              <LeadActions lead={lead} starting={busyId === lead.id} onStart={onStart} />
            </TableCell>
          </>
        )}
        card={(lead) => ({
          title: lead.name,
          badge: <RoleBadge role={lead.role} />,
          facts: [
            { label: "Email", value: lead.email, className: "min-w-0 break-words" },
            { label: "Phone", value: lead.phone },
            { label: "Location", value: draftLocation(lead.city, lead.state) },
            { label: "Services", value: <ServicesPreview services={lead.services} /> },
            ...(lead.company ? [{ label: "Company", value: lead.company }] : []),
            ...(lead.notes ? [{ label: "Notes", value: lead.notes, className: "min-w-0 break-words" }] : []),
            { label: "Date", value: formatDate(lead.createdAt) },
            { label: "Status", value: <StatusSelect lead={lead} busyId={busyId} pendingStatus={pendingStatus} onStatus={onStatus} /> },
          ],
          actions: <LeadActions lead={lead} starting={busyId === lead.id} onStart={onStart} />,
        })}
      />
    </>
  );
}

import { Plus } from "lucide-react";
import { useState } from "react";
import {
  adminSubscriptionListQuerySchema,
  adminSubscriptionMessages as messages,
  type AdminSubscriptionFilters,
} from "../../../shared/schemas/admin-subscriptions";
import { NoRows, PagedList } from "../../components/paged-list";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { useAdminSubscriptions, type AdminSubscriptionRow } from "../../features/admin-subscriptions/api";
import { DeleteSubscriptionDialog } from "../../features/admin-subscriptions/delete-subscription-dialog";
import { EditSubscriptionDialog } from "../../features/admin-subscriptions/edit-subscription-dialog";
import { NewSubscriptionDialog } from "../../features/admin-subscriptions/new-subscription-dialog";
import { SubscriptionDetailsDialog } from "../../features/admin-subscriptions/subscription-details-dialog";
import { SubscriptionFilters } from "../../features/admin-subscriptions/subscription-filters";
import { SubscriptionSummaryCards } from "../../features/admin-subscriptions/subscription-summary-cards";
import { SubscriptionsTable, type SubscriptionAction } from "../../features/admin-subscriptions/subscriptions-table";
import { usePagedFilters } from "../../lib/use-paged-filters";

/** spec 2 Subscriptions Management: the four cards, search and status, the table, details, edit, delete, New Subscription. */
export default function AdminSubscriptionsScreen() {
  const { filters, applied, page, setPage, changeFilters } = usePagedFilters<AdminSubscriptionFilters>(adminSubscriptionListQuerySchema, {
    search: "",
    status: "all",
  });
  const [open, setOpen] = useState<{ action: SubscriptionAction; row: AdminSubscriptionRow } | null>(null);
  const [creating, setCreating] = useState(false);
  const subscriptions = useAdminSubscriptions({ ...applied, page });
  const dialogRow = (action: SubscriptionAction) => (open?.action === action ? open.row : null);
  const close = (isOpen: boolean) => !isOpen && setOpen(null);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Subscriptions Management</h1>
          <p className="text-muted-foreground">Every client plan: its usage, its next payment, and changes to it.</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden /> New Subscription
        </Button>
      </div>
      <SubscriptionSummaryCards summary={subscriptions.data?.summary} />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <SubscriptionFilters value={filters} onChange={changeFilters} />
          {subscriptions.data && (
            <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
              {subscriptions.data.total} {subscriptions.data.total === 1 ? "subscription" : "subscriptions"}
            </p>
          )}
          <PagedList query={subscriptions} loadFailed={messages.loadFailed} empty={<NoRows>{messages.empty}</NoRows>} onPage={setPage}>
            {(rows) => <SubscriptionsTable rows={rows} onAction={(action, row) => setOpen({ action, row })} />}
          </PagedList>
        </CardContent>
      </Card>
      <SubscriptionDetailsDialog subscription={dialogRow("view")} onOpenChange={close} />
      <EditSubscriptionDialog subscription={dialogRow("edit")} onOpenChange={close} />
      <DeleteSubscriptionDialog subscription={dialogRow("delete")} onOpenChange={close} />
      <NewSubscriptionDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

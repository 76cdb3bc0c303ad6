import { adminPayoutListQuerySchema } from "../../../shared/schemas/admin-money";
import { useState } from "react";
import { NoRows, PagedList } from "../../components/paged-list";
import { Card, CardContent } from "../../components/ui/card";
import { downloadPayoutsCsv, useAdminPayouts, type PayoutGroup } from "../../features/admin-money/api";
import { DownloadCsvButton } from "../../features/admin-money/download-csv-button";
import { MarkPaidDialog } from "../../features/admin-money/mark-paid-dialog";
import { PayoutFilters, type PayoutFilterState } from "../../features/admin-money/payout-filters";
import { PayoutGroupDialog } from "../../features/admin-money/payout-group-dialog";
import { PayoutGroupsTable } from "../../features/admin-money/payout-groups-table";
import { PayoutSummaryCards } from "../../features/admin-money/payout-summary-cards";
import { usePagedFilters } from "../../lib/use-paged-filters";

// In spec 8's style (the spec's Payouts screen was a placeholder).
const LOAD_FAILED = "Failed to load payouts";
const CSV_FAILED = "Failed to download payouts";
const NO_MATCH = "No payouts found";

/** docs/decisions/044: what cleaners are owed and were paid, per cleaner and month; Mark paid; CSV. */
export default function AdminPayoutsScreen() {
  const { filters, applied, page, setPage, changeFilters } = usePagedFilters<PayoutFilterState>(adminPayoutListQuerySchema, {
    search: "",
    status: "all",
    month: "all",
  });
  const [viewing, setViewing] = useState<PayoutGroup | null>(null);
  const [paying, setPaying] = useState<PayoutGroup | null>(null);
  const payouts = useAdminPayouts({ ...applied, page });
  const shown = payouts.data;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Payouts</h1>
          <p className="text-muted-foreground">What each cleaner earned per month, what is still owed, and what was paid.</p>
        </div>
        <DownloadCsvButton
          download={() => downloadPayoutsCsv(applied)}
          rowsName="payouts"
          failed={CSV_FAILED}
          disabled={!shown || shown.total === 0}
        />
      </div>
      <PayoutSummaryCards totals={shown?.totals} />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <PayoutFilters value={filters} months={shown?.months ?? []} onChange={changeFilters} />
          {shown && (
            <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
              {shown.total} {shown.total === 1 ? "row" : "rows"}, one per cleaner and month
            </p>
          )}
          <PagedList query={payouts} loadFailed={LOAD_FAILED} empty={<NoRows>{NO_MATCH}</NoRows>} onPage={setPage}>
            {(rows) => <PayoutGroupsTable rows={rows} onView={setViewing} onMarkPaid={setPaying} />}
          </PagedList>
        </CardContent>
      </Card>
      <PayoutGroupDialog group={viewing} onClose={() => setViewing(null)} />
      <MarkPaidDialog group={paying} onDone={() => setPaying(null)} />
    </div>
  );
}

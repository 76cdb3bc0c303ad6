import { ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import { adminTransactionListQuerySchema, type TransactionFilters as Filters } from "../../../shared/schemas/admin-money";
import { NoRows, PagedList } from "../../components/paged-list";
import { Card, CardContent } from "../../components/ui/card";
import { downloadTransactionsCsv, useAdminTransactions } from "../../features/admin-money/api";
import { DownloadCsvButton } from "../../features/admin-money/download-csv-button";
import { PaymentFilters } from "../../components/payment-filters";
import { TransactionSummaryCards } from "../../features/admin-money/transaction-summary-cards";
import { TransactionsTable } from "../../features/admin-money/transactions-table";
import { usePagedFilters } from "../../lib/use-paged-filters";

// In spec 8's style (the spec's Transactions screen was a placeholder); the empty text is billing's (spec 2).
const LOAD_FAILED = "Failed to load transactions";
const CSV_FAILED = "Failed to download CSV";
const NO_MATCH = "No payments found";

/** docs/decisions/044: every client's payments, with the billing screen's filters, totals and a CSV. */
export default function AdminTransactionsScreen() {
  const { filters, applied, page, setPage, changeFilters } = usePagedFilters<Filters>(adminTransactionListQuerySchema, {
    search: "",
    status: "all",
    range: "all",
  });
  const transactions = useAdminTransactions({ ...applied, page });
  const shown = transactions.data;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Transactions</h1>
          <p className="text-muted-foreground">Every payment clients have made, with its status.</p>
        </div>
        <DownloadCsvButton
          download={() => downloadTransactionsCsv(applied)}
          rowsName="payments"
          failed={CSV_FAILED}
          disabled={!shown || shown.total === 0}
        />
      </div>
      <TransactionSummaryCards totals={shown?.totals} />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <PaymentFilters
            value={filters}
            onChange={changeFilters}
            placeholder="Search by client, description or amount..."
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
          />
          {shown && (
            <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
              {shown.total} {shown.total === 1 ? "payment" : "payments"}
            </p>
          )}
          <PagedList query={transactions} loadFailed={LOAD_FAILED} empty={<NoRows>{NO_MATCH}</NoRows>} onPage={setPage}>
            {(rows) => <TransactionsTable rows={rows} />}
          </PagedList>
        </CardContent>
      </Card>
    </div>
  );
}

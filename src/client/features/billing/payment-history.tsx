import { useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { PAYMENT_MAX_PAGE_SIZE, PAYMENT_SEARCH_MAX_LENGTH } from "../../../shared/schemas/billing";
import { NoRows, PagedList } from "../../components/paged-list";
import { PaymentFilters, type FilterState } from "../../components/payment-filters";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { toastFailure } from "../../lib/error-toast";
import { paymentsQuery, type Payment, type PaymentList } from "./api";
import { downloadPaymentsCsv } from "./download-csv";
import { PaymentDetailsDialog } from "./payment-details-dialog";
import { PaymentsTable } from "./payments-table";

// spec 2
const NO_PAYMENTS = "No payments found";

/** spec 2: the payment history, filtered and paged by the server; Download CSV saves every row the filters match. */
export function PaymentHistory({
  filters,
  appliedFilters,
  onFiltersChange,
  query,
  loadFailed,
  onPage,
}: {
  filters: FilterState;
  /** The filters the list was loaded with (the search settles after typing stops). */
  appliedFilters: FilterState;
  onFiltersChange: (next: FilterState) => void;
  query: UseQueryResult<PaymentList>;
  loadFailed: string;
  onPage: (page: number) => void;
}) {
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<Payment | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = query.data;

  async function exportCsv() {
    if (!list) return;
    setExporting(true);
    try {
      // The file holds every row the filters match, newest first (bounded by the largest page).
      const all =
        list.page === 1 && list.total <= list.rows.length
          ? list
          : await queryClient.fetchQuery(paymentsQuery({ ...appliedFilters, page: 1 }, PAYMENT_MAX_PAGE_SIZE));
      downloadPaymentsCsv(all.rows);
      if (all.total > all.rows.length)
        toast.info(`The file holds the newest ${all.rows.length} of ${all.total} payments. Narrow the filters for older ones.`);
    } catch (error) {
      toastFailure(error, "Failed to download CSV", "Failed to download CSV");
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Payment History</CardTitle>
          <CardDescription aria-live="polite">
            {list ? `${list.total} ${list.total === 1 ? "payment" : "payments"}` : "Loading payments"}
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={!list || list.total === 0 || exporting}>
          {exporting ? <Spinner className="size-4" label="Preparing file" /> : <Download aria-hidden />} Download CSV
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PaymentFilters value={filters} onChange={onFiltersChange} placeholder="Search payments..." maxLength={PAYMENT_SEARCH_MAX_LENGTH} />
        <PagedList query={query} loadFailed={loadFailed} empty={<NoRows>{NO_PAYMENTS}</NoRows>} onPage={onPage}>
          {(rows) => <PaymentsTable rows={rows} onDetails={setDetails} />}
        </PagedList>
      </CardContent>
      <PaymentDetailsDialog payment={details} onOpenChange={(open) => !open && setDetails(null)} />
    </Card>
  );
}

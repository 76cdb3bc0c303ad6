import { useQueryClient } from "@tanstack/react-query";
import { Download, Receipt } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { paymentDescription, paymentTypeLabel } from "../../../shared/domain/billing";
import { PAYMENT_LIST_MAX_LIMIT, PAYMENT_SEARCH_MAX_LENGTH } from "../../../shared/schemas/billing";
import { formatUSD } from "../../../shared/format";
import { PaymentStatusBadge } from "../../components/payment-status-badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { formatDate } from "../../lib/format";
import { paymentsQuery, type Payment, type PaymentList } from "./api";
import { downloadPaymentsCsv } from "./download-csv";
import { PaymentDetailsDialog } from "./payment-details-dialog";
import { PaymentFilters, type FilterState } from "../../components/payment-filters";

/** spec 2: the payment history table, filtered by the server; Download CSV saves the filtered rows. */
export function PaymentHistory({
  filters,
  appliedFilters,
  onFiltersChange,
  list,
  loading,
}: {
  filters: FilterState;
  /** The filters `list` was loaded with (the search settles after typing stops). */
  appliedFilters: FilterState;
  onFiltersChange: (next: FilterState) => void;
  list: PaymentList | undefined;
  loading: boolean;
}) {
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<Payment | null>(null);
  const [exporting, setExporting] = useState(false);
  const payments = list?.payments ?? [];

  async function exportCsv() {
    if (!list) return;
    setExporting(true);
    try {
      // The table shows the newest rows; the file holds every row the filters match (bounded).
      const all = list.total > payments.length ? await queryClient.fetchQuery(paymentsQuery(appliedFilters, PAYMENT_LIST_MAX_LIMIT)) : list;
      downloadPaymentsCsv(all.payments);
      if (all.total > all.payments.length)
        toast.info(`The file holds the newest ${all.payments.length} of ${all.total} payments. Narrow the filters for older ones.`);
    } catch {
      toast.error("Failed to download CSV", { description: "Please try again." });
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
            {list
              ? `${list.total} ${list.total === 1 ? "payment" : "payments"}${list.total > payments.length ? `, showing the newest ${payments.length}` : ""}`
              : "Loading payments"}
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={!list || list.total === 0 || exporting}>
          {exporting ? <Spinner className="size-4" label="Preparing file" /> : <Download aria-hidden />} Download CSV
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PaymentFilters value={filters} onChange={onFiltersChange} placeholder="Search payments..." maxLength={PAYMENT_SEARCH_MAX_LENGTH} />
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Description</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {payments.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell className="whitespace-nowrap">{formatDate(payment.createdAt)}</TableCell>
                  <TableCell className="min-w-48">{paymentDescription(payment.description)}</TableCell>
                  <TableCell className="whitespace-nowrap">{paymentTypeLabel(payment.paymentType)}</TableCell>
                  <TableCell>
                    <PaymentStatusBadge status={payment.status} />
                  </TableCell>
                  <TableCell className="text-right font-medium tabular-nums">{formatUSD(payment.amountCents)}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => setDetails(payment)}
                      aria-label={`Details of ${paymentDescription(payment.description)}, ${formatDate(payment.createdAt)}`}
                    >
                      <Receipt aria-hidden />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {list && payments.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} className="py-10 text-center text-muted-foreground">
                    No payments found
                  </TableCell>
                </TableRow>
              )}
              {!list && (
                <TableRow>
                  <TableCell colSpan={6} className="py-10 text-center">
                    <Spinner label="Loading payments" />
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </div>
      </CardContent>
      <PaymentDetailsDialog payment={details} onOpenChange={(open) => !open && setDetails(null)} />
    </Card>
  );
}

import { AlertCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { PAYMENT_LIST_DEFAULT_LIMIT } from "../../../shared/schemas/billing";
import { Button } from "../../components/ui/button";
import { usePayments } from "../../features/billing/api";
import { PaymentHistory } from "../../features/billing/payment-history";
import type { FilterState } from "../../components/payment-filters";
import { PaymentMethodsCard } from "../../features/billing/payment-methods-card";
import { SummaryCards } from "../../features/billing/summary-cards";
import { useDebouncedValue } from "../../lib/use-debounced-value";

// spec 8
const LOAD_FAILED = "Failed to load billing information";

/** spec 2 /client/billing: summary cards, payment methods, payment history with filters and CSV. */
export default function BillingScreen() {
  const [filters, setFilters] = useState<FilterState>({ search: "", status: "all", range: "all" });
  const search = useDebouncedValue(filters.search.trim(), 300);
  const applied: FilterState = { ...filters, search };
  const payments = usePayments(applied, PAYMENT_LIST_DEFAULT_LIMIT);

  useEffect(() => {
    if (payments.isError) toast.error(LOAD_FAILED);
  }, [payments.isError]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Billing</h1>
        <p className="text-muted-foreground">Your payments, receipts and payment method.</p>
      </div>
      {payments.isError && !payments.data ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-6">
          <p className="flex items-center gap-2 font-medium text-destructive">
            <AlertCircle className="size-5" aria-hidden /> {LOAD_FAILED}
          </p>
          <Button variant="outline" onClick={() => void payments.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <>
          <SummaryCards summary={payments.data?.summary} />
          <PaymentMethodsCard />
          <PaymentHistory
            filters={filters}
            appliedFilters={applied}
            onFiltersChange={setFilters}
            list={payments.data}
            loading={payments.isFetching}
          />
        </>
      )}
    </div>
  );
}

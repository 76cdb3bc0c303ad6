import { paymentListQuerySchema } from "../../../shared/schemas/billing";
import type { FilterState } from "../../components/payment-filters";
import { usePayments } from "../../features/billing/api";
import { PaymentHistory } from "../../features/billing/payment-history";
import { PaymentMethodsCard } from "../../features/billing/payment-methods-card";
import { SummaryCards } from "../../features/billing/summary-cards";
import { usePagedFilters } from "../../lib/use-paged-filters";

// spec 8
const LOAD_FAILED = "Failed to load billing information";

/** spec 2 /client/billing: summary cards, payment methods, payment history with filters and CSV. */
export default function BillingScreen() {
  // Filters and page live in the URL, so a reload and the browser's Back keep them.
  const { filters, applied, page, setPage, changeFilters } = usePagedFilters<FilterState>(paymentListQuerySchema, {
    search: "",
    status: "all",
    range: "all",
  });
  const payments = usePayments({ ...applied, page });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Billing</h1>
        <p className="text-muted-foreground">Your payments, receipts and payment method.</p>
      </div>
      <SummaryCards summary={payments.data?.summary} />
      <PaymentMethodsCard />
      <PaymentHistory
        filters={filters}
        appliedFilters={applied}
        onFiltersChange={changeFilters}
        query={payments}
        loadFailed={LOAD_FAILED}
        onPage={setPage}
      />
    </div>
  );
}

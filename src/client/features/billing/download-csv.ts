import { format } from "date-fns";
import { paymentsCsv, paymentsCsvFilename, type CsvPayment } from "../../../shared/domain/billing";

/**
 * Saves `payments` as a CSV file. The byte-order mark lets spreadsheet programs read it as UTF-8;
 * dates are the viewer's local dates, like the table's.
 */
export function downloadPaymentsCsv(payments: readonly CsvPayment[], now = new Date()) {
  const csv = paymentsCsv(payments, (iso) => format(new Date(iso), "yyyy-MM-dd"));
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = paymentsCsvFilename(now);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

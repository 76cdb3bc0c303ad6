import { format } from "date-fns";
import { paymentsCsv, paymentsCsvFilename, type CsvPayment } from "../../../shared/domain/billing";
import { saveFile } from "../../lib/save-file";

/**
 * Saves `payments` as a CSV file. The byte-order mark lets spreadsheet programs read it as UTF-8;
 * dates are the viewer's local dates, like the table's.
 */
export function downloadPaymentsCsv(payments: readonly CsvPayment[], now = new Date()) {
  const csv = paymentsCsv(payments, (iso) => format(new Date(iso), "yyyy-MM-dd"));
  saveFile(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }), paymentsCsvFilename(now));
}

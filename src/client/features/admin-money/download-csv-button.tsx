import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { toastFailure } from "../../lib/error-toast";
import type { SavedFile } from "./api";

/** Download CSV: the server writes the file of what the filters match; says when it stopped at its bound. */
export function DownloadCsvButton({
  download,
  rowsName,
  failed,
  disabled,
}: {
  download: () => Promise<SavedFile>;
  rowsName: string;
  failed: string;
  disabled: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await download();
      if (file.rows < file.total)
        toast.info(`The file holds the newest ${file.rows} of ${file.total} ${rowsName}. Narrow the filters for older ones.`);
    } catch (error) {
      toastFailure(error, failed, failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void run()} disabled={disabled || busy}>
      {busy ? <Spinner className="size-4" label="Preparing file" /> : <Download aria-hidden />} Download CSV
    </Button>
  );
}

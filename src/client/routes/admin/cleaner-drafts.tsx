import { useCleanerDrafts } from "../../features/admin-drafts/api";
import { CleanerDraftDialog } from "../../features/admin-drafts/draft-details-dialogs";
import { CleanerDraftCards } from "../../features/admin-drafts/draft-summary-cards";
import { CleanerDraftsTable } from "../../features/admin-drafts/draft-tables";
import { DraftsScreen, useOpenDraft } from "../../features/admin-drafts/drafts-screen";

// spec 8
const LOAD_FAILED = "Failed to load cleaner drafts";

/** spec 2 Cleaner Drafts: counters, the table, the details dialog with status, background check, Request Info and Convert to Account. */
export default function AdminCleanerDraftsScreen() {
  const { draftId, open } = useOpenDraft();
  return (
    <DraftsScreen
      title="Cleaner Drafts"
      description="Cleaner applications: vet them, ask for what is missing, and turn approved ones into accounts."
      loadFailed={LOAD_FAILED}
      cards={(summary) => <CleanerDraftCards summary={summary} />}
      searchHint="Name, email, phone or work area"
      useList={useCleanerDrafts}
      table={(rows) => <CleanerDraftsTable rows={rows} onView={open} />}
      dialog={draftId && <CleanerDraftDialog key={draftId} draftId={draftId} loadFailed={LOAD_FAILED} onClose={() => open(null)} />}
    />
  );
}

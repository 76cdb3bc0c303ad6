import { useClientDrafts } from "../../features/admin-drafts/api";
import { ClientDraftDialog } from "../../features/admin-drafts/draft-details-dialogs";
import { ClientDraftCards } from "../../features/admin-drafts/draft-summary-cards";
import { ClientDraftsTable } from "../../features/admin-drafts/draft-tables";
import { DraftsScreen, useOpenDraft } from "../../features/admin-drafts/drafts-screen";

// spec 8
const LOAD_FAILED = "Failed to load client drafts";

/** spec 2 Client Drafts: counters, the table, the details dialog with status, Request Info and Convert to Account. */
export default function AdminClientDraftsScreen() {
  const { draftId, open } = useOpenDraft();
  return (
    <DraftsScreen
      title="Client Drafts"
      description="Client applications: check them, ask for what is missing, and turn approved ones into accounts."
      loadFailed={LOAD_FAILED}
      cards={(summary) => <ClientDraftCards summary={summary} />}
      searchHint="Name, email, phone, company or city"
      useList={useClientDrafts}
      table={(rows) => <ClientDraftsTable rows={rows} onView={open} />}
      dialog={draftId && <ClientDraftDialog key={draftId} draftId={draftId} loadFailed={LOAD_FAILED} onClose={() => open(null)} />}
    />
  );
}

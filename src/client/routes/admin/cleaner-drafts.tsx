import { useState } from "react";
import { useCleanerDrafts } from "../../features/admin-drafts/api";
import { CleanerDraftDialog } from "../../features/admin-drafts/draft-details-dialogs";
import type { DraftFilterState } from "../../features/admin-drafts/draft-filters";
import { CleanerDraftCards } from "../../features/admin-drafts/draft-summary-cards";
import { CleanerDraftsTable } from "../../features/admin-drafts/draft-tables";
import { DraftsScreen, useOpenDraft } from "../../features/admin-drafts/drafts-screen";
import { useDebouncedValue } from "../../lib/use-debounced-value";

// spec 8
const LOAD_FAILED = "Failed to load cleaner drafts";

/** spec 2 Cleaner Drafts: counters, the table, the details dialog with status, background check, Request Info and Convert to Account. */
export default function AdminCleanerDraftsScreen() {
  const [filters, setFilters] = useState<DraftFilterState>({ search: "", status: "all" });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const drafts = useCleanerDrafts({ ...filters, search, page });
  const { draftId, open } = useOpenDraft();
  return (
    <DraftsScreen
      title="Cleaner Drafts"
      description="Cleaner applications: vet them, ask for what is missing, and turn approved ones into accounts."
      loadFailed={LOAD_FAILED}
      cards={<CleanerDraftCards summary={drafts.data?.summary} />}
      searchHint="Name, email, phone or work area"
      filters={filters}
      onFilters={(next) => {
        setFilters(next);
        setPage(1);
      }}
      query={drafts}
      onPage={setPage}
      table={(rows) => <CleanerDraftsTable rows={rows} onView={open} />}
      dialog={draftId && <CleanerDraftDialog key={draftId} draftId={draftId} loadFailed={LOAD_FAILED} onClose={() => open(null)} />}
    />
  );
}

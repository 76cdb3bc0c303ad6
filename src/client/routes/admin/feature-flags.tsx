import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, QueryState } from "../../components/load-states";
import { AddFlagForm } from "../../features/feature-flags/add-flag-form";
import { useFeatureFlags } from "../../features/feature-flags/api";
import { FlagList } from "../../features/feature-flags/flag-list";

// spec 8
const LOAD_FAILED = "Failed to load feature flags.";

/** spec 2 admin Feature Flags (reached from Settings): the flags, their switches, and Add Flag. */
export default function AdminFeatureFlagsScreen() {
  const flags = useFeatureFlags();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to="/admin/settings" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden /> Settings
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">Feature Flags</h1>
        <p className="text-muted-foreground">
          Switch features on and off. The server reads them: claim_approval turns claims into applications an admin approves.
        </p>
      </div>
      <QueryState
        query={flags}
        loadFailed={LOAD_FAILED}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No feature flags yet">
            <p className="text-sm text-muted-foreground">Add the first one below.</p>
          </EmptyState>
        }
      >
        {(list) => <FlagList flags={list} />}
      </QueryState>
      <AddFlagForm />
    </div>
  );
}

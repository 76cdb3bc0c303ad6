import { formatUSD } from "../../../shared/format";
import { formatDate } from "../../lib/format";
import { useAdminCleanerDetails } from "./api";
import { CleanerRating } from "../../components/cleaner-rating";
import { DetailsList } from "./details-list";
import { PersonDetailsDialog } from "./person-details-dialog";
import { AccountStatusBadge } from "./status-badges";

const LOAD_FAILED = "Failed to load cleaner details";
const list = (values: string[]) => (values.length > 0 ? values.join(", ") : "None yet");

/** One cleaner: the profile they filled in (docs/decisions/031), their figures and their account's history. */
export function CleanerDetailsDialog({ cleanerId, onClose }: { cleanerId: string | null; onClose: () => void }) {
  const details = useAdminCleanerDetails(cleanerId);
  const cleaner = details.data?.cleaner;
  return (
    <PersonDetailsDialog
      open={cleanerId !== null}
      onClose={onClose}
      title={cleaner?.name ?? "Cleaner details"}
      description={cleaner?.email}
      details={details}
      loadFailed={LOAD_FAILED}
    >
      {({ cleaner }) => (
        <>
          <DetailsList
            items={[
              ["Status", <AccountStatusBadge key="status" status={cleaner.status} />],
              ["Phone", cleaner.phone ?? "Not given"],
              ["Work Areas", list(cleaner.workAreas)],
              ["Services", list(cleaner.services)],
              [
                "Experience",
                cleaner.yearsExperience === null
                  ? "Not specified"
                  : `${cleaner.yearsExperience} ${cleaner.yearsExperience === 1 ? "year" : "years"}`,
              ],
              ["Rating", <CleanerRating key="rating" ratingAvg={cleaner.ratingAvg} ratingCount={cleaner.ratingCount} />],
              ["Jobs", `${cleaner.completedJobs} completed, ${cleaner.activeJobs} in hand`],
              ["Earnings", formatUSD(cleaner.totalEarningsCents)],
              ["Joined", formatDate(cleaner.createdAt)],
            ]}
          />
          <section className="flex flex-col gap-1" aria-label="Bio">
            <h3 className="text-sm font-semibold">Bio</h3>
            <p className="whitespace-pre-line text-sm text-muted-foreground">{cleaner.bio ?? "No bio yet."}</p>
          </section>
        </>
      )}
    </PersonDetailsDialog>
  );
}

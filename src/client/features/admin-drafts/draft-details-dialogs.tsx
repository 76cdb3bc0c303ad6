import { BACKGROUND_CHECK_LABELS, draftLocation, type BackgroundCheckStatus } from "../../../shared/domain/applications";
import { BACKGROUND_CHECK_STATUSES } from "../../../shared/domain/statuses";
import { SelectField } from "../../components/ui/field";
import { useCleanerDraft, useClientDraft } from "./api";
import { experienceText, formatDraftDate } from "./draft-badges";
import { Detail, DraftDetailsFrame } from "./draft-details-frame";
import { useDraftActions } from "./use-draft-actions";

const servicesText = (services: string[]) => (services.length > 0 ? services.join(", ") : null);

/** spec 2: a cleaner draft's details: name, email, phone, experience, work areas, services, notes, status and background check. */
export function CleanerDraftDialog({ draftId, loadFailed, onClose }: { draftId: string; loadFailed: string; onClose: () => void }) {
  const query = useCleanerDraft(draftId);
  const actions = useDraftActions("cleaner");
  return (
    <DraftDetailsFrame
      kind="cleaner"
      query={query}
      loadFailed={loadFailed}
      actions={actions}
      onClose={onClose}
      fields={(draft) => (
        <>
          <Detail label="Name" value={draft.name} />
          <Detail label="Email" value={draft.email} />
          <Detail label="Phone" value={draft.phone} />
          <Detail label="Experience" value={draft.yearsExperience === null ? null : experienceText(draft.yearsExperience, "")} />
          <Detail label="Work Areas" value={draft.workAreas} />
          <Detail label="Services" value={servicesText(draft.services)} />
          <Detail label="Notes" value={draft.availabilityNotes} missing="None" />
          <Detail label="Applied" value={formatDraftDate(draft.createdAt)} />
        </>
      )}
      selectors={(draft, disabled) => (
        <SelectField
          label="Background Check"
          value={actions.pendingCheck ?? draft.backgroundCheckStatus}
          disabled={disabled}
          onChange={(event) => actions.changeBackgroundCheck(draft.id, event.target.value as BackgroundCheckStatus)}
        >
          {BACKGROUND_CHECK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BACKGROUND_CHECK_LABELS[status]}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}

/** spec 2: a client draft's details; preferred timing and access instructions when present. */
export function ClientDraftDialog({ draftId, loadFailed, onClose }: { draftId: string; loadFailed: string; onClose: () => void }) {
  const query = useClientDraft(draftId);
  const actions = useDraftActions("client");
  return (
    <DraftDetailsFrame
      kind="client"
      query={query}
      loadFailed={loadFailed}
      actions={actions}
      onClose={onClose}
      fields={(draft) => (
        <>
          <Detail label="Name" value={draft.name} />
          <Detail label="Email" value={draft.email} />
          <Detail label="Phone" value={draft.phone} />
          <Detail label="Location" value={draftLocation(draft.city, draft.state)} />
          <Detail label="Company" value={draft.company} missing="None" />
          <Detail label="Services" value={servicesText(draft.services)} />
          {draft.preferredTiming?.trim() && <Detail label="Preferred Timing" value={draft.preferredTiming} />}
          {draft.accessInstructions?.trim() && <Detail label="Access Instructions" value={draft.accessInstructions} />}
          <Detail label="Applied" value={formatDraftDate(draft.createdAt)} />
        </>
      )}
    />
  );
}

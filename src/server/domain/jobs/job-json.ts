// One job JSON per audience, each built by one mapper from selectJobJson's row
// (job-json-select.ts): the client's, the cleaner's (the board card, and the job they are assigned
// to) and the admin's. Who sees what is decided here (docs/decisions/026), not by a route's query.
import { areaOfAddress } from "../../../shared/domain/job-area";
import { arrivalShown } from "../../../shared/domain/reminders";
import { calendarSourceLabel } from "../../../shared/domain/turnovers";
import type { ClientJobRow, JobJsonRow, JobOwnRow } from "./job-json-select";
import { withFields } from "../../lib/with-fields";

const iso = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** A cleaner's average with no ratings yet is no average (shown "N/A"), whatever is stored. */
export const ratingOf = (avg: string | null, count: number | null) => (count && avg !== null ? Number(avg) : null);

/** docs/decisions/026: blank unit notes are none. */
export const notesOf = (notes: string | null) => notes?.trim() || null;

/** How to reach the job's client: for the cleaner on the job and for admins, never on the board. */
const clientContact = (row: JobJsonRow) => ({ name: row.clientName, email: row.clientEmail, phone: row.clientPhone });

/**
 * What every audience sees of a job: what, when and how big, and where it came from (docs/decisions/054:
 * a turnover from a rental calendar reads "From Airbnb calendar" for the client, the cleaner and the
 * admin; null: booked by the client).
 */
function jobFacts(row: JobOwnRow) {
  return {
    jobId: row.jobId,
    type: row.type,
    scheduledStart: iso(row.scheduledStart),
    scheduledEnd: iso(row.scheduledEnd),
    /** The job's place's zone (docs/decisions/064): its times are read and shown there. */
    timeZone: row.timeZone,
    /** A turnover's deadline, the next check-in ("Done by 3:00 PM (next check-in)"); null otherwise. */
    readyBy: isoOrNull(row.readyBy),
    durationHours: Number(row.durationHours),
    bedrooms: row.bedrooms,
    bathrooms: numberOrNull(row.bathrooms),
    sqFt: row.sqFt,
    source: row.calendarLabel ? calendarSourceLabel(row.calendarLabel) : null,
    /** The next guest checks in that day: the window ends at their check-in. */
    sameDayTurnover: row.sameDayTurnover,
  };
}

/** The job's facts, then an audience's own fields (withFields: a spread would cost every row). */
const withFacts = <Fields extends object>(row: JobOwnRow, fields: Fields) => withFields(jobFacts(row), fields);

/** The job's client reads it (upcoming, history, dashboard): their price, their cleaner, their review. */
export function clientJobJson(row: ClientJobRow) {
  return withFacts(row, {
    address: row.address,
    unitLabel: row.unitLabel,
    specialInstructions: row.specialInstructions,
    isExtraClean: row.isExtraClean,
    planUsage: row.planUsage,
    clientPriceCents: row.clientPriceCents,
    status: row.status,
    completedAt: isoOrNull(row.completedAt),
    /** The assigned cleaner (none yet while Posted): who comes, and how others rated them. */
    cleaner:
      row.cleanerName === null
        ? null
        : {
            name: row.cleanerName,
            ratingAvg: ratingOf(row.cleanerRatingAvg, row.cleanerRatingCount),
            ratingCount: row.cleanerRatingCount ?? 0,
          },
    /** docs/decisions/071: when the cleaner said they would arrive (On my way); null until then. */
    arrivingAt: isoOrNull(arrivalShown({ status: row.status, start: row.scheduledStart }, row.onMyWayAt, row.onMyWayEta)),
    /** The client's own review: its author still sees it once an admin hid it (docs/decisions/046). */
    review:
      row.reviewId === null || row.reviewRating === null
        ? null
        : { reviewId: row.reviewId, rating: row.reviewRating, comment: row.reviewComment },
  });
}

/**
 * docs/decisions/026: the open-jobs board card, to any cleaner: what a cleaner decides on (type,
 * date, size, payout and rate, time left to claim) and where, as the city and the area read from
 * the address. No client name, email or phone, no street or unit, no special instructions or unit
 * notes: those wait until the job is the cleaner's (cleanerAssignedJobJson).
 */
export function cleanerBoardJobJson(row: JobOwnRow) {
  const facts = jobFacts(row);
  return withFields(facts, {
    city: row.city,
    area: areaOfAddress(row.address),
    cleanerPayoutCents: row.cleanerPayoutCents,
    hourlyRateCents: Math.round(row.cleanerPayoutCents / facts.durationHours),
    // The board lists only jobs open for claims, which have a window (openForClaims).
    claimWindowEnds: iso(row.claimWindowEnds ?? row.scheduledStart),
  });
}

/** A review an admin hid is not the cleaner's to see (docs/decisions/046). */
function reviewForCleaner(row: JobJsonRow) {
  if (row.reviewRating === null || row.reviewedAt === null || !row.reviewVisible) return null;
  return { rating: row.reviewRating, comment: row.reviewComment, createdAt: iso(row.reviewedAt) };
}

/**
 * docs/decisions/026: the job as the cleaner assigned to it sees it (the assignment card, the job
 * report): the address, the client's contact, the special instructions and the unit's notes, their
 * payout. Only for that cleaner: any other cleaner's view of a job is the board card.
 */
export function cleanerAssignedJobJson(row: JobJsonRow, cleanerId: string) {
  if (row.assignedCleanerId !== cleanerId || row.assignmentStatus === null || row.assignedAt === null) {
    throw new Error("only the cleaner assigned to a job sees it as theirs");
  }
  return withFacts(row, {
    /** The assignment's status: what the tabs and the buttons go by (it moves with the job's). */
    status: row.assignmentStatus,
    /** The job's own status: differs only when an admin changed the job (e.g. Canceled). */
    jobStatus: row.status,
    address: row.address,
    specialInstructions: row.specialInstructions,
    /** The unit's notes ("Access instructions, parking, pets…"), for the cleaner doing the job. */
    unitNotes: notesOf(row.unitNotes),
    /** The job's share for the cleaner (spec 9); `payout` is the record once the job is completed. */
    payoutCents: row.cleanerPayoutCents,
    assignedAt: iso(row.assignedAt),
    startedAt: isoOrNull(row.startedAt),
    completedAt: isoOrNull(row.assignmentCompletedAt),
    client: clientContact(row),
    /** docs/decisions/071: the arrival the client was told (On my way); null until then. */
    arrivingAt: isoOrNull(arrivalShown({ status: row.status, start: row.scheduledStart }, row.onMyWayAt, row.onMyWayEta)),
    review: reviewForCleaner(row),
    /** The payout of this job, only while it is this cleaner's. */
    payout:
      row.payoutCleanerId !== cleanerId || row.payoutAmountCents === null || row.payoutStatus === null
        ? null
        : { amountCents: row.payoutAmountCents, status: row.payoutStatus, paidAt: isoOrNull(row.payoutPaidAt) },
  });
}

/** The assigned cleaner as admins see them (kept on a Canceled job); null: 'Unassigned'. */
function cleanerForAdmin(row: JobJsonRow) {
  const { assignedCleanerId: cleanerId, assignmentStatus, cleanerName: name, cleanerEmail: email, cleanerStatus: status } = row;
  if (cleanerId === null || assignmentStatus === null || name === null || email === null || status === null) return null;
  const ratingAvg = ratingOf(row.cleanerRatingAvg, row.cleanerRatingCount);
  return { cleanerId, name, email, phone: row.cleanerPhone, status, ratingAvg, ratingCount: row.cleanerRatingCount ?? 0, assignmentStatus };
}

/** spec 6: admins see every job in full (the jobs list and the details view). */
export function adminJobJson(row: JobJsonRow) {
  return withFacts(row, {
    status: row.status,
    address: row.address,
    specialInstructions: row.specialInstructions,
    isExtraClean: row.isExtraClean,
    planUsage: row.planUsage,
    basePriceCents: row.basePriceCents,
    clientPriceCents: row.clientPriceCents,
    cleanerPayoutCents: row.cleanerPayoutCents,
    claimWindowEnds: isoOrNull(row.claimWindowEnds),
    createdAt: iso(row.createdAt),
    client: clientContact(row),
    unit:
      row.unitLabel === null || row.unitAddress === null
        ? null
        : { label: row.unitLabel, fullAddress: row.unitAddress, notes: notesOf(row.unitNotes) },
    cleaner: cleanerForAdmin(row),
    timeline: {
      created: iso(row.createdAt),
      claimed: isoOrNull(row.assignedAt),
      started: isoOrNull(row.startedAt),
      completed: isoOrNull(row.completedAt ?? row.assignmentCompletedAt),
    },
    payout:
      row.payoutStatus === null || row.payoutAmountCents === null ? null : { status: row.payoutStatus, amountCents: row.payoutAmountCents },
  });
}

export type ClientJobJson = ReturnType<typeof clientJobJson>;
export type CleanerBoardJobJson = ReturnType<typeof cleanerBoardJobJson>;
export type CleanerAssignedJobJson = ReturnType<typeof cleanerAssignedJobJson>;
export type AdminJobJson = ReturnType<typeof adminJobJson>;

import { AlertOctagon, CalendarX, CreditCard, UserX } from "lucide-react";
import { FAILING_CALENDAR_HOURS, NO_SHOW_GRACE_MINUTES, QUICK_FINISH_DAYS } from "../../../shared/domain/exceptions";
import { QueryState } from "../../components/load-states";
import { countValue, SummaryCard } from "../../components/summary-card";
import { useExceptions } from "../../features/exceptions/api";
import { ExceptionJobRow, ExceptionSection, FailedPaymentRow, FailingCalendarRow } from "../../features/exceptions/exception-lists";
import { applicantsNote, quickFinishNote } from "../../features/exceptions/review-notes";
import { formatJobDateTime } from "../../lib/format";

const LOAD_FAILED = "Failed to load exceptions.";

/** docs/decisions/040: jobs in trouble and failed payments, each with a way to act (055: and jobs dispatch left to the board). */
export default function AdminExceptionsScreen() {
  const exceptions = useExceptions();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Exceptions</h1>
        <p className="text-muted-foreground">What needs a human: act on each, and it leaves this list.</p>
      </div>
      <QueryState query={exceptions} loadFailed={LOAD_FAILED}>
        {({ problemJobs, unclaimedJobs, noShows, failedPayments, quickFinishes, awaitingApproval, failingCalendars, leftToBoard }) => (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Exception counts">
              <SummaryCard
                icon={<UserX />}
                label="No-shows"
                value={countValue(noShows.total)}
                note={`Not started ${NO_SHOW_GRACE_MINUTES} min after the start`}
              />
              <SummaryCard icon={<CalendarX />} label="Unclaimed" value={countValue(unclaimedJobs.total)} note="Claim window closed" />
              <SummaryCard
                icon={<AlertOctagon />}
                label="Problem or canceled"
                value={countValue(problemJobs.total)}
                note="Problem, or canceled this week"
              />
              <SummaryCard
                icon={<CreditCard />}
                label="Failed payments"
                value={countValue(failedPayments.total)}
                note="In the last 30 days"
              />
            </ul>
            {awaitingApproval && (
              <ExceptionSection
                id="awaiting-approval"
                title="Awaiting approval"
                description="Posted jobs whose applicants wait for your decision (claim approval is on), the claim window closing soonest first. Approve one in Jobs."
                total={awaitingApproval.total}
                shown={awaitingApproval.rows.length}
              >
                {awaitingApproval.rows.map((job) => (
                  <ExceptionJobRow key={job.jobId} job={job} note={applicantsNote(job)} action="Approve in Jobs" />
                ))}
              </ExceptionSection>
            )}
            <ExceptionSection
              id="no-shows"
              title="No-shows"
              description={`Assigned jobs not started ${NO_SHOW_GRACE_MINUTES} minutes after their start. Admins are emailed about each once.`}
              total={noShows.total}
              shown={noShows.rows.length}
            >
              {noShows.rows.map((job) => (
                <ExceptionJobRow key={job.jobId} job={job} note="not started" />
              ))}
            </ExceptionSection>
            <ExceptionSection
              id="unclaimed"
              title="Unclaimed jobs"
              description="Posted jobs whose claim window closed with no cleaner. Re-post opens a new window; or assign a cleaner in Jobs."
              total={unclaimedJobs.total}
              shown={unclaimedJobs.rows.length}
            >
              {unclaimedJobs.rows.map((job) => (
                <ExceptionJobRow
                  key={job.jobId}
                  job={job}
                  repostable
                  note={job.claimWindowEnds ? `window closed ${formatJobDateTime(job.claimWindowEnds, job.timeZone)}` : "no claim window"}
                />
              ))}
            </ExceptionSection>
            <ExceptionSection
              id="left-to-board"
              title="Left to the board by dispatch"
              description="Posted jobs that no preferred, backup or automatically chosen cleaner accepted in time, now open to every cleaner (Urgent or Soon once their claim window is closing), soonest first. Assign a cleaner in Jobs if the board finds nobody."
              total={leftToBoard.total}
              shown={leftToBoard.rows.length}
            >
              {leftToBoard.rows.map((job) => (
                <ExceptionJobRow
                  key={job.jobId}
                  job={job}
                  note={job.dispatchNote ?? "no cleaner accepted in time"}
                  action="Assign in Jobs"
                />
              ))}
            </ExceptionSection>
            <ExceptionSection
              id="problems"
              title="Problem and canceled jobs"
              description="Jobs marked Problem, and jobs canceled that were due this week or later."
              total={problemJobs.total}
              shown={problemJobs.rows.length}
            >
              {problemJobs.rows.map((job) => (
                <ExceptionJobRow key={job.jobId} job={job} note={job.status === "Problem" ? "marked Problem" : "canceled"} />
              ))}
            </ExceptionSection>
            <ExceptionSection
              id="quick-finishes"
              title="Quick finishes"
              description={`Cleans completed in under half their booked time in the last ${QUICK_FINISH_DAYS} days: check the photos and the client's review.`}
              total={quickFinishes.total}
              shown={quickFinishes.rows.length}
            >
              {quickFinishes.rows.map((job) => (
                <ExceptionJobRow key={job.jobId} job={job} note={quickFinishNote(job)} />
              ))}
            </ExceptionSection>
            <ExceptionSection
              id="failed-payments"
              title="Failed payments"
              description="Charges that failed in the last 30 days: contact the client about their card."
              total={failedPayments.total}
              shown={failedPayments.rows.length}
            >
              {failedPayments.rows.map((payment) => (
                <FailedPaymentRow key={payment.paymentId} payment={payment} />
              ))}
            </ExceptionSection>
            <ExceptionSection
              id="failing-calendars"
              title="Failing calendars"
              description={`Rental calendars whose every sync has failed for more than ${FAILING_CALENDAR_HOURS} hours, newest failure first: their turnovers no longer follow the reservations. Ask the client to fix or replace the address.`}
              total={failingCalendars.total}
              shown={failingCalendars.rows.length}
            >
              {failingCalendars.rows.map((feed) => (
                <FailingCalendarRow key={feed.calendarId} feed={feed} />
              ))}
            </ExceptionSection>
          </>
        )}
      </QueryState>
    </div>
  );
}

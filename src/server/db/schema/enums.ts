// Postgres enums built from the shared value lists, so the database and the screens agree.
import { pgEnum } from "drizzle-orm/pg-core";
import { ROLES } from "../../../shared/domain/roles";
import { ASSIGNMENT_STATUSES, JOB_STATUSES } from "../../../shared/domain/job-status";
import {
  APPLICATION_STATUSES,
  AVAILABILITY_TYPES,
  BACKGROUND_CHECK_STATUSES,
  CHECKPOINT_TYPES,
  CLEANER_STATUSES,
  CLIENT_STATUSES,
  DRAFT_STATUSES,
  LEAD_ROLES,
  LEAD_STATUSES,
  MESSAGE_SENDER_TYPES,
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
  PLAN_USAGES,
  SUBSCRIPTION_STATUSES,
  UNIT_SCOPES,
} from "../../../shared/domain/statuses";
import { DISPATCH_STATES, OFFER_SOURCES, OFFER_STATUSES, UNIT_CLEANER_ROLES } from "../../../shared/domain/dispatch";

export const roleEnum = pgEnum("role", ROLES);
export const jobStatusEnum = pgEnum("job_status", JOB_STATUSES);
export const assignmentStatusEnum = pgEnum("assignment_status", ASSIGNMENT_STATUSES);
export const clientStatusEnum = pgEnum("client_status", CLIENT_STATUSES);
export const cleanerStatusEnum = pgEnum("cleaner_status", CLEANER_STATUSES);
export const subscriptionStatusEnum = pgEnum("subscription_status", SUBSCRIPTION_STATUSES);
export const unitScopeEnum = pgEnum("unit_scope", UNIT_SCOPES);
export const paymentStatusEnum = pgEnum("payment_status", PAYMENT_STATUSES);
export const leadStatusEnum = pgEnum("lead_status", LEAD_STATUSES);
export const leadRoleEnum = pgEnum("lead_role", LEAD_ROLES);
export const draftStatusEnum = pgEnum("draft_status", DRAFT_STATUSES);
export const backgroundCheckStatusEnum = pgEnum("background_check_status", BACKGROUND_CHECK_STATUSES);
export const checkpointTypeEnum = pgEnum("checkpoint_type", CHECKPOINT_TYPES);
export const availabilityTypeEnum = pgEnum("availability_type", AVAILABILITY_TYPES);
export const messageSenderTypeEnum = pgEnum("message_sender_type", MESSAGE_SENDER_TYPES);
export const planUsageEnum = pgEnum("plan_usage", PLAN_USAGES);
export const payoutStatusEnum = pgEnum("payout_status", PAYOUT_STATUSES);
export const applicationStatusEnum = pgEnum("application_status", APPLICATION_STATUSES);
export const unitCleanerRoleEnum = pgEnum("unit_cleaner_role", UNIT_CLEANER_ROLES);
export const offerSourceEnum = pgEnum("offer_source", OFFER_SOURCES);
export const offerStatusEnum = pgEnum("offer_status", OFFER_STATUSES);
export const dispatchStateEnum = pgEnum("dispatch_state", DISPATCH_STATES);

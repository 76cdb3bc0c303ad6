// spec 2 /cleaner/profile and docs/decisions/031: the profile a cleaner fills in to be vetted.
import { eq, sql } from "drizzle-orm";
import type { CleanerStatus } from "../../../shared/domain/statuses";
import type { CleanerProfileValues } from "../../../shared/schemas/cleaner-profile";
import type { CleanerRecord, Viewer } from "../../lib/app-env";
import type { Database } from "../../db/client";
import { cleaners, profiles } from "../../db/schema/people";
import { AppError } from "../../lib/errors";

/** What the profile screen reads: the account's name and phone, and the record once there is one. */
export interface CleanerProfileView {
  fullName: string;
  phone: string | null;
  email: string;
  cleaner: {
    status: CleanerStatus;
    workAreas: string[];
    services: string[];
    yearsExperience: number | null;
    bio: string | null;
  } | null;
}

export function toProfileView(viewer: Pick<Viewer, "fullName" | "phone" | "email">, record: CleanerRecord | null): CleanerProfileView {
  return {
    fullName: viewer.fullName,
    phone: viewer.phone,
    email: viewer.email,
    cleaner: record && {
      status: record.status,
      workAreas: record.workAreas,
      services: record.services,
      yearsExperience: record.yearsExperience,
      bio: record.bio,
    },
  };
}

/**
 * Saves the profile: the account's name and phone (profiles) and the cleaner record, in one
 * transaction. The first save creates the record, Pending, for an admin to vet; a later save
 * changes the profile only: the status is never in the SET list (spec 4, docs/decisions/031).
 * ON CONFLICT on user_id makes two first saves at once end in one record.
 */
export async function saveCleanerProfile({
  db,
  viewer,
  input,
}: {
  db: Database;
  viewer: Viewer;
  input: CleanerProfileValues;
}): Promise<CleanerProfileView> {
  const { fullName, phone, workAreas, services, yearsExperience, bio } = input;
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .update(profiles)
      .set({ fullName, phone, updatedAt: new Date() })
      .where(eq(profiles.userId, viewer.userId))
      .returning({ fullName: profiles.fullName, phone: profiles.phone });
    if (!profile) throw new AppError("PROFILE_NOT_FOUND", 404, "Your profile could not be found.");
    const profileFields = { name: fullName, email: viewer.email, phone, workAreas, services, yearsExperience, bio };
    const [record] = await tx
      .insert(cleaners)
      .values({ userId: viewer.userId, status: "Pending", ...profileFields })
      .onConflictDoUpdate({
        target: cleaners.userId,
        set: {
          name: sql`excluded.name`,
          email: sql`excluded.email`,
          phone: sql`excluded.phone`,
          workAreas: sql`excluded.work_areas`,
          services: sql`excluded.services`,
          yearsExperience: sql`excluded.years_experience`,
          bio: sql`excluded.bio`,
        },
      })
      .returning();
    if (!record) throw new Error("the cleaner profile upsert returned no row");
    return toProfileView({ ...profile, email: viewer.email }, record);
  });
}

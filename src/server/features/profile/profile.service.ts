import { eq } from "drizzle-orm";
import type { ProfileUpdate } from "../../../shared/schemas/auth";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema/people";
import { AppError } from "../../lib/errors";

/** spec 6: any signed-in user edits their own full name and phone; nothing else. */
export async function updateOwnProfile({ db, userId, input }: { db: Database; userId: string; input: ProfileUpdate }) {
  const { fullName, phone } = input;
  const [updated] = await db
    .update(profiles)
    .set({ fullName, phone, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ fullName: profiles.fullName, phone: profiles.phone });
  if (!updated) throw new AppError("PROFILE_NOT_FOUND", 404, "Your profile could not be found.");
  return updated;
}

import { eq } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { places, users } from "../../../db/schema.ts";
import type { MediaStorage } from "../../services/media-storage/media-storage.ts";
import { endBookingsOfAccount } from "../bookings/account-bookings.ts";
import { bumpContentVersion } from "../content-version.ts";
import { deleteFileRowsOfUser } from "../media/attachment-files.ts";
import { deleteMediaRowsOfUser } from "../media/media-service.ts";
import { deleteReviewsOfUser } from "../reviews/place-rating.ts";
import type { User } from "./user-repository.ts";

/**
 * Erases an account and everything that belongs to it (PDPO DPP2: kept no longer than needed),
 * for `auth/delete_account` and for the retention purge of long-deactivated accounts.
 *
 * One transaction for the rows (decision 035, amended): the bookings first, while their places
 * still exist — upcoming ones on either side cancelled with their mails and card refunds due,
 * the account's own erased of who made them; then its reviews, with the ratings of the places
 * they were on recounted; its places, whose bookings keep the place's title; the rows of its
 * pictures and files (`media.user_id` and `files.user_id` are `on delete set null`, so they
 * would outlive the user, still served under /media); then the user, whose devices,
 * verification mails, reset links, wish list and answers go with it by cascade. The upload
 * folders are removed after the commit: a file left behind by a crash is only disk, a row
 * pointing at deleted files would be worse. Every token of the account stops working, since
 * its user no longer exists (403 as for any revoked token). Answers the deleted row (for the
 * confirmation mail), or undefined when there was none.
 */
export async function deleteAccount(
  deps: { db: Db; storage: MediaStorage },
  userId: number,
): Promise<User | undefined> {
  const { deleted, folders } = await deps.db.transaction(async (tx) => {
    await endBookingsOfAccount(tx, userId);
    const reviews = await deleteReviewsOfUser(tx, userId);
    const listed = await tx
      .delete(places)
      .where(eq(places.authorId, userId))
      .returning({ id: places.id });
    if (reviews || listed.length) await bumpContentVersion(tx);
    const folders = [
      ...(await deleteMediaRowsOfUser(tx, userId)),
      ...(await deleteFileRowsOfUser(tx, userId)),
    ];
    const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning();
    return { deleted, folders };
  });
  await deps.storage.removeFolders(folders);
  return deleted;
}

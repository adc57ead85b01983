import { eq } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { users } from "../../../db/schema.ts";
import type { MediaStorage } from "../../services/media-storage/media-storage.ts";
import { deleteMediaRowsOfUser } from "../media/media-service.ts";
import type { User } from "./user-repository.ts";

/**
 * Erases an account and everything that belongs to it (PDPO DPP2: kept no longer than needed),
 * for `auth/delete_account` and for the retention purge of long-deactivated accounts.
 *
 * One transaction for the rows: the uploads' rows (`media.user_id` is `on delete set null`, so
 * they would outlive the user otherwise), then the user, whose devices, verification mails and
 * reset links go with it by cascade. The upload folders are removed after the commit: a file
 * left behind by a crash is only disk, a row pointing at deleted files would be worse.
 * Every token of the account stops working, since its user no longer exists (403 as for any
 * revoked token). Answers the deleted row (for the confirmation mail), or undefined when there
 * was none.
 */
export async function deleteAccount(
  deps: { db: Db; storage: MediaStorage },
  userId: number,
): Promise<User | undefined> {
  const { deleted, folders } = await deps.db.transaction(async (tx) => {
    const folders = await deleteMediaRowsOfUser(tx, userId);
    const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning();
    return { deleted, folders };
  });
  await deps.storage.removeFolders(folders);
  return deleted;
}

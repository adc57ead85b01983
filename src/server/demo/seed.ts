import { count } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { users } from "../../db/schema.ts";
import { hashPassword } from "../../node/password-hash.ts";
import type { MediaStorage } from "../services/media-storage/media-storage.ts";
import { seedBookings } from "./seed-bookings.ts";
import { seedDirectory } from "./seed-directory.ts";

/** Listed in README.md ("Demo accounts"); keep the two in step. */
export const DEMO_PASSWORD = "tablestart-demo";

export const DEMO_ACCOUNTS = [
  {
    username: "demo-customer",
    email: "customer@example.com",
    role: "user",
    displayName: "陳小美",
    firstName: "小美",
    lastName: "陳",
    phone: "+852 9123 4567",
    gender: "female",
    birthday: "1992-04-18",
    description: "喜歡週末和朋友到深水埗試新餐廳。",
  },
  {
    username: "demo-author",
    email: "author@example.com",
    role: "author",
    displayName: "李志明",
    firstName: "志明",
    lastName: "李",
    phone: "+852 6234 5678",
    gender: "male",
    birthday: "1985-09-02",
    description: "在觀塘經營一間茶餐廳及一間咖啡店。",
  },
  {
    username: "demo-admin",
    email: "admin@example.com",
    role: "admin",
    displayName: "Tablestart 管理員",
    firstName: "Admin",
    lastName: "Tablestart",
    phone: "+852 3123 4567",
    gender: null,
    birthday: null,
    description: "",
  },
] as const;

/**
 * Demo data for an empty database, so a fresh `npm start` can be tried at once. Each part
 * seeds only when its own table is empty, so a restart never duplicates anything. The
 * directory's places come with generated pictures, so they need the uploads folder; without
 * one, only the accounts are seeded.
 */
export async function seedDemoData(
  db: Db,
  log: (message: string) => void,
  directory?: { storage: MediaStorage },
): Promise<void> {
  await seedDemoAccounts(db, log);
  if (directory) {
    await seedDirectory(db, { storage: directory.storage, log });
    await seedBookings(db, log);
  }
}

async function seedDemoAccounts(db: Db, log: (message: string) => void): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db
    .insert(users)
    .values(DEMO_ACCOUNTS.map((account) => ({ ...account, passwordHash, emailVerifiedAt: now })));
  log(`seeded ${DEMO_ACCOUNTS.length} demo accounts (password "${DEMO_PASSWORD}")`);
}

import { and, eq, ne } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { bookings, passwordResets, places } from "../../src/db/schema.ts";
import { newLinkToken } from "../../src/server/api/auth/secret-token.ts";
import type { User } from "../../src/server/api/users/user-repository.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { bearer, createUser, PASSWORD, signIn } from "./accounts.ts";
import { createPlace, createTerms, type TestTerms } from "./directory.ts";
import type { TestApp } from "./test-app.ts";

/** Who calls: the seven kinds of caller. */
export const ROLES = [
  "anonymous",
  "customer",
  "unverified",
  "author",
  "otherAuthor",
  "admin",
  "deactivated",
] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, "anonymous">;

export interface Actor {
  user: User;
  token: string;
}

const VERIFIED = {
  emailVerifiedAt: new Date(),
  firstName: "Ann",
  lastName: "Lee",
  phone: "+852 9123 4567",
};

const OPEN_ALL_DAY = {
  weekly: Object.fromEntries(
    ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [
      day,
      [{ start: "09:00", end: "22:00" }],
    ]),
  ),
};

/** A 1×1 PNG: an image by its content, for uploads that check what they receive. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A multipart body with one PNG file under `field`, as the apps upload it. */
export function pngUpload(field = "file"): Pick<InjectOptions, "headers" | "payload"> {
  const boundary = "----tablestart-security";
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="dot.png"\r\ncontent-type: image/png\r\n\r\n`;
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), TINY_PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

export type World = Awaited<ReturnType<typeof buildRoleWorld>>;

/**
 * Every kind of caller and something of each to act on: the author's published, pending and
 * bookable places, another author's place, a customer's bookings. Shared callers are made once;
 * `actor(role)` makes a new one for calls that use an account up (deactivate, delete, …), and
 * the `fresh…` makers give each call a target of its own, so no call depends on an earlier one.
 */
export async function buildRoleWorld(t: TestApp) {
  const { db } = t.database;
  const terms: TestTerms = await createTerms(db);
  let serial = 0;
  const unique = (prefix: string) => `${prefix}${++serial}`;
  const tomorrow = addDays(hongKongDate(new Date()), 1);

  const place = async (
    authorId: number,
    status: "publish" | "pending" = "publish",
    bookable = false,
  ) => {
    const created = await createPlace(db, terms, {
      authorId,
      title: unique("Security place "),
      locationSlug: "wan-chai",
      termIds: [terms.salon],
      status,
      openingHours: OPEN_ALL_DAY,
    });
    if (bookable) {
      await db
        .update(places)
        .set({
          bookingStyle: "slot",
          bookingPriceCents: 15_000,
          bookingSettings: { capacity: 1_000, slotMinutes: 60 },
        })
        .where(eq(places.id, created.id));
    }
    return created.id;
  };

  const userOf = async (role: SignedInRole) => {
    const kind = role === "admin" ? "admin" : role.endsWith("uthor") ? "author" : "user";
    const user = await createUser(db, {
      username: unique(role.toLowerCase()),
      role: kind,
      ...(role === "unverified" ? {} : VERIFIED),
    });
    if (kind === "author") await place(user.id);
    return user;
  };

  /** A new account of the role; a deactivated one deactivated itself through the API. */
  async function actor(role: SignedInRole, { realSignIn = false } = {}): Promise<Actor> {
    const user = await userOf(role);
    if (role !== "deactivated" && !realSignIn) {
      // The token sign-in would hand out, without paying for scrypt on every new account.
      const { token } = await t.app.accessTokens.sign(user.id, user.tokenVersion);
      return { user, token };
    }
    const token = await signIn(t.app, user.username);
    if (role === "deactivated") {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/listar/v1/auth/deactivate",
        headers: bearer(token),
        payload: { old_password: PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`deactivation failed: ${res.body}`);
    }
    return { user, token };
  }

  const shared = {} as Record<SignedInRole, Actor>;
  for (const role of ROLES) {
    if (role !== "anonymous") shared[role] = await actor(role, { realSignIn: true });
  }
  const authorId = shared.author.user.id;
  const ids = {
    placeOfAuthor: await place(authorId, "publish", true),
    pendingOfAuthor: await place(authorId, "pending"),
    placeOfOther: await place(shared.otherAuthor.user.id),
    booking: 0,
  };

  let hour = 9;
  /** A customer's booking on the author's place, paid in cash or by card. */
  async function freshBooking(method: "cash" | "stripe" = "cash"): Promise<number> {
    // The targets of earlier calls are done with: withdrawn, so the ceiling on a customer's
    // unanswered requests (pending-ceilings.ts) never refuses the next one.
    await db
      .update(bookings)
      .set({ status: "canceled" })
      .where(
        and(
          eq(bookings.customerId, shared.customer.user.id),
          eq(bookings.status, "pending"),
          ne(bookings.id, ids.booking),
        ),
      );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/listar/v1/booking/order",
      headers: bearer(shared.customer.token),
      payload: {
        resource_id: ids.placeOfAuthor,
        adult: 1,
        start_date: tomorrow,
        start_time: `${String(9 + (hour++ % 13)).padStart(2, "0")}:00`,
        payment_method: method,
      },
    });
    if (res.statusCode !== 200) throw new Error(`order failed: ${res.body}`);
    return res.json().data.booking_id;
  }
  ids.booking = await freshBooking();

  /** A reset link's token for an account of its own, as the mailed link carries it. */
  async function freshResetToken(): Promise<string> {
    const user = await userOf("customer");
    const link = newLinkToken();
    await db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: link.hash,
      email: user.email,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return link.token;
  }

  return {
    shared,
    ids,
    terms,
    tomorrow,
    unique,
    actor,
    freshBooking,
    freshResetToken,
    freshPlace: () => place(authorId),
    freshPendingPlace: () => place(authorId, "pending"),
  };
}

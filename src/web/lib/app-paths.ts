import { isInternalPath } from "../shell/navigation/use-back.ts";

/** Every /app screen's path, for the route table and for links (no string-built links). */
export const APP_PATHS = {
  /** The directory's home: the app's first screen. */
  home: "/app",
  /** The account tab (the app's first screen before the directory). */
  accountHome: "/app/me",
  discover: "/app/discover",
  categories: "/app/categories",
  districts: "/app/districts",
  places: "/app/places",
  map: "/app/map",
  // The API's `app_link` of a place (place-links.ts) and an author's `guid` point at these two.
  place: "/app/places/:id",
  author: "/app/author/:id",
  reviews: "/app/places/:id/reviews",
  writeReview: "/app/places/:id/review",
  wishlist: "/app/wishlist",
  scan: "/app/scan",
  settings: "/app/settings",
  signIn: "/app/sign-in",
  signUp: "/app/sign-up",
  // The server links to these four: in mails (account-mail.ts, reset-password-mail.ts,
  // verification-mail.ts) and in the message refusing an unverified review (verification-service.ts).
  forgotPassword: "/app/forgot-password",
  resetPassword: "/app/reset-password",
  verifyLink: "/app/verify",
  account: "/app/account",
  changePassword: "/app/account/password",
  deactivate: "/app/account/deactivate",
  personalData: "/app/account/data",
  deleteAccount: "/app/account/delete",
  profile: "/app/profile",
  editProfile: "/app/profile/edit",
  // Listing owners ([9]): their places, the create and edit form, and the admins' queue.
  myPlaces: "/app/my-places",
  newPlace: "/app/my-places/new",
  editPlace: "/app/my-places/:id/edit",
  moderation: "/app/moderation",
  // The owner questionnaire; its answers' old list now opens the admins' leads (decision 084).
  questionnaire: "/app/questionnaire",
  questionnaireAnswers: "/app/questionnaire/answers",
  leads: "/app/leads",
  // The admins' site setup: what the public site lacks (the server's start-up log points here).
  siteSetup: "/app/setup",
  // Bookings ([10]): the form, the customer's bookings, one booking, and the owner's requests.
  book: "/app/places/:id/book",
  myBookings: "/app/bookings",
  booking: "/app/bookings/:id",
  ownerBookings: "/app/owner/bookings",
  // The owner's desk (decision 078): one place's day by table; and its closures (decision 077).
  ownerDesk: "/app/owner/desk",
  ownerClosures: "/app/owner/closures",
  // The owner's Stripe account (decision 079); Stripe's pages lead back here (`?stripe=`).
  ownerPayments: "/app/owner/payments",
} as const;

export type AppPath = (typeof APP_PATHS)[keyof typeof APP_PATHS];

// Any origin will do: only the path is kept.
const RESOLVE_BASE = "https://resolve.invalid";

/**
 * An internal path as the browser will read it: dot segments (also `%2e%2e`) resolved,
 * backslashes as slashes, tabs and newlines dropped. Null when that leaves this origin.
 */
function resolvedPath(value: string): string | null {
  try {
    const url = new URL(value, RESOLVE_BASE);
    return url.origin === RESOLVE_BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The path inside the app that `value` leads to, or null when it leads anywhere else. */
function appTarget(value: unknown): string | null {
  if (!isInternalPath(value)) return null;
  const resolved = resolvedPath(value);
  if (resolved === null) return null;
  const pathname = resolved.split(/[?#]/, 1)[0] ?? "";
  const inApp = pathname === APP_PATHS.home || pathname.startsWith(`${APP_PATHS.home}/`);
  return inApp ? resolved : null;
}

/**
 * A path inside the app, safe to continue to after signing in (never another site, never
 * `/app/../…` out of the app).
 */
export function isAppTarget(value: unknown): value is string {
  return appTarget(value) !== null;
}

/**
 * The `next` query parameter as a target, or null when absent or not an app path; in the form
 * the browser resolves it to, so what was checked is where it goes.
 */
export function nextTarget(search: URLSearchParams): string | null {
  return appTarget(search.get("next"));
}

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function withSearch(path: string, query?: URLSearchParams): string {
  const text = query?.toString() ?? "";
  return text ? `${path}?${text}` : path;
}

/** Links to the app's screens; `next` is where to continue once signed in or verified. */
export const appHref = {
  home: () => APP_PATHS.home,
  accountHome: () => APP_PATHS.accountHome,
  discover: () => APP_PATHS.discover,
  categories: () => APP_PATHS.categories,
  districts: () => APP_PATHS.districts,
  /** The place list; `query` is the filters' URL query (place-filter.ts). */
  places: (query?: URLSearchParams) => withSearch(APP_PATHS.places, query),
  map: (query?: URLSearchParams) => withSearch(APP_PATHS.map, query),
  place: (id: number) => APP_PATHS.place.replace(":id", String(id)),
  /** The place, asking to save it to the wish list once signed in (pending-wish.ts). */
  placeWish: (id: number) => withQuery(APP_PATHS.place.replace(":id", String(id)), { wish: "1" }),
  author: (id: number) => APP_PATHS.author.replace(":id", String(id)),
  reviews: (id: number) => APP_PATHS.reviews.replace(":id", String(id)),
  writeReview: (id: number) => APP_PATHS.writeReview.replace(":id", String(id)),
  wishlist: () => APP_PATHS.wishlist,
  scan: () => APP_PATHS.scan,
  settings: () => APP_PATHS.settings,
  signIn: (next?: string | null) => withQuery(APP_PATHS.signIn, { next }),
  signUp: (next?: string | null) => withQuery(APP_PATHS.signUp, { next }),
  forgotPassword: () => APP_PATHS.forgotPassword,
  account: (next?: string | null) => withQuery(APP_PATHS.account, { next }),
  changePassword: () => APP_PATHS.changePassword,
  deactivate: () => APP_PATHS.deactivate,
  personalData: () => APP_PATHS.personalData,
  deleteAccount: () => APP_PATHS.deleteAccount,
  profile: () => APP_PATHS.profile,
  editProfile: () => APP_PATHS.editProfile,
  /** The owner's places, on the tab of one status (published by default). */
  myPlaces: (status?: "publish" | "pending" | "draft") =>
    withQuery(APP_PATHS.myPlaces, { status: status === "publish" ? null : status }),
  /** The new-place form; `query` pre-fills it (location, category, tags, capacity, title). */
  newPlace: (query?: URLSearchParams) => withSearch(APP_PATHS.newPlace, query),
  editPlace: (id: number) => APP_PATHS.editPlace.replace(":id", String(id)),
  moderation: () => APP_PATHS.moderation,
  /** The owner questionnaire; `query` carries a forecast's figures and results link. */
  questionnaire: (query?: URLSearchParams) => withSearch(APP_PATHS.questionnaire, query),
  questionnaireAnswers: () => APP_PATHS.questionnaireAnswers,
  /** The admins' leads inbox, on one source's leads when given. */
  leads: (source?: "enquiry" | "questionnaire") =>
    withQuery(APP_PATHS.leads, { source: source ?? null }),
  siteSetup: () => APP_PATHS.siteSetup,
  book: (id: number) => APP_PATHS.book.replace(":id", String(id)),
  /** The customer's bookings, on the tab of one status (`attr.status`'s value; all when blank). */
  myBookings: (status?: string | null) => withQuery(APP_PATHS.myBookings, { status }),
  /** One booking's page; a guest's carries the token that opens it without an account. */
  booking: (id: number, token?: string | null) =>
    withQuery(APP_PATHS.booking.replace(":id", String(id)), { token }),
  /** The owner's bookings: the requests (first), or all of them. */
  ownerBookings: (view?: { tab?: "all" }) => withQuery(APP_PATHS.ownerBookings, { tab: view?.tab }),
  /** One place's day at the desk; without a place, the owner's first. */
  ownerDesk: (view?: { place?: number; date?: string }) =>
    withQuery(APP_PATHS.ownerDesk, { place: view?.place?.toString(), date: view?.date }),
  /** A place's closures and the form that adds one (a day may be given, e.g. a holiday). */
  ownerClosures: (view?: { place?: number; date?: string }) =>
    withQuery(APP_PATHS.ownerClosures, { place: view?.place?.toString(), date: view?.date }),
  /** The owner's card payments: connecting Stripe and the account's state. */
  ownerPayments: () => APP_PATHS.ownerPayments,
};

import { issueVerification } from "../../src/server/api/verification/verification-service.ts";
import { PASSWORD } from "../support/accounts.ts";
import { pngUpload } from "../support/role-world.ts";
import { VALID_ENQUIRY } from "../support/valid-requests.ts";
import {
  adminsOnly,
  type Entry,
  everyone,
  FORBIDDEN,
  L,
  NEW_PASSWORD,
  NO_SUCH_PLACE,
  ownerOrAdmin,
  signedIn,
  waitingEdit,
} from "./role-matrix-rules.ts";

/** The rows of the site's own routes, the accounts, and the directory's places, wishlists, comments and authors. */
export const ACCOUNT_AND_DIRECTORY_ROWS: Entry[] = [
  { route: "GET /api/health", expect: everyone() },
  { route: "GET /api/openapi.json", expect: everyone() },
  { route: "GET /api/docs", expect: everyone() },
  {
    route: "GET /api/docs/:asset",
    call: () => ({ url: "/api/docs/docs-init.js" }),
    expect: everyone(),
  },
  {
    route: "POST /api/site/v1/enquiry",
    call: () => ({ payload: VALID_ENQUIRY }),
    expect: everyone(),
  },
  // What the public site lacks (#31): the admins' setup screen reads it.
  { route: "GET /api/site/v1/setup", expect: adminsOnly },
  {
    route: "POST /api/jwt-auth/v1/token",
    // Sign-in reads no token: a stale one in the header must not stop someone signing in again.
    call: ({ w }) => ({
      payload: { username: w.shared.customer.user.username, password: PASSWORD },
    }),
    expect: everyone({ deactivated: "ok" }),
  },
  {
    route: "POST /api/jwt-auth/v1/token/validate",
    expect: everyone({ anonymous: [403, "jwt_auth_no_auth_header"] }),
  },
  {
    route: `POST ${L}/auth/register`,
    call: ({ w }) => {
      const username = w.unique("newcomer");
      return {
        payload: { username, email: `${username}@example.test`, password: NEW_PASSWORD },
      };
    },
    expect: everyone(),
  },
  {
    // The website's "open this restaurant" path (#31, decision 086): anyone may make an account.
    route: `POST ${L}/auth/register_owner`,
    call: ({ w }) => {
      const name = w.unique("owner");
      return {
        payload: {
          name,
          email: `${name}@example.test`,
          password: NEW_PASSWORD,
          accept_terms: true,
        },
      };
    },
    expect: everyone(),
  },
  {
    route: `POST ${L}/auth/reset_password`,
    call: ({ w }) => ({ payload: { email: w.shared.customer.user.email } }),
    expect: everyone(),
  },
  {
    route: `POST ${L}/auth/reset_password/confirm`,
    call: async ({ w }) => ({
      payload: {
        token: await w.freshResetToken(),
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      },
    }),
    expect: everyone(),
  },
  {
    route: `POST ${L}/auth/change_password`,
    fresh: true,
    call: () => ({
      payload: {
        old_password: PASSWORD,
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      },
    }),
    expect: signedIn(),
  },
  {
    route: `POST ${L}/auth/deactivate`,
    fresh: true,
    call: () => ({ payload: { old_password: PASSWORD } }),
    expect: signedIn(),
  },
  { route: `GET ${L}/auth/export`, expect: signedIn() },
  {
    route: `POST ${L}/auth/delete_account`,
    fresh: true,
    call: () => ({ payload: { old_password: PASSWORD } }),
    expect: signedIn(),
  },
  { route: `GET ${L}/auth/user`, expect: signedIn() },
  { route: `GET ${L}/verification`, expect: signedIn() },
  {
    route: `POST ${L}/verification/verify`,
    variant: "by the mailed code",
    fresh: true,
    // A proven address is told it is proven already (a success); the unproven one sends its code.
    call: async ({ t, who }) => ({
      payload: {
        code:
          who && !who.user.emailVerifiedAt
            ? (await issueVerification(t.database.db, who.user)).code
            : "000000",
      },
    }),
    expect: signedIn(),
  },
  {
    route: `POST ${L}/verification/verify`,
    variant: "by the mailed link, which proves the address whoever opens it",
    call: async ({ t, w }) => ({
      payload: {
        token: (await issueVerification(t.database.db, (await w.actor("unverified")).user)).token,
      },
    }),
    expect: everyone(),
  },
  {
    route: `POST ${L}/verification/resend`,
    fresh: true,
    expect: signedIn("rest_permission", {
      customer: [400, "verification_already_verified"],
      author: [400, "verification_already_verified"],
      otherAuthor: [400, "verification_already_verified"],
      admin: [400, "verification_already_verified"],
    }),
  },
  {
    route: "POST /api/wp/v2/users/me",
    call: () => ({ payload: { description: "Checked by the role matrix." } }),
    expect: signedIn("rest_not_logged_in"),
  },
  {
    route: "POST /api/wp/v2/media",
    call: () => pngUpload("file"),
    expect: signedIn("rest_cannot_create"),
  },
  { route: `GET ${L}/setting/init`, expect: everyone() },
  { route: `GET ${L}/home/init`, expect: everyone() },
  { route: `GET ${L}/home/widget`, expect: everyone() },
  { route: `GET ${L}/post/home`, expect: everyone() },
  {
    route: `GET ${L}/post/view`,
    variant: "no guide is published yet",
    call: () => ({ query: { id: "1" } }),
    expect: everyone({
      anonymous: NO_SUCH_PLACE,
      customer: NO_SUCH_PLACE,
      unverified: NO_SUCH_PLACE,
      author: NO_SUCH_PLACE,
      otherAuthor: NO_SUCH_PLACE,
      admin: NO_SUCH_PLACE,
    }),
  },
  { route: `GET ${L}/category/list`, expect: everyone() },
  { route: `GET ${L}/location/list`, expect: everyone() },
  { route: `GET ${L}/category/list_discover`, expect: everyone() },
  { route: `GET ${L}/place/list`, expect: everyone() },
  {
    route: `GET ${L}/place/view`,
    variant: "a published place",
    call: ({ w }) => ({ query: { id: String(w.ids.placeOfAuthor) } }),
    expect: everyone(),
  },
  {
    route: `GET ${L}/place/view`,
    variant: "the author's place waiting for review",
    call: ({ w }) => ({ query: { id: String(w.ids.pendingOfAuthor) } }),
    expect: ownerOrAdmin(NO_SUCH_PLACE, NO_SUCH_PLACE),
  },
  { route: `GET ${L}/place/terms`, expect: everyone() },
  { route: `GET ${L}/place/form`, variant: "a new place's form", expect: everyone() },
  {
    route: `GET ${L}/place/form`,
    variant: "the author's place, to edit",
    call: ({ w }) => ({ query: { post_id: String(w.ids.placeOfAuthor) } }),
    expect: ownerOrAdmin(FORBIDDEN, FORBIDDEN),
  },
  {
    route: `POST ${L}/place/save`,
    variant: "a new place",
    // A customer who submits a place becomes an author: a new account each time.
    fresh: true,
    call: ({ w }) => ({
      payload: { title: w.unique("Submitted "), location: w.terms.location("sha-tin") },
    }),
    expect: signedIn(),
  },
  {
    route: `POST ${L}/place/save`,
    variant: "an edit of the author's published place",
    call: async ({ w }) => ({ payload: { post_id: await w.freshPlace(), content: "Edited." } }),
    expect: ownerOrAdmin(),
  },
  // Whoever may submit a place may ask where its address is (decision 081).
  {
    route: `GET ${L}/place/geocode`,
    call: ({ w }) => ({
      query: {
        address: "旺角西洋菜南街 1 號",
        location: String(w.terms.location("yau-tsim-mong")),
      },
    }),
    expect: signedIn(),
  },
  {
    route: `POST ${L}/place/delete`,
    call: async ({ w }) => ({ payload: { post_id: await w.freshPlace() } }),
    expect: ownerOrAdmin(),
  },
  {
    route: `POST ${L}/place/attachment`,
    call: () => pngUpload("file"),
    expect: signedIn("rest_cannot_create"),
  },
  { route: `GET ${L}/place/moderation`, expect: adminsOnly },
  {
    route: `POST ${L}/place/approve`,
    call: async ({ w }) => ({ payload: { post_id: await w.freshPendingPlace(), revision: 1 } }),
    expect: adminsOnly,
  },
  {
    route: `POST ${L}/place/reject`,
    call: async ({ w }) => ({
      payload: {
        post_id: await w.freshPendingPlace(),
        revision: 1,
        reason: "Please add opening hours.",
      },
    }),
    expect: adminsOnly,
  },
  {
    route: `POST ${L}/place/approve`,
    variant: "a published place's edit",
    call: async (context) => ({ payload: await waitingEdit(context) }),
    expect: adminsOnly,
  },
  {
    route: `POST ${L}/place/reject`,
    variant: "a published place's edit",
    call: async (context) => ({
      payload: { ...(await waitingEdit(context)), reason: "Please keep the shop's name." },
    }),
    expect: adminsOnly,
  },
  { route: `GET ${L}/wishlist/list`, expect: signedIn() },
  {
    route: `POST ${L}/wishlist/save`,
    variant: "a published place",
    call: ({ w }) => ({ payload: { post_id: w.ids.placeOfAuthor } }),
    expect: signedIn(),
  },
  {
    route: `POST ${L}/wishlist/save`,
    variant: "the author's place waiting for review",
    call: ({ w }) => ({ payload: { post_id: w.ids.pendingOfAuthor } }),
    expect: ownerOrAdmin(NO_SUCH_PLACE),
  },
  {
    route: `POST ${L}/wishlist/remove`,
    call: ({ w }) => ({ payload: { post_id: w.ids.placeOfAuthor } }),
    expect: signedIn(),
  },
  { route: `POST ${L}/wishlist/reset`, expect: signedIn() },
  {
    route: `GET ${L}/comments`,
    call: ({ w }) => ({ query: { post_id: String(w.ids.placeOfAuthor) } }),
    expect: everyone(),
  },
  {
    route: "POST /api/wp/v2/comments",
    variant: "a review of the author's place",
    call: ({ w }) => ({
      payload: { post: w.ids.placeOfAuthor, rating: 5, content: "Lovely noodles." },
    }),
    expect: signedIn("rest_comment_login_required", {
      unverified: [403, "rest_comment_unverified"],
      author: [403, "rest_comment_own_place"],
    }),
  },
  {
    route: "POST /api/wp/v2/comments",
    variant: "a review of a place waiting for review",
    call: ({ w }) => ({
      payload: { post: w.ids.pendingOfAuthor, rating: 5, content: "Lovely noodles." },
    }),
    expect: signedIn("rest_comment_login_required", {
      customer: NO_SUCH_PLACE,
      unverified: NO_SUCH_PLACE,
      otherAuthor: NO_SUCH_PLACE,
      author: [403, "rest_comment_own_place"],
    }),
  },
  ...(["listing", "comments", "overview"] as const).flatMap((name): Entry[] => [
    {
      route: `GET ${L}/author/${name}`,
      variant: "a named author",
      call: ({ w }) => ({ query: { user_id: String(w.shared.author.user.id) } }),
      expect: everyone(),
    },
    { route: `GET ${L}/author/${name}`, variant: "the caller's own", expect: signedIn() },
  ]),
];

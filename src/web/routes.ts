import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { LEGAL_PAGES, OPEN_PAGES } from "../shared/site/site-pages.ts";
import { APP_PATHS } from "./lib/app-paths.ts";

/** A route path from the app's path table (the table holds them with their leading slash). */
const at = (path: string) => path.slice(1);

/**
 * One Home component renders all six website paths (docs/ARCHITECTURE.md); the ids keep
 * the routes apart for React Router while `findSitePage` tells them apart at run time.
 * The directory app lives under /app: client-rendered screens inside one layout.
 */
export default [
  index("routes/site/home.tsx", { id: "site-home-tc" }),
  route("about", "routes/site/home.tsx", { id: "site-about-tc" }),
  route("zh", "routes/site/home.tsx", { id: "site-home-sc" }),
  route("zh/about", "routes/site/home.tsx", { id: "site-about-sc" }),
  route("en", "routes/site/home.tsx", { id: "site-home-en" }),
  route("en/about", "routes/site/home.tsx", { id: "site-about-en" }),
  // The privacy policy (with the collection statement) and the terms, in three languages
  // (LEGAL_PAGES; decision 034): one module, told apart by `findLegalPage`.
  ...LEGAL_PAGES.map((page) =>
    route(page.path.slice(1, -1), "routes/site/legal.tsx", {
      id: `legal-${page.document}-${page.language}`,
    }),
  ),
  // "Open this restaurant with us" (#31, decision 086): from a forecast to a listing, in the
  // site's shell, in three languages (OPEN_PAGES): one module, told apart by `findOpenPage`.
  ...OPEN_PAGES.map((page) =>
    route(page.path.slice(1, -1), "routes/site/open.tsx", { id: `open-${page.language}` }),
  ),
  // A place's public page in each language: one module, told apart by the path's prefix.
  route("places/:id", "routes/site/place.tsx", { id: "place-tc" }),
  route("zh/places/:id", "routes/site/place.tsx", { id: "place-sc" }),
  route("en/places/:id", "routes/site/place.tsx", { id: "place-en" }),
  // A link from the English or Simplified Chinese website: the app in that language (decision 045).
  route("en/app/*", "routes/app/app-language-entry.tsx", { id: "app-entry-en" }),
  route("zh/app/*", "routes/app/app-language-entry.tsx", { id: "app-entry-sc" }),
  layout("routes/app/app-layout.tsx", [
    route(at(APP_PATHS.home), "routes/app/directory-home.tsx"),
    route(at(APP_PATHS.accountHome), "routes/app/account-home.tsx"),
    route(at(APP_PATHS.discover), "routes/app/discover.tsx"),
    route(at(APP_PATHS.categories), "routes/app/categories.tsx"),
    route(at(APP_PATHS.districts), "routes/app/districts.tsx"),
    route(at(APP_PATHS.places), "routes/app/places.tsx"),
    route(at(APP_PATHS.map), "routes/app/map.tsx"),
    route(at(APP_PATHS.place), "routes/app/place.tsx"),
    route(at(APP_PATHS.reviews), "routes/app/reviews.tsx"),
    route(at(APP_PATHS.author), "routes/app/author.tsx"),
    route(at(APP_PATHS.scan), "routes/app/scan.tsx"),
    route(at(APP_PATHS.settings), "routes/app/settings.tsx"),
    route(at(APP_PATHS.forgotPassword), "routes/app/forgot-password.tsx"),
    route(at(APP_PATHS.resetPassword), "routes/app/reset-password.tsx"),
    route(at(APP_PATHS.verifyLink), "routes/app/verify-link.tsx"),
    route(at(APP_PATHS.questionnaire), "routes/app/questionnaire.tsx"),
    // Booking needs no account (#27): the form asks a guest's details and proves the e-mail, and a
    // booking's page opens by the token in its link; without one it asks the owner to sign in.
    route(at(APP_PATHS.book), "routes/app/book.tsx"),
    route(at(APP_PATHS.booking), "routes/app/booking.tsx"),
    layout("routes/app/visitors-only.tsx", [
      route(at(APP_PATHS.signIn), "routes/app/sign-in.tsx"),
      route(at(APP_PATHS.signUp), "routes/app/sign-up.tsx"),
    ]),
    layout("routes/app/signed-in-only.tsx", [
      route(at(APP_PATHS.account), "routes/app/account.tsx"),
      route(at(APP_PATHS.changePassword), "routes/app/change-password.tsx"),
      route(at(APP_PATHS.deactivate), "routes/app/deactivate.tsx"),
      route(at(APP_PATHS.personalData), "routes/app/personal-data.tsx"),
      route(at(APP_PATHS.deleteAccount), "routes/app/delete-account.tsx"),
      // Listing owners ([9]): a customer who submits a place becomes its author.
      route(at(APP_PATHS.myPlaces), "routes/app/my-places.tsx"),
      route(at(APP_PATHS.newPlace), "routes/app/place-form.tsx", { id: "place-form-new" }),
      route(at(APP_PATHS.editPlace), "routes/app/place-form.tsx", { id: "place-form-edit" }),
      route(at(APP_PATHS.moderation), "routes/app/moderation.tsx"),
      // The old list of answers opens the leads inbox on them (decision 084).
      route(at(APP_PATHS.questionnaireAnswers), "routes/app/questionnaire-answers.tsx"),
      route(at(APP_PATHS.leads), "routes/app/leads.tsx"),
      // The admins' site setup: the settings the public site lacks, and what each changes.
      route(at(APP_PATHS.siteSetup), "routes/app/site-setup.tsx"),
      // Bookings ([10]): the customer's list, and the owner's requests.
      route(at(APP_PATHS.myBookings), "routes/app/my-bookings.tsx"),
      route(at(APP_PATHS.ownerBookings), "routes/app/owner-bookings.tsx"),
      // A place's closures and the public holidays (decision 077).
      route(at(APP_PATHS.ownerClosures), "routes/app/owner-closures.tsx"),
      // The owner's Stripe account for card payments (decision 079).
      route(at(APP_PATHS.ownerPayments), "routes/app/owner-payments.tsx"),
      // One place's day at the desk (decision 078).
      route(at(APP_PATHS.ownerDesk), "routes/app/owner-desk.tsx"),
    ]),
    layout("routes/app/verified-only.tsx", [
      route(at(APP_PATHS.profile), "routes/app/profile.tsx"),
      route(at(APP_PATHS.writeReview), "routes/app/write-review.tsx"),
      route(at(APP_PATHS.wishlist), "routes/app/wishlist.tsx"),
      route(at(APP_PATHS.editProfile), "routes/app/edit-profile.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

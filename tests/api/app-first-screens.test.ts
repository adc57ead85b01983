import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wishlistEntries } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { addReview, createPlace, createTerms } from "../support/directory.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The app's public first screens come from the server with their data (decision 060), through
 * the web build as place-pages.test.ts reads it: what a visitor without a session would be shown,
 * whoever asks. One database kind: the screens read the API, whose own tests run on both.
 */

const tc = MESSAGES.tc;

let t: TestApp;
let fixture: {
  cafe: number;
  salon: number;
  pending: number;
  cafeCategory: number;
  owner: number;
};

beforeAll(async () => {
  t = await startTestApp("pglite", { SITE_URL: "http://localhost:3000" }, { web: true });
  const { db } = t.database;
  const terms = await createTerms(db);
  const owner = await createUser(db, {
    username: "owner",
    role: "author",
    displayName: "Chan Tai Man",
  });
  const fan = await createUser(db, { username: "fan", emailVerifiedAt: new Date() });
  const cafe = await createPlace(db, terms, {
    authorId: owner.id,
    title: "Harbour Milk Tea",
    content: "Silky milk tea since 1972.",
    locationSlug: "wan-chai",
    termIds: [terms.chaChaanTeng],
  });
  const salon = await createPlace(db, terms, {
    authorId: owner.id,
    title: "Kowloon Cuts",
    locationSlug: "yau-tsim-mong",
    termIds: [terms.salon],
  });
  const pending = await createPlace(db, terms, {
    authorId: owner.id,
    title: "Secret Pending Noodles",
    status: "pending",
    locationSlug: "wan-chai",
    termIds: [terms.chaChaanTeng],
  });
  await addReview(db, cafe.id, fan.id, 5, "The pineapple bun is worth the queue");
  await db.insert(wishlistEntries).values({ userId: fan.id, placeId: cafe.id });
  fixture = {
    cafe: cafe.id,
    salon: salon.id,
    pending: pending.id,
    cafeCategory: terms.chaChaanTeng,
    owner: owner.id,
  };
});

afterAll(async () => {
  await t?.close();
});

async function screen(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: "GET", url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/html/);
  return res.body;
}

/** The body's visible part: what a visitor sees before any script has run. */
const bodyOf = (html: string) =>
  html.slice(html.indexOf("<body"), html.indexOf("<script", html.indexOf("<body")));

describe("the app's first screens, rendered on the server", () => {
  it("/app shows the newest places, the categories and the districts in the URL's language", async () => {
    const body = bodyOf(await screen("/app"));
    expect(body).toContain(tc["directory.home.recent"]);
    expect(body).toContain("Harbour Milk Tea");
    expect(body).toContain("Kowloon Cuts");
    expect(body).toContain("茶餐廳");
    expect(body).not.toContain("Cha chaan teng");
    expect(body).not.toContain("Secret Pending Noodles");
    expect(body).not.toContain("app-fallback");
  });

  it("every app screen tells a shared link's preview what the app is, and keeps out of search", async () => {
    for (const url of ["/app", `/app/places/${fixture.cafe}`, "/app/sign-in"]) {
      const head = (await screen(url)).split("<body")[0];
      expect(head).toContain(
        `<meta name="description" content="${tc["pwa.manifest.description"]}"/>`,
      );
      expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  });

  it("/app/places shows the list the URL's filter asks for", async () => {
    const all = bodyOf(await screen("/app/places"));
    expect(all).toContain("Harbour Milk Tea");
    expect(all).toContain("Kowloon Cuts");
    const cafes = bodyOf(await screen(`/app/places?category=${fixture.cafeCategory}`));
    expect(cafes).toContain("Harbour Milk Tea");
    expect(cafes).not.toContain("Kowloon Cuts");
    const searched = bodyOf(await screen("/app/places?s=kowloon"));
    expect(searched).toContain("Kowloon Cuts");
    expect(searched).not.toContain("Harbour Milk Tea");
  });

  it("/app/places/:id shows the place with its reviews; an unpublished place shows nothing of it", async () => {
    const body = bodyOf(await screen(`/app/places/${fixture.cafe}`));
    expect(body).toMatch(/<h2 class="dir-place__title">Harbour Milk Tea<\/h2>/);
    expect(body).toContain("Silky milk tea since 1972.");
    expect(body).toContain("The pineapple bun is worth the queue");
    const hidden = await screen(`/app/places/${fixture.pending}`);
    expect(hidden).not.toContain("Secret Pending Noodles");
    const nonsense = await screen("/app/places/not-a-number");
    expect(nonsense).toContain(tc["directory.place.notFound"]);
  });

  it("discover, all categories and a place's reviews come with their data", async () => {
    const discover = bodyOf(await screen("/app/discover"));
    expect(discover).toContain("茶餐廳");
    expect(discover).toContain("Harbour Milk Tea");
    const categories = bodyOf(await screen("/app/categories"));
    expect(categories).toContain("茶餐廳");
    expect(categories).toContain("髮型屋");
    const reviews = bodyOf(await screen(`/app/places/${fixture.cafe}/reviews`));
    expect(reviews).toContain("The pineapple bun is worth the queue");
  });

  it("all districts and an author's page come with their data", async () => {
    const districts = bodyOf(await screen("/app/districts"));
    for (const name of ["九龍", "灣仔", "油尖旺"]) expect(districts).toContain(name);
    expect(districts).not.toContain("app-pending");
    const author = bodyOf(await screen(`/app/author/${fixture.owner}`));
    expect(author).toContain("Chan Tai Man");
    expect(author).toContain("Harbour Milk Tea");
    expect(author).toContain("Kowloon Cuts");
    expect(author).not.toContain("Secret Pending Noodles");
    // No such author: nothing is handed over; the browser asks again and says so itself.
    const nobody = bodyOf(await screen("/app/author/999999"));
    expect(nobody).toContain("app-pending");
    expect(nobody).not.toContain("Harbour Milk Tea");
  });

  it("never renders a visitor's own data, whatever the request carries", async () => {
    const token = await signIn(t.app, "fan");
    for (const url of [
      "/app",
      "/app/places",
      `/app/places/${fixture.cafe}`,
      `/app/places/${fixture.cafe}/reviews`,
      "/app/districts",
      `/app/author/${fixture.owner}`,
    ]) {
      const signedIn = await screen(url, { ...bearer(token), cookie: `token=${token}` });
      const anonymous = await screen(url);
      // The same screen as anyone's: the fan's saved place is not marked as saved.
      expect(signedIn).not.toContain('"wishlist",true');
      expect(bodyOf(signedIn)).toBe(bodyOf(anonymous));
    }
  });

  it("screens behind a sign-in render in the browser only", async () => {
    const token = await signIn(t.app, "fan");
    for (const url of ["/app/bookings", "/app/wishlist", "/app/me"]) {
      const body = bodyOf(await screen(url, bearer(token)));
      expect(body).toContain("app-fallback");
      expect(body).not.toContain("Harbour Milk Tea");
    }
  });
});

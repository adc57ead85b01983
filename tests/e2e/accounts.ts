import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../src/server/demo/seed.ts";
import { expect } from "./fixtures.ts";

export { DEMO_PASSWORD };

/**
 * New accounts made through the API, for stories that change what an account holds (a wish list
 * emptied, a booking made): the demo accounts are shared by tests running at the same time.
 */

const NS = "listar";

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A name, address and password no other account has (made up here; nothing is sent). */
export function newAccount(): Account {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { username: `e2e_${id}`, email: `e2e_${id}@example.test`, password: "noodle-shop-42" };
}

/**
 * A demo account (demo-customer, demo-author, demo-admin) signed in through the API: its token and
 * its e-mail address, for a story that looks for the account's mail in the outbox.
 */
export async function signedIn(
  from: APIRequestContext | Page,
  username: string,
): Promise<{ token: string; email: string }> {
  const request = "request" in from ? from.request : from;
  const answer = await request.post("/api/jwt-auth/v1/token", {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(answer.status(), `signing in as ${username}`).toBe(200);
  const data = (await answer.json()).data as { token: string; user_email: string };
  return { token: data.token, email: data.user_email };
}

/** A demo account's token (demo-customer, demo-author, demo-admin), signed in through the API. */
export async function tokenOf(from: APIRequestContext | Page, username: string): Promise<string> {
  return (await signedIn(from, username)).token;
}

/** The header that carries a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The path and query of the verification link mailed to an address (dev outbox). */
async function verificationLink(request: APIRequestContext, to: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const answer = await (await request.get("/dev/mail.json")).json();
      const mail = (answer.data as { to: string; text: string }[]).find((m) => m.to === to);
      text = mail?.text ?? "";
      return text !== "";
    })
    .toBe(true);
  const link = /https?:\/\/\S+\/app\/verify\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no verification link in:\n${text}`);
  return new URL(link).pathname + new URL(link).search;
}

export async function register(request: APIRequestContext): Promise<Account & { link: string }> {
  const account = newAccount();
  const registered = await request.post(`/api/${NS}/v1/auth/register?lang=tc`, {
    data: { ...account, accept_terms: true },
  });
  expect(registered.ok()).toBe(true);
  return { ...account, link: await verificationLink(request, account.email) };
}

/** A verified account with its personal info, made through the API, and its token. */
export async function verifiedAccount(request: APIRequestContext) {
  const account = await register(request);
  expect(
    (
      await request.post(`/api/${NS}/v1/verification/verify`, {
        data: { token: new URLSearchParams(account.link.split("?")[1]).get("token") },
      })
    ).ok(),
  ).toBe(true);
  const token = (await (await request.post("/api/jwt-auth/v1/token", { data: account })).json())
    .data.token as string;
  const info = await request.post("/api/wp/v2/users/me", {
    headers: { authorization: `Bearer ${token}` },
    data: { first_name: "Tai Man", last_name: "Chan", phone: "91234567" },
  });
  expect(info.ok()).toBe(true);
  return { ...account, token };
}

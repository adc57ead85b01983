import type { APIRequestContext } from "@playwright/test";
import { bearer, tokenOf } from "./accounts.ts";
import { expect } from "./fixtures.ts";

/**
 * A place as a story needs it: saved through `place/save` by its owner, then approved by the
 * demo admin, so it is published. Returns its id.
 */
export async function approvedPlace(
  request: APIRequestContext,
  ownerToken: string,
  place: Record<string, unknown>,
): Promise<number> {
  const saved = await request.post("/api/listar/v1/place/save", {
    headers: bearer(ownerToken),
    data: place,
  });
  const body = await saved.json();
  expect(saved.status(), JSON.stringify(body)).toBe(200);
  const approved = await request.post("/api/listar/v1/place/approve", {
    headers: bearer(await tokenOf(request, "demo-admin")),
    data: { post_id: body.post_id, revision: body.revision },
  });
  expect(await approved.json()).toMatchObject({ success: true, post_status: "publish" });
  return body.post_id as number;
}

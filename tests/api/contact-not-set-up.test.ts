import { expect, it } from "vitest";
import { enquiries } from "../../src/db/schema.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { startTestApp } from "../support/test-app.ts";

it("takes no enquiry when no contact address is configured, and keeps nothing", async () => {
  const t = await startTestApp("pglite", { CONTACT_EMAIL: "" });
  try {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/site/v1/enquiry?lang=en",
      payload: { name: "陳大文", contact: "chan@example.com", message: "你好", consent: true },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      code: "enquiry_contact_not_set_up",
      message:
        "Contact details have not been set up on this website yet, so it cannot take enquiries for now.",
      data: { status: 503, request_id: REQUEST_ID },
    });
    expect(await t.database.db.select().from(enquiries)).toEqual([]);
  } finally {
    await t.close();
  }
});

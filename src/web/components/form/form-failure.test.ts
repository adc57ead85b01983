import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { failureMessage } from "./form-failure.ts";

const t = (key: string) => `t:${key}`;

describe("failureMessage", () => {
  it("puts field messages under the fields and points at them", () => {
    const show = vi.fn(() => true);
    const error = new ApiError({
      kind: "server",
      message: "Invalid: email",
      params: { email: "Not an e-mail" },
    });
    expect(failureMessage(error, show, t)).toBe("t:app.form.fixErrors");
    expect(show).toHaveBeenCalledWith({ email: "Not an e-mail" });
  });

  it("shows the server's message when no field matched", () => {
    const error = new ApiError({ kind: "server", message: "The account has been deactivated" });
    expect(failureMessage(error, () => false, t)).toBe("The account has been deactivated");
  });

  it("says nothing for a dead session, and 'unknown error' for anything that is not an API error", () => {
    expect(
      failureMessage(new ApiError({ kind: "session", message: "x" }), () => false, t),
    ).toBeNull();
    expect(failureMessage(new Error("boom"), () => false, t)).toBe("t:error.unknown");
  });
});

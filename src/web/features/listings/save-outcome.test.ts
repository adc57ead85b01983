import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { fieldOf, savedNotice } from "./save-outcome.ts";

const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) =>
  translate(MESSAGES.en, key, vars);

describe("what the owner is told after a save", () => {
  it("says a new or unpublished place waits for an admin as a whole", () => {
    const answer = { post_status: "pending", review: null, message: "Sent." };
    expect(savedNotice(answer, null, "Noodles", t)).toBe(
      "“Noodles” has been sent and is waiting for an admin's review.",
    );
    expect(savedNotice(answer, 4, "Noodles", t)).toContain("waiting for an admin's review");
  });

  it("gives the server's words when a published place's changes wait for review", () => {
    const answer = {
      post_status: "publish",
      review: { revision_id: 3, status: "pending" as const },
      message: "Saved. Opening hours are live now; the other changes are waiting for review.",
    };
    expect(savedNotice(answer, 4, "Noodles", t)).toBe(answer.message);
    expect(savedNotice({ ...answer, message: "" }, 4, "Noodles", t)).toBe(
      MESSAGES.en["listings.review.pending"],
    );
  });

  it("says an edit that changed only live fields is live, and a new admin's place published", () => {
    const answer = { post_status: "publish", review: null, message: "Published." };
    expect(savedNotice(answer, 4, "Noodles", t)).toBe("Your changes to “Noodles” are live.");
    expect(savedNotice(answer, null, "Noodles", t)).toBe("“Noodles” is published.");
  });

  it("names the form's spot for a server field", () => {
    expect(fieldOf("tax_input[listar_category]")).toBe("tax_input");
    expect(fieldOf("opening_hour[mon]")).toBe("opening_hours");
    expect(fieldOf("state")).toBe("city");
    expect(fieldOf("social_network[facebook]")).toBe("social_network.facebook");
    expect(fieldOf("title_en")).toBe("title_en");
  });
});

import { describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import { PERSONAL_INFO_FIELDS } from "../../../shared/accounts/personal-info.ts";
import { editProfileSchema } from "./personal-info-schema.ts";

const BLANK_FORM = {
  display_name: "",
  last_name: "",
  first_name: "",
  email: "",
  phone: "",
  birthday: "",
  gender: "",
  url: "",
  description: "",
  old_password: "",
};

describe("editProfileSchema", () => {
  it("requires the personal info the server keeps, besides the display name and address", () => {
    const result = safeParse(editProfileSchema, BLANK_FORM);
    const refused = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(new Set(refused)).toEqual(new Set([...PERSONAL_INFO_FIELDS, "display_name", "email"]));
  });
});

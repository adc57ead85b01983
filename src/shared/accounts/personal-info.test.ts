import { describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import {
  hasPersonalInfo,
  keepsPersonalInfoSchema,
  PERSONAL_INFO_FIELDS,
  personalInfoSchema,
  personalInfoShape,
} from "./personal-info.ts";

const complete = { first_name: "Tai Man", last_name: "Chan", phone: "91234567" };
const failing = (schema: Parameters<typeof safeParse>[0], input: unknown) => {
  const result = safeParse(schema, input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message]);
};

describe("personal info", () => {
  it("is one list: the schema checks exactly the listed fields", () => {
    expect(Object.keys(personalInfoShape).sort()).toEqual([...PERSONAL_INFO_FIELDS].sort());
  });

  it("is complete only when every field holds more than spaces", () => {
    expect(hasPersonalInfo(complete)).toBe(true);
    for (const field of PERSONAL_INFO_FIELDS) {
      expect(hasPersonalInfo({ ...complete, [field]: "" })).toBe(false);
      expect(hasPersonalInfo({ ...complete, [field]: "  " })).toBe(false);
    }
  });

  it("says why a blank field is needed, and still checks the phone's form", () => {
    expect(failing(personalInfoSchema, { first_name: " ", last_name: "", phone: "" })).toEqual([
      ["first_name", "accounts.error.personalInfoNeeded"],
      ["last_name", "accounts.error.personalInfoNeeded"],
      ["phone", "accounts.error.personalInfoNeeded"],
    ]);
    expect(failing(personalInfoSchema, { ...complete, phone: "call me" })).toEqual([
      ["phone", "accounts.error.phone"],
    ]);
    expect(failing(personalInfoSchema, { ...complete, last_name: "Chan\nURGENT" })).toEqual([
      ["last_name", "validation.singleLine"],
    ]);
  });

  it("keeps what an account has filled in: changed or left out, never blanked", () => {
    const keeps = keepsPersonalInfoSchema({ ...complete, phone: "" });
    expect(failing(keeps, {})).toEqual([]);
    expect(failing(keeps, { first_name: "Siu Ming", phone: "" })).toEqual([]);
    expect(failing(keeps, { first_name: "", last_name: " " })).toEqual([
      ["first_name", "accounts.error.personalInfoNeeded"],
      ["last_name", "accounts.error.personalInfoNeeded"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash.ts";

describe("password hashing", () => {
  it("stores scrypt with its parameters and a fresh salt, never the password", async () => {
    const first = await hashPassword("correct horse battery");
    const second = await hashPassword("correct horse battery");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("horse");
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("treats the same text in another Unicode form as the same password", async () => {
    const hash = await hashPassword("caf\u00e9-密碼-2025");
    expect(await verifyPassword("cafe\u0301-密碼-2025", hash)).toBe(true);
  });

  it("still verifies a hash made with other cost parameters", async () => {
    const hash = await hashPassword("pw-one-two-three");
    const [, , , , salt] = hash.split("$");
    const { scryptSync } = await import("node:crypto");
    const cheap = scryptSync("pw-one-two-three", Buffer.from(salt!, "base64url"), 32, {
      N: 1024,
      r: 8,
      p: 1,
    });
    const stored = `scrypt$1024$8$1$${salt}$${cheap.toString("base64url")}`;
    expect(await verifyPassword("pw-one-two-three", stored)).toBe(true);
  });

  it.each([
    "",
    "plain",
    "bcrypt$10$abc",
    "scrypt$x$8$1$c2FsdA$a2V5",
    "scrypt$1024$8$1$c2FsdA$",
    "scrypt$1000$8$1$c2FsdA$a2V5",
  ])("rejects an unreadable hash %j instead of throwing", async (stored) => {
    expect(await verifyPassword("anything", stored)).toBe(false);
  });
});

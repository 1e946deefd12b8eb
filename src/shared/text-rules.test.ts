import { describe, expect, it } from "vitest";
import { z } from "zod";
import { signUpRequestSchema } from "@/shared/auth-schemas";
import { profileUpdateSchema } from "@/shared/profile-schemas";
import { contactSchema } from "@/shared/public-forms";
import { cleanName, hasForbiddenKey, personNameField, withSafeKeys } from "@/shared/text-rules";

describe("person names", () => {
  const name = personNameField(80);

  it("normalises to NFC and strips control and bidi-override characters", () => {
    expect(cleanName("Zoe\u0308")).toBe("Zoë");
    expect(cleanName("Ma\u0000ra")).toBe("Ma ra");
    expect(cleanName("Mara\u202E Muster\u202C")).toBe("Mara Muster");
    expect(cleanName("Max\r\nBcc: evil@example.org")).toBe("Max Bcc: evil@example.org");
    expect(cleanName("  Ada \t Lovelace  ")).toBe("Ada Lovelace");
    expect(name.parse("👩‍🔬 Ada")).toBe("👩‍🔬 Ada");
  });

  it("requires a visible character and at most the maximum length", () => {
    for (const value of ["", "   ", "\u0000", "\u202E", "\u200B\u200B", "\u200D", "\u0301", 42]) {
      expect(name.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(name.safeParse("x".repeat(81)).success).toBe(false);
    expect(name.safeParse("x".repeat(200_000)).success).toBe(false);
    expect(name.safeParse("x".repeat(80)).success).toBe(true);
  });

  it("is the rule of sign-up, profile and contact form", () => {
    const hostile = "\u202E\u200B";
    expect(
      signUpRequestSchema.safeParse({
        name: hostile,
        email: "a@b.de",
        password: "secret123",
        ageConfirmed: true,
      }).success,
    ).toBe(false);
    expect(profileUpdateSchema.safeParse({ fullName: hostile }).success).toBe(false);
    expect(contactSchema.safeParse({ name: hostile, email: "a@b.de", message: "Hallo" }).success).toBe(false);
    const contact = contactSchema.parse({ name: "Max\r\nBcc: x@y.de", email: "a@b.de", message: "Hallo" });
    expect(contact.name).toBe("Max Bcc: x@y.de");
  });
});

describe("prototype keys", () => {
  it("are found at any depth, as parsed from JSON", () => {
    expect(hasForbiddenKey(JSON.parse('{"__proto__":1}'))).toBe(true);
    expect(hasForbiddenKey(JSON.parse('{"a":[{"b":{"constructor":{}}}]}'))).toBe(true);
    expect(hasForbiddenKey(JSON.parse('[{"prototype":null}]'))).toBe(true);
    expect(hasForbiddenKey({ a: [1, "__proto__", { b: "constructor" }] })).toBe(false);
  });

  it("make a wrapped schema fail before it looks at the value", () => {
    const schema = withSafeKeys(z.record(z.string(), z.boolean()));
    expect(schema.safeParse(JSON.parse('{"__proto__":true}')).success).toBe(false);
    expect(schema.safeParse(JSON.parse('{"ok":true}')).success).toBe(true);
  });
});

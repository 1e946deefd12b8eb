import { describe, expect, it } from "vitest";
import { z } from "zod";
import { signUpRequestSchema } from "@/shared/auth-schemas";
import {
  adminEventInputSchema,
  announcementInputSchema,
  bulletinInputSchema,
  createBulletinSchema,
  createCommentSchema,
  createPostSchema,
  dailyImpulseInputSchema,
} from "@/shared/community";
import { profileUpdateSchema } from "@/shared/profile-schemas";
import { contactSchema } from "@/shared/public-forms";
import {
  cleanName,
  cleanText,
  hasForbiddenKey,
  hasLoneSurrogate,
  hasVisibleCharacter,
  personNameField,
  withSafeKeys,
} from "@/shared/text-rules";

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

describe("every user-written field (second security probe, finding 7; docs/security.md)", () => {
  const BLANK = ["\u3164", "\u2800", "\uFFA0", "\u115F\u1160", "\u3164 \u2800", "\u00AD", "\u180E", "\u3000"];

  it("refuses names that only look blank", () => {
    const name = personNameField(80);
    for (const value of BLANK) expect(name.safeParse(value).success, JSON.stringify(value)).toBe(false);
    expect(name.parse("Mara\u3164")).toBe("Mara");
    expect(hasVisibleCharacter("👩‍🔬")).toBe(true);
  });

  it("strips bidi controls from community text and requires a visible character", () => {
    const spoof = "Siehe https://evil.example/\u202Efdp.exe";
    expect(createPostSchema.parse({ title: `A\u202Eb`, description: spoof }).description).toBe(
      "Siehe https://evil.example/fdp.exe",
    );
    expect(createCommentSchema.parse({ text: `\u2067${spoof}\u2069` }).text).toBe(
      "Siehe https://evil.example/fdp.exe",
    );
    expect(createBulletinSchema.parse({ category: "offer", title: "T\u200F", content: "x" }).title).toBe("T");
    // Line breaks are kept.
    expect(createCommentSchema.parse({ text: "eins\nzwei" }).text).toBe("eins\nzwei");
    for (const value of [...BLANK, "\u202E", "\u200B\u2066"]) {
      expect(createCommentSchema.safeParse({ text: value }).success, JSON.stringify(value)).toBe(false);
      expect(createPostSchema.safeParse({ title: value, description: "x" }).success).toBe(false);
    }
  });

  it("applies to what the team writes too, and to event links", () => {
    const event = { title: "T\u202E", date: "2030-01-01", time: "18:00" };
    expect(adminEventInputSchema.parse(event).title).toBe("T");
    expect(
      adminEventInputSchema.safeParse({ ...event, eventLink: "https://evil.example/\u202Efdp.exe" }).success,
    ).toBe(false);
    expect(announcementInputSchema.parse({ title: "A\u2066", content: "B", published: true }).title).toBe(
      "A",
    );
    expect(
      dailyImpulseInputSchema.safeParse({ content: "\u3164", publicationDate: "2030-01-01" }).success,
    ).toBe(false);
    expect(bulletinInputSchema.parse({ category: "offer", title: "x", content: "y\u202D" }).content).toBe(
      "y",
    );
    expect(contactSchema.safeParse({ name: "Ada", email: "a@b.de", message: "\u2800" }).success).toBe(false);
    expect(contactSchema.parse({ name: "Ada", email: "a@b.de", message: "Hi\u202E" }).message).toBe("Hi");
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

describe("hidden and abusive characters (issue 50, finding 10)", () => {
  it("removes tag characters, annotation marks, Mongolian selectors and selectors on plain letters", () => {
    const tags = [..."hidden"].map((ch) => String.fromCodePoint(0xe0000 + ch.charCodeAt(0))).join("");
    expect(cleanText(`Hallo${tags}\u{E0001} Welt`)).toBe("Hallo Welt");
    expect(cleanText("a\uFFF9b\uFFFAc\uFFFBd")).toBe("abcd");
    expect(cleanText("\u1820\u180B\u180C\u180D\u180F")).toBe("\u1820");
    expect(cleanText("a\uFE0Fb\uFE0E")).toBe("ab");
    expect(cleanName("Ad\u{E0061}a")).toBe("Ada");
  });

  it("keeps what writing needs: ZWJ, ZWNJ, emoji and keycap selectors, subdivision flags", () => {
    for (const text of ["👩🏽‍💻", "❤️", "#️⃣", "🏳️‍🌈", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "می‌خواهم", "क्‍ष"]) {
      expect(cleanText(text), text).toBe(text.normalize("NFC"));
    }
  });

  it("cuts a letter's combining marks after the fourth", () => {
    const zalgo = `Z${"\u0301\u0300\u0302\u0303\u0308".repeat(400)}`;
    // NFC first (Z + acute is Ź), then four marks on the letter.
    expect(cleanText(zalgo)).toBe("\u0179\u0300\u0302\u0303\u0308");
    expect(cleanText("Tiếng Việt")).toBe("Tiếng Việt");
  });

  it("refuses half a surrogate pair with a message, in names and texts", () => {
    expect(hasLoneSurrogate("a\uD800b")).toBe(true);
    expect(hasLoneSurrogate("🌱")).toBe(false);
    expect(personNameField(100).safeParse("Ada\uD800").error?.issues[0]?.message).toBe(
      "validation.nameInvalid",
    );
    expect(
      contactSchema.safeParse({ name: "Ada", email: "a@b.de", message: "Hi \uDC00", language: "de" }).error
        ?.issues[0]?.message,
    ).toBe("validation.messageInvalid");
  });
});

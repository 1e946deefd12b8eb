import { describe, expect, it } from "vitest";
import { linkInLanguage } from "@/shared/languages";

describe("linkInLanguage", () => {
  it("appends the language, keeping the rest of the link as it is", () => {
    expect(linkInLanguage("https://pj.test/reset-password?token=a%2Bb", "en")).toBe(
      "https://pj.test/reset-password?token=a%2Bb&lang=en",
    );
    expect(linkInLanguage("https://pj.test/week/2", "de")).toBe("https://pj.test/week/2?lang=de");
    expect(linkInLanguage("https://pj.test/?x=1#start", "en")).toBe("https://pj.test/?x=1&lang=en#start");
  });

  it("leaves a link that already names a language alone", () => {
    expect(linkInLanguage("https://pj.test/login?lang=de", "en")).toBe("https://pj.test/login?lang=de");
  });

  it("carries the language through the API to the page a verification link redirects to", () => {
    const url = `https://pj.test/api/auth/verify-email?token=t&callbackURL=${encodeURIComponent("/payment?plan=core")}`;
    const out = new URL(linkInLanguage(url, "en"));
    expect(out.pathname).toBe("/api/auth/verify-email");
    expect(out.searchParams.get("token")).toBe("t");
    expect(out.searchParams.get("callbackURL")).toBe("/payment?plan=core&lang=en");
  });
});

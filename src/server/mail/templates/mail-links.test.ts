import { describe, expect, it } from "vitest";
import { resetPasswordMail } from "@/server/mail/templates/auth-mails";
import { reminderWelcomeMail } from "@/server/mail/templates/reminder-mails";
import { memberWeekReadyMail } from "@/server/mail/templates/weekly-reminder-mails";

/** Every link in a mail opens in the mail's language, also in a browser that never chose one. */
describe("links in mails", () => {
  const links = (text: string) => [...text.matchAll(/https?:\/\/[^\s<"]+/g)].map((m) => new URL(m[0]));

  it("the reset link carries the language of the mail", () => {
    for (const language of ["de", "en"] as const) {
      const mail = resetPasswordMail({
        to: "a@b.test",
        name: "A",
        language,
        url: "https://pj.test/reset-password?token=abc",
      });
      const found = links(mail.text);
      expect(found).toHaveLength(1);
      expect(found[0]!.searchParams.get("lang")).toBe(language);
      expect(found[0]!.searchParams.get("token")).toBe("abc");
      expect(mail.html).toContain(`token=abc&amp;lang=${language}`);
    }
  });

  it("reminder mails: the button and every footer link", () => {
    const welcome = reminderWelcomeMail({
      language: "en",
      startUrl: "https://pj.test/",
      unsubscribeUrl: "https://pj.test/erinnerungen/abmelden?token=x",
    });
    const member = memberWeekReadyMail({
      language: "en",
      name: "A",
      week: 2,
      weekTitle: "Values",
      tagline: "…",
      weekUrl: "https://pj.test/week/2",
      profileUrl: "https://pj.test/profile",
      offUrl: "https://pj.test/erinnerungen/wochenmail-abbestellen?token=y",
    });
    for (const mail of [welcome, member]) {
      const found = links(mail.text);
      expect(found.length).toBeGreaterThanOrEqual(2);
      for (const url of found) expect(url.searchParams.get("lang"), url.href).toBe("en");
    }
  });
});

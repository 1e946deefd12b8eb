import { describe, expect, it } from "vitest";
import { checkEmail, EMAIL_MAX } from "@/client/features/landing/email-check";
import { EMAIL_MAX as SHARED_EMAIL_MAX } from "@/shared/auth-limits";
import { emailField } from "@/shared/auth-schemas";

describe("checkEmail", () => {
  it("uses the shared e-mail limit", () => {
    expect(EMAIL_MAX).toBe(SHARED_EMAIL_MAX);
  });

  it("agrees with the server's schema on common good and bad input", () => {
    const cases = [
      "ada@example.org",
      "  Ada.Lovelace+news@Example.ORG ",
      "",
      "   ",
      "ada@",
      "ada example.org",
      "<script>@x.de",
      `${"a".repeat(250)}@x.de`,
    ];
    for (const value of cases) {
      const server = emailField.safeParse(value);
      const client = checkEmail(value);
      expect(client.error === undefined, value).toBe(server.success);
      if (!server.success) expect(client.error).toBe(server.error.issues[0]!.message);
      else expect(client.email).toBe(server.data);
    }
  });
});

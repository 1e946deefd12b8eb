import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { AuditEntry } from "@/shared/admin";
import type { AuditDetails, AuditValue } from "@/shared/audit-items";

type T = TFunction<"admin">;

/** A member by their pseudonym (decision 193): "Mitglied 3f9a2c1b0d" / "Member 3f9a2c1b0d". */
export function memberLabel(t: T, ref: string): string {
  return t("audit.member", { ref });
}

function value(t: T, v: AuditValue | undefined): string {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "object") return memberLabel(t, v.member);
  if (typeof v === "boolean") return v ? t("users.yes") : t("users.no");
  if (typeof v === "number") return String(v);
  // Keys (draft, published, daily, team, post …) are translated; dates, times and titles stay.
  return t(`audit.values.${v}` as "audit.values.draft", { defaultValue: v });
}

const field = (t: T, key: string) => t(`audit.fields.${key}` as "audit.fields.date", { defaultValue: key });

/** What an entry did, in the page's language. */
export function auditDetailsText(t: T, details: AuditDetails): string {
  switch (details.type) {
    case "created":
    case "deleted":
    case "noted": {
      const parts = Object.entries(details.values).map(([key, v]) => `${field(t, key)}: ${value(t, v)}`);
      return parts.join(" · ");
    }
    case "changed":
      return details.changes.length === 0
        ? t("audit.noChanges")
        : details.changes
            .map((change) =>
              "from" in change || "to" in change
                ? `${field(t, change.field)}: ${value(t, change.from)} → ${value(t, change.to)}`
                : t("audit.fieldChanged", { field: field(t, change.field) }),
            )
            .join(" · ");
    case "role":
      return details.to === "admin" ? t("audit.roleToAdmin") : t("audit.roleToUser");
    case "badge":
      return details.granted
        ? t("audit.badgeGranted", { badge: t(`users.badge.${details.badge}` as "users.badge.graduate") })
        : t("audit.badgeRevoked", { badge: t(`users.badge.${details.badge}` as "users.badge.graduate") });
  }
}

/** The item line: the team's title, or the member an entry is about (their name while they exist). */
export function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation("admin");
  const subject = entry.subjectName ?? (entry.subjectRef ? memberLabel(t, entry.subjectRef) : null);
  const details = entry.details ? auditDetailsText(t, entry.details) : entry.summary;
  return (
    <>
      {entry.itemTitle ? <p className="break-words">{entry.itemTitle}</p> : null}
      {subject ? <p className="break-words">{subject}</p> : null}
      {details ? <p className="mt-1 text-muted">{details}</p> : null}
    </>
  );
}

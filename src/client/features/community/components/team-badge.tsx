import ShieldCheck from "lucide-react/icons/shield-check";
import { useTranslation } from "react-i18next";

/**
 * Marks what the team wrote. The server decides it from the author's role, so a member who copies
 * an admin's name shows without it (second security probe, finding 7; docs/security.md).
 */
export function TeamBadge() {
  const { t } = useTranslation("community");
  return (
    <span
      title={t("teamBadgeLabel")}
      className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent"
    >
      <ShieldCheck aria-hidden size={12} />
      {t("teamBadge")}
      <span className="sr-only">{` – ${t("teamBadgeLabel")}`}</span>
    </span>
  );
}

import { Award } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/client/components/ui/card";

/**
 * Shown only to graduates. The download itself is a later issue, so the card says "coming soon"
 * rather than offering a button that does nothing.
 */
export function DownloadsCard() {
  const { t } = useTranslation("dashboard");
  return (
    <Card aria-labelledby="downloads-title">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
        <Award aria-hidden size={14} />
        {t("downloads.badge")}
      </p>
      <h2 id="downloads-title" className="mt-3 text-xl font-semibold">
        {t("downloads.title")}
      </h2>
      <p className="mt-1 text-muted">{t("downloads.text")}</p>
      <p className="mt-3 text-sm font-medium">{t("downloads.soon")}</p>
    </Card>
  );
}

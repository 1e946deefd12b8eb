import Sparkles from "lucide-react/icons/sparkles";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
import { paths } from "@/shared/routes";

/** The free plan's "ads": our own note inviting an upgrade, no third-party network, no tracking. */
export function HouseBanner() {
  const { t } = useTranslation("dashboard");
  return (
    <aside
      aria-label={t("banner.label")}
      className="flex flex-col gap-4 rounded-lg border border-accent/40 bg-accent-soft p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex gap-3">
        <Sparkles aria-hidden className="mt-1 shrink-0 text-accent" size={22} />
        <div>
          <p className="font-serif text-lg font-semibold">{t("banner.title")}</p>
          <p className="mt-1 leading-relaxed">{t("banner.text")}</p>
        </div>
      </div>
      <Link to={paths.payment} className={`${buttonClasses("primary", "md")} shrink-0`}>
        {t("banner.cta")}
      </Link>
    </aside>
  );
}

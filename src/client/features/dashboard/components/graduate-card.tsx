import Award from "lucide-react/icons/award";
import Download from "lucide-react/icons/download";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { cn } from "@/client/lib/cn";
import { GRADUATE_DOWNLOAD_ANCHOR } from "@/shared/routes";

/**
 * The graduate's card at the top of the dashboard (decision 190): congratulations, and a
 * link to the download card further down (below the main column on a phone).
 */
export function GraduateCard() {
  const { t } = useTranslation("dashboard");
  return (
    <Card aria-labelledby="graduate-title" className="border-accent/40 bg-accent-soft/40">
      <div className="flex items-start gap-3">
        <Award aria-hidden size={28} className="mt-0.5 shrink-0 text-accent" />
        <div>
          <h2 id="graduate-title" className="text-xl font-semibold">
            {t("graduate.title")}
          </h2>
          <p className="mt-1 text-muted">{t("graduate.text")}</p>
          <a href={`#${GRADUATE_DOWNLOAD_ANCHOR}`} className={cn(buttonClasses("primary", "md"), "mt-3")}>
            <Download aria-hidden size={18} />
            {t("graduate.action")}
          </a>
        </div>
      </div>
    </Card>
  );
}

import MonitorDown from "lucide-react/icons/monitor-down";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import { useInstallOffer } from "@/client/lib/install-prompt";

/** "Als App installieren": only when the browser offers it, never a banner (decision 210). */
export function InstallAppEntry({ className }: { className?: string }) {
  const { t } = useTranslation();
  const install = useInstallOffer();
  if (!install) return null;
  return (
    <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted", className)}>
      <Button variant="secondary" size="sm" onClick={() => void install()}>
        <MonitorDown aria-hidden size={16} />
        {t("app.install")}
      </Button>
      <span>{t("app.installHint")}</span>
    </div>
  );
}

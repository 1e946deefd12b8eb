import { useMutation } from "@tanstack/react-query";
import Award from "lucide-react/icons/award";
import Download from "lucide-react/icons/download";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { downloadReflections } from "@/client/lib/reflection-download";
import { toast } from "@/client/lib/toast";
import { DOWNLOAD_MODES, type DownloadMode } from "@/shared/download-modes";
import { isLanguage } from "@/shared/languages";
import { GRADUATE_DOWNLOAD_ANCHOR } from "@/shared/routes";

/**
 * The graduate's download card (spec section 3): questions only (default) or with the member's own
 * answers, a generating state, then the file and a toast. Shown only to graduates by its parents.
 */
export function ReflectionDownloadCard() {
  const { t, i18n } = useTranslation("downloads");
  const id = useId();
  const [mode, setMode] = useState<DownloadMode>("questions");
  const download = useMutation({
    mutationFn: (chosen: DownloadMode) =>
      downloadReflections(chosen, isLanguage(i18n.language) ? i18n.language : "de"),
    onSuccess: () => toast.success(t("successTitle"), { description: t("successText") }),
    onError: () => toast.error(t("errorTitle"), { description: t("errorText") }),
  });
  return (
    <Card aria-labelledby={`${id}-title`} id={GRADUATE_DOWNLOAD_ANCHOR} className="scroll-mt-24">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
        <Award aria-hidden size={14} />
        {t("badge")}
      </p>
      <h2 id={`${id}-title`} className="mt-3 text-xl font-semibold">
        {t("title")}
      </h2>
      <p className="mt-1 text-muted">{t("text")}</p>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium">{t("mode")}</legend>
        <div className="mt-2 space-y-2">
          {DOWNLOAD_MODES.map((option) => (
            <label key={option} className="flex cursor-pointer items-center gap-2.5">
              <input
                type="radio"
                name={`${id}-mode`}
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
                className="h-4 w-4 accent-primary"
              />
              {t(option)}
            </label>
          ))}
        </div>
      </fieldset>
      <Button className="mt-4" onClick={() => download.mutate(mode)} disabled={download.isPending}>
        {download.isPending ? (
          <LoaderCircle aria-hidden size={18} className="animate-spin" />
        ) : (
          <Download aria-hidden size={18} />
        )}
        {download.isPending ? t("generating") : t("download")}
      </Button>
    </Card>
  );
}

import Send from "lucide-react/icons/send";
import Sparkles from "lucide-react/icons/sparkles";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { Textarea } from "@/client/components/ui/input";
import { toast } from "@/client/lib/toast";

/** Shown on every week: visible, labelled beta for Deep, and honest that it is not there yet. */
export function AiCompanion() {
  const { t } = useTranslation("week");
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center gap-3">
        <Sparkles aria-hidden className="text-accent" size={22} />
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t("ai.title")}
        </h2>
        <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold tracking-wide text-accent uppercase">
          {t("ai.beta")}
        </span>
      </div>
      <p className="mt-2 text-muted">{t("ai.text")}</p>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("ai.inputLabel")}
      </label>
      <div className="mt-4 flex gap-2">
        <Textarea
          id={`${id}-input`}
          disabled
          placeholder={t("ai.placeholder")}
          className="h-11 min-h-11! flex-1 resize-none"
          rows={1}
        />
        <Button disabled size="icon" aria-label={t("ai.send")} className="h-11 w-11">
          <Send aria-hidden size={18} />
        </Button>
      </div>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => toast.info(t("ai.comingSoon"))}>
        <Sparkles aria-hidden size={16} />
        {t("ai.feedback")}
      </Button>
    </Card>
  );
}

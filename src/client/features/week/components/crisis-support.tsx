import HeartHandshake from "lucide-react/icons/heart-handshake";
import Phone from "lucide-react/icons/phone";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";
import { crisisHelplines, telHref } from "@/content/crisis-helplines";
import type { Week1Content } from "@/content/weeks/week-1-shape";
import type { Language } from "@/shared/languages";

/** Week 1's emotional-content warning, and the dialog with the helplines of the current language. */
export function CrisisSupport({
  content,
  language,
}: {
  content: Pick<Week1Content, "warning" | "crisis">;
  language: Language;
}) {
  const { t } = useTranslation("week");
  const [open, setOpen] = useState(false);
  return (
    <aside
      className="rounded-lg border border-warning/40 bg-warning-soft p-5"
      aria-labelledby="warning-title"
    >
      <div className="flex gap-3">
        <HeartHandshake aria-hidden size={24} className="mt-0.5 shrink-0 text-warning" />
        <div>
          <h2 id="warning-title" className="font-serif text-lg font-semibold">
            {content.warning.title}
          </h2>
          <p className="mt-1 leading-relaxed">{content.warning.text}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
            {content.warning.action}
          </Button>
        </div>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={content.crisis.title}
        description={content.crisis.intro}
        closeLabel={t("crisis.close")}
      >
        <ul className="space-y-3">
          {crisisHelplines[language].map((line) => (
            <li key={line.number} className="rounded-md border border-border p-3">
              <a
                href={telHref(line.number)}
                className="flex items-center gap-2 text-xl font-semibold text-primary underline-offset-4 hover:underline"
                aria-label={t("crisis.call", { number: line.number })}
              >
                <Phone aria-hidden size={18} />
                {line.number}
              </a>
              <p className="mt-1 font-medium">{line.name}</p>
              <p className="text-sm text-muted">{line.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted">{content.crisis.closing}</p>
        <Button className="mt-4 w-full" onClick={() => setOpen(false)}>
          {t("crisis.close")}
        </Button>
      </Dialog>
    </aside>
  );
}

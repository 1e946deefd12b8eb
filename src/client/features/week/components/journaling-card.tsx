import NotebookPen from "lucide-react/icons/notebook-pen";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { Textarea } from "@/client/components/ui/input";
import { ConflictNoticeSlot } from "@/client/features/week/components/conflict-notice-slot";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { cn } from "@/client/lib/cn";
import { wholeNumber } from "@/client/lib/format";
import type { JournalingContent } from "@/content/journey-types";
import { REFLECTION_MAX_LENGTH } from "@/shared/journey-fields";

/** The week's free text. Over the limit it stays on the page and on this device, and is not sent. */
export function JournalingCard({
  content,
  autosave,
}: {
  content: JournalingContent;
  autosave: WeekAutosave;
}) {
  const { t, i18n } = useTranslation("week");
  const id = useId();
  const text = autosave.value<string>("reflection", "");
  const tooLong = text.length > REFLECTION_MAX_LENGTH;
  const conflict = autosave.conflict("reflection");
  return (
    <Card className="border-primary/30 bg-primary-soft/40">
      <div className="flex items-center gap-3">
        <NotebookPen aria-hidden className="text-primary" size={24} />
        <h2 className="text-2xl font-semibold">{content.title}</h2>
      </div>
      <p className="mt-2 text-muted">{content.description}</p>
      {conflict ? (
        <div className="mt-4">
          <ConflictNoticeSlot
            conflict={conflict}
            onResolve={(value) => autosave.resolve("reflection", value)}
          />
        </div>
      ) : null}
      <label htmlFor={`${id}-text`} className="mt-5 block font-serif text-lg font-medium">
        {content.prompt}
      </label>
      <Textarea
        id={`${id}-text`}
        value={text}
        placeholder={content.placeholder}
        onChange={(event) => autosave.set("reflection", event.target.value)}
        aria-invalid={tooLong || undefined}
        // Not the counter: a screen reader reads a field's changed description after every keystroke
        // (heard in the Orca pass, docs/accessibility.md). The counter stays on the page to be read.
        aria-describedby={tooLong ? `${id}-error` : undefined}
        className="mt-2 min-h-56 bg-surface sm:min-h-64"
      />
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <p id={`${id}-counter`} className={cn("text-sm", tooLong ? "font-medium text-danger" : "text-muted")}>
          {/* `wholeNumber`, not i18next's `number` format: its Intl.NumberFormat cost the week's first
              render 40–55 ms for the browser's number data (decision 231). */}
          {t("journaling.counter", {
            length: wholeNumber(text.length, i18n.language),
            max: wholeNumber(REFLECTION_MAX_LENGTH, i18n.language),
          })}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void autosave.flush()}>
          {t("journaling.save")}
        </Button>
      </div>
      {tooLong ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
          {t("journaling.tooLong", { max: wholeNumber(REFLECTION_MAX_LENGTH, i18n.language) })}
        </p>
      ) : null}
    </Card>
  );
}

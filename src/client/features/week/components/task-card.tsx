import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/client/components/ui/checkbox";
import { cn } from "@/client/lib/cn";
import type { TaskContent } from "@/content/journey-types";

type TaskCardProps = {
  task: TaskContent;
  index: number;
  done: boolean;
  onDoneChange: (done: boolean) => void;
};

/** One exercise: opens and closes, and can be ticked off or on again at any time. */
export function TaskCard({ task, index, done, onDoneChange }: TaskCardProps) {
  const { t } = useTranslation("week");
  const [open, setOpen] = useState(!done);
  const bodyId = useId();
  return (
    <article
      className={cn(
        "rounded-lg border bg-surface shadow-sm transition-colors",
        done ? "border-success/40" : "border-border",
      )}
    >
      <div className="flex items-start gap-3 p-4 sm:p-5">
        <span
          aria-hidden
          className={cn(
            "mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
            done ? "bg-success-soft text-success" : "bg-primary-soft text-primary",
          )}
        >
          {index + 1}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-serif text-lg font-semibold leading-snug">
            <button
              type="button"
              // The state is in aria-expanded; in the name it would make the heading read as an action.
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => setOpen((value) => !value)}
              className="flex w-full items-start justify-between gap-3 text-left"
            >
              <span>{task.title}</span>
              <ChevronDown
                aria-hidden
                size={20}
                className={cn("mt-1 shrink-0 text-muted transition-transform", open && "rotate-180")}
              />
            </button>
          </h3>
          <div className="mt-2">
            <Checkbox
              checked={done}
              onCheckedChange={onDoneChange}
              label={
                <>
                  <span className="sr-only">{task.title}: </span>
                  {t("tasks.done")}
                </>
              }
            />
          </div>
        </div>
      </div>
      <div id={bodyId} hidden={!open} className="border-t border-border px-4 pt-4 pb-5 sm:px-5">
        <p className="leading-relaxed">{task.description}</p>
        <ul className="mt-3 space-y-2">
          {task.content.map((line) => (
            <li key={typeof line === "string" ? line : line.subtitle} className="flex gap-2 leading-relaxed">
              <span aria-hidden className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" />
              {typeof line === "string" ? (
                <span>{line}</span>
              ) : (
                <span>
                  <strong className="font-semibold">{line.subtitle}</strong> {line.text}
                </span>
              )}
            </li>
          ))}
        </ul>
        {task.note ? (
          <p className="mt-4 rounded-md bg-surface-muted p-3 text-sm text-muted">
            <strong className="font-semibold text-foreground">{t("tasks.note")}:</strong> {task.note}
          </p>
        ) : null}
        {task.challenge ? (
          <p className="mt-3 rounded-md bg-accent-soft p-3 text-sm">
            <strong className="font-semibold">{t("tasks.challenge")}:</strong> {task.challenge}
          </p>
        ) : null}
      </div>
    </article>
  );
}

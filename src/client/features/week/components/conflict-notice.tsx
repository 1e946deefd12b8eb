import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { choiceKey } from "@/shared/journey-fields";

/** "Keep both" for each kind of field: texts one after another, lists united, ticks kept if set anywhere. */
export function mergeValues(mine: unknown, theirs: unknown): unknown {
  if (typeof mine === "string" && typeof theirs === "string") return theirs ? `${mine}\n\n${theirs}` : mine;
  if (Array.isArray(mine) && Array.isArray(theirs) && [...mine, ...theirs].some(isItemWithId)) {
    // Drafts: one list with every draft of both versions, each once.
    const seen = new Set(mine.filter(isItemWithId).map((item) => item.id));
    return [...mine, ...theirs.filter((item) => !isItemWithId(item) || !seen.has(item.id))];
  }
  if (Array.isArray(mine) && Array.isArray(theirs)) {
    const seen = new Set(mine.map((item) => choiceKey(String(item))));
    return [...mine, ...theirs.filter((item) => !seen.has(choiceKey(String(item))))];
  }
  if (mine && theirs && typeof mine === "object" && typeof theirs === "object") {
    const merged: Record<string, boolean> = { ...(theirs as Record<string, boolean>) };
    for (const [key, value] of Object.entries(mine as Record<string, boolean>))
      merged[key] = value || merged[key] === true;
    return merged;
  }
  return mine;
}

function isItemWithId(item: unknown): item is { id: string; text?: unknown } {
  return typeof item === "object" && item !== null && typeof (item as { id?: unknown }).id === "string";
}

function Preview({ value, labels }: { value: unknown; labels?: Record<string, string> }) {
  const { t } = useTranslation("week");
  let text: string;
  if (typeof value === "string") text = value;
  else if (Array.isArray(value))
    text = value
      .map((item) =>
        isItemWithId(item) ? String(item.text ?? "") : (labels?.[String(item)] ?? String(item)),
      )
      .join(", ");
  else if (value && typeof value === "object") {
    text = Object.entries(value as Record<string, boolean>)
      .filter(([, on]) => on)
      .map(([key]) => labels?.[key] ?? key)
      .join(", ");
  } else text = "";
  return (
    <p className="max-h-48 overflow-y-auto rounded-md bg-surface-muted p-3 text-sm whitespace-pre-wrap">
      {text || t("conflict.empty")}
    </p>
  );
}

type ConflictNoticeProps = {
  conflict: { mine: unknown; theirs: unknown };
  onResolve: (value: unknown) => void;
  /** Whether a merged value could be stored (five values at most, say). */
  canMerge?: (merged: unknown) => boolean;
  labels?: Record<string, string>;
};

/** Two versions of one field, side by side, and the user decides; nothing is dropped silently. */
export function ConflictNotice({ conflict, onResolve, canMerge, labels }: ConflictNoticeProps) {
  const { t } = useTranslation("week");
  const merged = mergeValues(conflict.mine, conflict.theirs);
  return (
    <div role="alert" className="rounded-lg border border-danger/40 bg-danger-soft p-4 text-foreground">
      <p className="font-semibold">{t("conflict.title")}</p>
      <p className="mt-1 text-sm">{t("conflict.text")}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <p className="mb-1 text-sm font-medium">{t("conflict.mine")}</p>
          <Preview value={conflict.mine} labels={labels} />
        </div>
        <div>
          <p className="mb-1 text-sm font-medium">{t("conflict.theirs")}</p>
          <Preview value={conflict.theirs} labels={labels} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onResolve(conflict.mine)}>
          {t("conflict.keepMine")}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onResolve(conflict.theirs)}>
          {t("conflict.useTheirs")}
        </Button>
        {(canMerge?.(merged) ?? true) ? (
          <Button size="sm" variant="secondary" onClick={() => onResolve(merged)}>
            {t("conflict.keepBoth")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { COUNTER_THRESHOLD } from "@/shared/community-constants";

/** Shown only near the limit, so the form stays quiet for ordinary text. */
export function CharCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation("community");
  if (length < max * COUNTER_THRESHOLD) return null;
  const left = max - length;
  return (
    <p id={id} aria-live="polite" className={left < 0 ? "text-sm text-danger" : "text-sm text-muted"}>
      {left < 0 ? t("limit.over", { count: -left }) : t("limit.remaining", { count: left })}
    </p>
  );
}

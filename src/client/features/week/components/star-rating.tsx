import Star from "lucide-react/icons/star";
import X from "lucide-react/icons/x";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/client/lib/cn";
import { MAX_DRAFT_RATING } from "@/shared/journey-fields";

/**
 * No stars, or one to five, as a native radio group: arrow keys move between the choices, and screen
 * readers announce "3 stars, 4 of 6". "No stars" (a cross) comes first, left of the first star, so a rating
 * can be taken back to 0, which means not rated yet (decision 198).
 */
export function StarRating({
  label,
  rating,
  onChange,
}: {
  label: string;
  rating: number;
  onChange: (rating: number) => void;
}) {
  const { t } = useTranslation("week");
  const name = useId();
  const choices = Array.from({ length: MAX_DRAFT_RATING + 1 }, (_, i) => i);
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      {/* On a phone the "not rated yet" note goes below the six choices rather than out of the card. */}
      <div className="flex flex-wrap items-center gap-0.5">
        {choices.map((value) => (
          <span key={value} className="relative">
            <input
              id={`${name}-${value}`}
              type="radio"
              name={name}
              value={value}
              checked={rating === value}
              onChange={() => onChange(value)}
              className="peer sr-only"
            />
            <label
              htmlFor={`${name}-${value}`}
              title={value === 0 ? t("stars.zero") : undefined}
              className="flex h-9 w-9 cursor-pointer items-center justify-center rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-primary"
            >
              {value === 0 ? (
                <X aria-hidden size={20} className={cn(rating === 0 ? "text-foreground" : "text-muted")} />
              ) : (
                <Star
                  aria-hidden
                  size={22}
                  className={cn(value <= rating ? "fill-accent text-accent" : "text-muted")}
                />
              )}
              <span className="sr-only">
                {value === 0 ? t("stars.zero") : t("stars.label", { count: value })}
              </span>
            </label>
          </span>
        ))}
        <span className="ml-2 text-sm text-muted" aria-hidden>
          {rating === 0 ? t("stars.none") : `${rating}/${MAX_DRAFT_RATING}`}
        </span>
      </div>
    </fieldset>
  );
}

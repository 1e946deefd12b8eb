import { Star } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/client/lib/cn";
import { MAX_DRAFT_RATING } from "@/shared/journey-fields";

/**
 * One to five stars as a native radio group: arrow keys move between the stars, and screen readers
 * announce "3 stars, 3 of 5". A rating of 0 means not rated yet (no radio checked).
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
  const stars = Array.from({ length: MAX_DRAFT_RATING }, (_, i) => i + 1);
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <div className="flex items-center gap-0.5">
        {stars.map((value) => (
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
              className="flex h-9 w-9 cursor-pointer items-center justify-center rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-primary"
            >
              <Star
                aria-hidden
                size={22}
                className={cn(value <= rating ? "fill-accent text-accent" : "text-muted")}
              />
              <span className="sr-only">{t("stars.label", { count: value })}</span>
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

import { useId } from "react";
import { cn } from "@/client/lib/cn";

type Option<K extends string> = { key: K; label: string; description?: string };

/**
 * Choices as cards with real form controls underneath: radios for one choice, checkboxes for several,
 * so keyboard and screen readers work the way they expect.
 */
export function OptionCards<K extends string>({
  legend,
  description,
  options,
  selected,
  onChange,
  multiple,
  columns = 2,
}: {
  legend: string;
  description?: string;
  options: Option<K>[];
  selected: readonly K[];
  onChange: (next: K[]) => void;
  multiple: boolean;
  columns?: 1 | 2 | 3;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="font-serif text-2xl font-semibold">{legend}</legend>
      {description ? <p className="text-muted">{description}</p> : null}
      <div className={cn("grid gap-3", columns === 2 && "sm:grid-cols-2", columns === 3 && "sm:grid-cols-3")}>
        {options.map((option) => {
          const checked = selected.includes(option.key);
          const controlId = `${name}-${option.key}`;
          return (
            <label
              key={option.key}
              htmlFor={controlId}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border bg-surface p-4 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-primary",
                checked ? "border-primary bg-primary-soft" : "border-border hover:border-primary/60",
              )}
            >
              <input
                id={controlId}
                type={multiple ? "checkbox" : "radio"}
                name={name}
                value={option.key}
                checked={checked}
                onChange={(event) => {
                  if (!multiple) return onChange([option.key]);
                  onChange(
                    event.target.checked
                      ? [...selected, option.key]
                      : selected.filter((key) => key !== option.key),
                  );
                }}
                className="mt-1 h-4 w-4 shrink-0 accent-primary"
              />
              <span>
                <span className="block font-medium">{option.label}</span>
                {option.description ? (
                  <span className="mt-0.5 block text-sm text-muted">{option.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

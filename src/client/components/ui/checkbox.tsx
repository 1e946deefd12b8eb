import Check from "lucide-react/icons/check";
import { type ReactNode, useId } from "react";

type CheckboxProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  id?: string;
  disabled?: boolean;
  /** A translated error message, tied to the box (aria-invalid, aria-describedby). */
  error?: string;
};

export function Checkbox({ checked, onCheckedChange, label, id, disabled, error }: CheckboxProps) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const errorId = `${controlId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        {/* A native box: the server's page shows it as it will be, before any script has loaded,
            and it costs no JavaScript of its own. */}
        <span className="relative mt-0.5 flex h-5 w-5 shrink-0">
          <input
            type="checkbox"
            id={controlId}
            checked={checked}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onCheckedChange(event.target.checked)}
            className="peer h-5 w-5 cursor-pointer appearance-none rounded-sm border border-control bg-surface checked:border-primary checked:bg-primary disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger"
          />
          <Check
            aria-hidden
            size={14}
            strokeWidth={3}
            className="pointer-events-none absolute inset-0 m-auto hidden text-primary-foreground peer-checked:block"
          />
        </span>
        <label htmlFor={controlId} className="text-sm leading-relaxed">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

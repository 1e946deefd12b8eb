import { Check } from "lucide-react";
import { Checkbox as RadixCheckbox } from "radix-ui";
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
        <RadixCheckbox.Root
          id={controlId}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-sm border border-control bg-surface aria-invalid:border-danger data-[state=checked]:border-primary data-[state=checked]:bg-primary"
        >
          <RadixCheckbox.Indicator>
            <Check aria-hidden size={14} className="text-primary-foreground" strokeWidth={3} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
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

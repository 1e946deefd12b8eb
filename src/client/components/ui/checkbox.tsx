import { Check } from "lucide-react";
import { Checkbox as RadixCheckbox } from "radix-ui";
import { type ReactNode, useId } from "react";

type CheckboxProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  id?: string;
  disabled?: boolean;
};

export function Checkbox({ checked, onCheckedChange, label, id, disabled }: CheckboxProps) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  return (
    <div className="flex items-start gap-3">
      <RadixCheckbox.Root
        id={controlId}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-sm border border-border bg-surface data-[state=checked]:border-primary data-[state=checked]:bg-primary"
      >
        <RadixCheckbox.Indicator>
          <Check aria-hidden size={14} className="text-primary-foreground" strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={controlId} className="text-sm leading-relaxed">
        {label}
      </label>
    </div>
  );
}

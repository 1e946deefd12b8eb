import { cloneElement, type ReactElement, useId } from "react";

type FieldProps = {
  label: string;
  /** A translated error message; links the control with aria-describedby. */
  error?: string;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
};

/** A label, one control and its hint or error, wired together for screen readers. */
export function FormField({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const controlId = (children.props.id as string | undefined) ?? `${id}-control`;
  // The hint gives way to the error, so the control points at whichever of them is on the page.
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={controlId} className="text-sm font-medium">
        {label}
      </label>
      {cloneElement(children, {
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

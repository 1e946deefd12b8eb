import LoaderCircle from "lucide-react/icons/loader-circle";

/** A centred loading state with a visible, announced label. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div
      className="flex min-h-[40vh] items-center justify-center gap-3 text-muted"
      role="status"
      aria-live="polite"
    >
      <LoaderCircle aria-hidden className="animate-spin" size={22} />
      <span>{label}</span>
    </div>
  );
}

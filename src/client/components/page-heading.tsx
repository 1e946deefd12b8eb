import type { ReactNode } from "react";

/** A page's h1 (the document title comes from the route's loader: `lib/page-answer.ts`). */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8">
      {/* Long German compounds ("Datenschutzerklärung") are wider than a 320 px screen at this size. */}
      <h1 className="text-3xl font-semibold hyphens-auto break-words sm:text-4xl">{title}</h1>
      {children ? <div className="mt-3 text-lg text-muted">{children}</div> : null}
    </div>
  );
}

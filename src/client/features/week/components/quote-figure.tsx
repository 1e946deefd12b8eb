import QuoteIcon from "lucide-react/icons/quote";
import { quoted } from "@/client/lib/format";
import type { Quote } from "@/content/journey-types";
import type { Language } from "@/shared/languages";

/** A week's quote, with the quotation marks of the page's language. */
export function QuoteFigure({ quote, language }: { quote: Quote; language: Language }) {
  return (
    <figure className="rounded-lg bg-surface-muted px-6 py-8 text-center">
      <QuoteIcon aria-hidden className="mx-auto text-accent" size={28} />
      <blockquote className="mt-3 font-serif text-xl leading-relaxed sm:text-2xl">
        {quoted(quote.text, language)}
      </blockquote>
      <figcaption className="mt-3 text-sm text-muted">— {quote.author}</figcaption>
    </figure>
  );
}

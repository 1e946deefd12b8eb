import { cn } from "@/client/lib/cn";

// A URL ends before whitespace or anything that would have had to be escaped in it.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}»“”’]+$/;

type Part = { text: string; href?: string };

/** Splits member text into plain runs and http(s) links; nothing else ever becomes a link. */
export function linkParts(text: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const url = raw.replace(TRAILING_PUNCTUATION, "");
    if (start > last) parts.push({ text: text.slice(last, start) });
    if (isHttpUrl(url)) parts.push({ text: url, href: url });
    else parts.push({ text: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * What a member wrote, shown as text: React escapes it, line breaks stay, http(s) links become
 * links that pass no referrer and no ranking (user-generated content).
 */
export function UserText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn("break-words whitespace-pre-line", className)}>
      {linkParts(text).map((part, index) =>
        part.href ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text never move.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-primary underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text never move.
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

import { cloneElement, type ReactElement, type ReactNode } from "react";

/**
 * A translated sentence with one linked part, marked `<tag>…</tag>` in the catalog: the link gets
 * that part as its text. What react-i18next's Trans does for these sentences, without its HTML
 * parser (~5 KB gzip on the register page's first load, decision 131).
 */
export function LinkedText({
  text,
  tag,
  link,
}: {
  text: string;
  tag: string;
  link: ReactElement<{ children?: ReactNode }>;
}) {
  const [before, rest] = splitOnce(text, `<${tag}>`);
  if (rest === undefined) return text;
  const [inner, after = ""] = splitOnce(rest, `</${tag}>`);
  return (
    <>
      {before}
      {cloneElement(link, undefined, inner)}
      {after}
    </>
  );
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + separator.length)];
}

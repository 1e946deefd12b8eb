/**
 * The header's logo, drawn inline: the same drawing as `public/favicon.svg`. As an `<img>` the browser
 * fetched it and built a document of its own for it before the first paint; inline it is part of the
 * page's own layout.
 */
export function BrandMark() {
  return (
    <svg aria-hidden viewBox="0 0 64 64" width={28} height={28} className="shrink-0">
      <circle cx="32" cy="32" r="30" fill="#2f6f6a" />
      <path
        d="M20 40c4-10 8-16 12-16s8 6 12 16"
        fill="none"
        stroke="#faf7f2"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="32" cy="18" r="4" fill="#e6a15c" />
    </svg>
  );
}

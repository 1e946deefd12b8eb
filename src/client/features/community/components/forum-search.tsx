import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { useForumSearch } from "@/client/features/community/api/community-api";
import { HighlightedText } from "@/client/features/community/components/highlighted-text";
import { communityError } from "@/client/features/community/components/messages";
import { usePageLanguage } from "@/client/features/community/hooks/use-page-language";
import { ApiRequestError } from "@/client/lib/api";
import { useDates } from "@/client/lib/page-clock";
import { isSearchTooShort, SEARCH_MAX_LENGTH } from "@/shared/community-search";
import { paths } from "@/shared/routes";

/** 'Beiträge durchsuchen' above the forum (decision 186): results best first. */
export function ForumSearch() {
  const { longDate } = useDates();
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState("");
  const [query, setQuery] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const search = useForumSearch(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (isSearchTooShort(trimmed)) {
      setTooShort(true);
      setQuery(null);
      return;
    }
    setTooShort(false);
    setQuery(trimmed);
  };
  const clear = () => {
    setText("");
    setQuery(null);
    setTooShort(false);
  };
  const error = tooShort
    ? t("errors.search_too_short")
    : search.isError
      ? // Searches are limited per member (decision 253): a 429 says so, in the search's own words.
        search.error instanceof ApiRequestError && search.error.code === "rate_limited"
        ? t("search.rateLimited")
        : communityError(t, search.error)
      : null;

  return (
    <Card role="search" aria-labelledby={`${inputId}-label`}>
      <form method="get" onSubmit={submit} noValidate>
        <label
          id={`${inputId}-label`}
          htmlFor={inputId}
          className="flex items-center gap-2 text-lg font-semibold"
        >
          <Search aria-hidden size={18} className="text-primary" />
          {t("search.label")}
        </label>
        <div className="mt-2 flex gap-2">
          <Input
            id={inputId}
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t("search.placeholder")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">{t("search.submit")}</Button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </form>
      {query !== null && !search.isError ? (
        <div className="mt-4" aria-live="polite">
          <div className="flex items-center justify-between gap-2">
            <h3 className="min-w-0 font-sans text-base font-medium break-words">
              {t("search.results", { query })}
            </h3>
            <Button variant="ghost" size="sm" className="shrink-0 whitespace-nowrap" onClick={clear}>
              <X aria-hidden size={16} />
              {t("search.clear")}
            </Button>
          </div>
          {search.isPending ? (
            <p className="mt-2 text-muted">{t("search.searching")}</p>
          ) : search.data.items.length === 0 ? (
            <p className="mt-2 text-muted">{t("search.empty")}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-3">
              {search.data.items.map((item) => (
                <li key={item.postId} className="rounded-md border border-border p-3">
                  <p className="font-semibold break-words">
                    {/* Opens the post with its comments, as a notification's link does (post-card.tsx). */}
                    <Link
                      to={`${paths.community}?post=${encodeURIComponent(item.postId)}`}
                      className="underline decoration-1 underline-offset-2 hover:text-primary"
                    >
                      <HighlightedText text={item.title} terms={search.data.terms} />
                    </Link>
                  </p>
                  <p className="text-sm text-muted">
                    <time dateTime={item.createdAt}>{longDate(item.createdAt, language)}</time>
                    {item.matchedIn === "comment" ? ` · ${t("search.inComment")}` : null}
                  </p>
                  <p className="mt-1 text-sm break-words">
                    <HighlightedText text={item.excerpt} terms={search.data.terms} />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </Card>
  );
}

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ForumSearch } from "@/client/features/community/components/forum-search";
import { startClientI18n } from "@/client/i18n/i18n";
import { jsonResponse } from "@/client/test/fixtures";

const i18n = startClientI18n("de");

function renderSearch() {
  const router = createMemoryRouter([{ path: "/community", element: <ForumSearch /> }], {
    initialEntries: ["/community"],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const box = screen.getByRole("search", { name: "Beiträge durchsuchen" });
  return {
    box,
    search: async (text: string) => {
      const input = within(box).getByLabelText("Beiträge durchsuchen");
      await userEvent.clear(input);
      await userEvent.type(input, text);
      await userEvent.click(within(box).getByRole("button", { name: "Suchen" }));
      return input;
    },
  };
}

beforeAll(async () => {
  await i18n.changeLanguage("de");
  await i18n.loadNamespaces(["community", "common"]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the forum search box (issue 50, finding 7)", () => {
  it("refuses one-letter words in the page's language, keeps the text and asks nothing", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ items: [], terms: [] }));
    vi.stubGlobal("fetch", fetchMock);
    const { box, search } = renderSearch();
    const input = await search("a b c d e f g h");
    expect(within(box).getByRole("alert")).toHaveTextContent(
      "Bitte gib ein Wort mit mindestens zwei Buchstaben ein.",
    );
    expect(input).toHaveValue("a b c d e f g h");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says so when the member searched too often (429 rate_limited)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ error: { code: "rate_limited", message: "Too many requests" } }, 429)),
    );
    const { box, search } = renderSearch();
    await search("Woche 1");
    expect(await within(box).findByRole("alert")).toHaveTextContent(
      "Du hast gerade sehr oft gesucht. Bitte warte einen Moment.",
    );
  });
});

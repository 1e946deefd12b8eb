import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { initials } from "@/client/features/community/components/author-avatar";
import { linkParts, UserText } from "@/client/features/community/components/user-text";

describe("member text", () => {
  it("links only http(s) URLs and leaves trailing punctuation outside the link", () => {
    expect(linkParts("Siehe https://example.org/a?b=1. Danke")).toEqual([
      { text: "Siehe " },
      { text: "https://example.org/a?b=1", href: "https://example.org/a?b=1" },
      { text: ". Danke" },
    ]);
    expect(linkParts("javascript:alert(1) data:text/html,x ftp://example.org")).toEqual([
      { text: "javascript:alert(1) data:text/html,x ftp://example.org" },
    ]);
  });

  it("renders HTML as text, keeps line breaks and marks links as user content", () => {
    const { container } = render(
      <UserText text={'<img src=x onerror="alert(1)">\nzweite Zeile http://example.org'} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)">\nzweite Zeile http://example.org');
    const link = screen.getByRole("link", { name: "http://example.org" });
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("makes initials from the first and last name, '?' for an unknown author", () => {
    expect(initials("Anna Maria Alpha")).toBe("AA");
    expect(initials("bert")).toBe("B");
    expect(initials(null)).toBe("?");
    expect(initials("   ")).toBe("?");
  });
});

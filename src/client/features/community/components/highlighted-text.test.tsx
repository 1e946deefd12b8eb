import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HighlightedText } from "@/client/features/community/components/highlighted-text";

describe("highlighted search words", () => {
  it("marks words starting with a lower-case term, whatever their case, and renders HTML as text", () => {
    const { container } = render(
      <HighlightedText text={"Der Übergang <b>ÜBERGANGSZEIT</b> und Straße"} terms={["überg", "straße"]} />,
    );
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "Übergang",
      "ÜBERGANGSZEIT",
      "Straße",
    ]);
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe("Der Übergang <b>ÜBERGANGSZEIT</b> und Straße");
  });
});

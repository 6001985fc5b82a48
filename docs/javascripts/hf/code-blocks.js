// Code blocks (Other rules, For developers): Material puts each block's copy button in a <nav> of its own, so a
// page with several blocks has several unnamed navigation landmarks that say nothing about where they lead
// (axe: landmark-unique). A copy button needs no landmark around it: the <nav> becomes a plain container, and
// the button keeps its own name ("Copy to clipboard"). Material adds the buttons when it mounts the page's
// components, at the same moment as onPage or just after: an observer catches the late ones.
import { onPage } from "./pages.js";

const NAV = "nav.md-code__nav:not([role])";

function plain(root) {
  for (const nav of root.querySelectorAll(NAV)) nav.setAttribute("role", "none");
}

onPage(({ signal }) => {
  const content = document.querySelector(".md-content");
  if (!content || !content.querySelector("pre > code")) return;
  plain(content);
  const observer = new MutationObserver(() => plain(content));
  observer.observe(content, { childList: true, subtree: true });
  signal.addEventListener("abort", () => observer.disconnect(), { once: true });
});

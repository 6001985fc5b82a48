// "What happens if...?": find a situation by typing plain words, results as one types.
//
// The build drew every situation into the page (hf_core/site/finder.py) and shipped its index: nothing here needs
// Python. Each keystroke runs finder-search.js over the index and lists the closest situations as links to their
// sections (each situation has its own anchor). The query is kept in the page's link (?q=...), so a search can be
// shared and survives the language switch; it is only ever shown as text.
import { el, fmt, widgetKit } from "./dom.js";
import { search } from "./finder-search.js";
import { markInteractive, registerWidget } from "../loader.js";

const SHOWN = 5; // results listed

export function mount(element, engine) {
  const { ui } = widgetKit(element, engine);
  const index = JSON.parse(element.querySelector("script[data-hf-index]").textContent);
  const input = element.querySelector("input[name=q]");
  const status = element.querySelector("[data-hf-finder-status]");
  const results = element.querySelector("[data-hf-results]");
  const idle = status.textContent;

  function show(query) {
    const text = query.trim();
    if (!text) {
      results.replaceChildren();
      results.hidden = true;
      status.textContent = idle;
      element.dataset.hfFound = "";
      return;
    }
    const found = search(index, query, { typing: true, limit: SHOWN });
    results.replaceChildren(...found.map((r, i) => el("li", { "data-situation": r.id },
      el("a", { href: `#${r.id}`, class: i === 0 ? "hf-finder__hit is-first" : "hf-finder__hit" }, r.q))));
    results.hidden = !found.length;
    status.textContent = !found.length ? ui.none : found.length === 1 ? ui["found-one"]
      : fmt(ui.found, { n: found.length });
    element.dataset.hfFound = found.map((r) => r.id).join(" ");
  }

  function keep(query) {
    const url = new URL(window.location.href);
    if (query.trim()) url.searchParams.set("q", query.slice(0, 200));
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url.href);
  }

  // The results appear below the box: as the reader types, the box goes to the top of the screen (below the
  // header) if the closest result would be out of view, so that the box and the results are seen together.
  function inView() {
    const first = results.querySelector("a");
    if (!first) return;
    const box = first.getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) form.scrollIntoView({ block: "start" });
  }

  input.addEventListener("input", () => {
    show(input.value);
    keep(input.value);
    inView();
  });
  const form = element.querySelector("form");
  form.addEventListener("submit", (event) => {
    event.preventDefault(); // Enter opens the closest situation
    const first = results.querySelector("a");
    if (first) first.click();
  });
  // A result opens its situation: scrolled into view below the sticky header, and focused for a screen reader.
  results.addEventListener("click", (event) => {
    const link = event.target.closest("a[href^='#']");
    if (!link) return;
    const target = element.querySelector(`[id="${CSS.escape(link.hash.slice(1))}"]`);
    if (!target) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, "", link.hash ? new URL(link.hash, window.location.href).href
      : window.location.href);
    target.setAttribute("tabindex", "-1");
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
    for (const other of element.querySelectorAll(".hf-finder__item.is-found")) other.classList.remove("is-found");
    target.classList.add("is-found");
  });

  const query = new URLSearchParams(window.location.search).get("q") || "";
  input.disabled = false;
  if (query) {
    input.value = query.slice(0, 200);
    show(input.value);
  }
  element.dataset.hfReady = "true";
  markInteractive();
}

registerWidget(import.meta.url, mount); // mounted by the loader as soon as the page is there

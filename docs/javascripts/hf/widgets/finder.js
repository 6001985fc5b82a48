// "What happens if...?": find a situation by typing plain words, results as one types.
//
// The build drew every situation into the page (hf_core/site/finder.py) and shipped its index: nothing here needs
// Python. Each keystroke runs finder-search.js over the index and lists the closest situations first, each a link to
// its section (each situation has its own anchor) with its ruling's first sentence (the section's data-hf-gist);
// while a query is typed the full list of situations is hidden, and shown again when the box is emptied or a match
// is opened. The query is kept in the page's link (?q=...), so a search can be shared and survives the language
// switch; it is only ever shown as text.
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
  const list = element.querySelector("[data-hf-situations]");
  const idle = status.textContent;

  /** A match as the reader sees it: the question (a link to its section), then whose ruling and its first sentence. */
  function match(r, first) {
    const section = list.querySelector(`[id="${CSS.escape(r.id)}"]`);
    const kind = section?.querySelector(".hf-finder__kind")?.textContent || "";
    return el("li", { "data-situation": r.id, class: first ? "is-first" : "" },
      el("a", { href: `#${r.id}`, class: first ? "hf-finder__hit is-first" : "hf-finder__hit" }, r.q),
      el("p", { class: "hf-finder__gist" }, el("strong", {}, kind), ` ${section?.dataset.hfGist || ""}`));
  }

  function show(query) {
    const text = query.trim();
    if (!text) {
      results.replaceChildren();
      results.hidden = true;
      list.hidden = false;
      status.textContent = idle;
      element.dataset.hfFound = "";
      return;
    }
    const found = search(index, query, { typing: true, limit: SHOWN });
    results.replaceChildren(...found.map((r, i) => match(r, i === 0)));
    results.hidden = !found.length;
    list.hidden = true; // the situations that do not match stay out of the way until one is opened
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
    list.hidden = false;
    window.history.replaceState(window.history.state, "", link.hash ? new URL(link.hash, window.location.href).href
      : window.location.href);
    target.setAttribute("tabindex", "-1");
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
    for (const other of element.querySelectorAll(".hf-finder__item.is-found")) other.classList.remove("is-found");
    target.classList.add("is-found");
  });

  // Material's "Back to top" pill is drawn below the header: while the form is there, the page hides it (CSS), so
  // that it never covers the box or its label.
  let pending = false;
  function underTop() {
    pending = false;
    const box = form.getBoundingClientRect();
    const covered = box.bottom > 0 && box.top < 8 * parseFloat(getComputedStyle(document.documentElement).fontSize);
    if (covered) element.dataset.hfUnderTop = "";
    else delete element.dataset.hfUnderTop;
  }
  window.addEventListener("scroll", () => {
    if (!pending) {
      pending = true;
      requestAnimationFrame(underTop);
    }
  }, { passive: true });
  underTop();

  const query = new URLSearchParams(window.location.search).get("q") || "";
  input.disabled = false;
  if (query) {
    input.value = query.slice(0, 200);
    show(input.value);
    // a shared link to one situation (?q=...#id) opens it
    if (window.location.hash && list.querySelector(`[id="${CSS.escape(window.location.hash.slice(1))}"]`)) {
      list.hidden = false;
    }
  }
  element.dataset.hfReady = "true";
  markInteractive();
}

registerWidget(import.meta.url, mount); // mounted by the loader as soon as the page is there

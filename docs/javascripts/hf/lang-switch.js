// The language switch keeps your place (issue 12, item 13; issue 21, item 6).
//
// mkdocs-static-i18n points Material's language links at the twin page (play/ <-> fr/play/). The place on a
// page lives in its link: play's ?code=...&names=...&r=...&at=... and #projector-view, the worked example's ?step=,
// the deal sheet's ?code=...&names=..., a section's #anchor (the ids are the same in both languages). At the moment
// a language link is used (click, middle click, context menu for "open in new tab", keyboard), its href becomes
// the twin page plus the current query and hash. Only the link's own path is kept; nothing is parsed as HTML.
// A widget whose game is not (yet) in the link adds it then: the event "hf:language-switch" is sent to the document
// with { url } (the twin's URL, to add query parameters to), so that a game the reader has begun keeps its players'
// names in the other language (issue 36, item 4); a game not begun is the other page's own, with its names.
//
// The place on the screen too: when the link is followed, the widget the reader is looking at (the first one on
// screen) and how far from the top of the window it stands are kept for that tab (sessionStorage, read once); the
// twin page opens scrolled so that the same widget stands at the same place, not at the top of the page.
const LINKS = "a[hreflang]";
const PLACE = "hf:place";

function twin(link) {
  const target = new URL(link.getAttribute("href"), window.location.href);
  if (target.origin !== window.location.origin) return null;
  target.search = window.location.search;
  target.hash = window.location.hash;
  document.dispatchEvent(new CustomEvent("hf:language-switch", { detail: { url: target } }));
  link.href = target.href;
  return target;
}

function remember(target) {
  const widgets = [...document.querySelectorAll("[data-hf-widget]")];
  const index = widgets.findIndex((w) => {
    const r = w.getBoundingClientRect();
    return r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
  });
  if (index < 0) return;
  const place = { path: target.pathname + target.search, index, top: widgets[index].getBoundingClientRect().top };
  try {
    sessionStorage.setItem(PLACE, JSON.stringify(place));
  } catch {
    // no storage (private mode, a policy): the twin page opens at its top, as any link
  }
}

function restore() {
  let place = null;
  try {
    place = JSON.parse(sessionStorage.getItem(PLACE) || "null");
    sessionStorage.removeItem(PLACE);
  } catch {
    return;
  }
  if (!place || place.path !== window.location.pathname + window.location.search) return;
  const index = Number(place.index);
  const top = Number(place.top);
  const widget = document.querySelectorAll("[data-hf-widget]")[index];
  if (!widget || !Number.isFinite(top)) return;
  window.scrollTo({ top: widget.getBoundingClientRect().top + window.scrollY - top, behavior: "instant" });
}

function onUse(event) {
  const link = event.target instanceof Element ? event.target.closest(LINKS) : null;
  if (!link || !link.closest(".md-header, .md-select")) return;
  const target = twin(link);
  if (target && event.type === "click") remember(target);
}

for (const type of ["click", "auxclick", "contextmenu", "focusin", "pointerdown"]) {
  document.addEventListener(type, onUse, true);
}
restore();

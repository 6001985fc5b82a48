// The language switch keeps your place (issue 12, item 13).
//
// mkdocs-static-i18n points Material's language links at the twin page (play/ <-> fr/play/). The place on a
// page lives in its link: play's ?code=...&r=...&at=...&view=projector, the worked example's ?step=, the deal
// sheet's ?code=...&names=..., a section's #anchor (the ids are the same in both languages). At the moment a
// language link is used (click, middle click, context menu for "open in new tab", keyboard), its href becomes
// the twin page plus the current query and hash. Only the link's own path is kept; nothing is parsed as HTML.
const LINKS = "a[hreflang]";

function twin(link) {
  const target = new URL(link.getAttribute("href"), window.location.href);
  if (target.origin !== window.location.origin) return;
  target.search = window.location.search;
  target.hash = window.location.hash;
  link.href = target.href;
}

function onUse(event) {
  const link = event.target instanceof Element ? event.target.closest(LINKS) : null;
  if (link && link.closest(".md-header, .md-select")) twin(link);
}

for (const type of ["click", "auxclick", "contextmenu", "focusin", "pointerdown"]) {
  document.addEventListener(type, onUse, true);
}

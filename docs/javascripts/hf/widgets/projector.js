// A widget's projector view (not a widget itself): the widget fills the screen for a class, nothing behind it
// takes focus, Tab goes round inside it, Escape leaves it (back on the button that opened it), and the keys step
// through what the widget shows. The look is the stylesheet's (.hf-widget.is-projector, teaching.css); the
// widget keeps everything else (what it draws, what its steps do).
//
//   import { projectorView } from "./projector.js";
//   const view = projectorView(element, {
//     button,                        // toggles the view; its label and aria-pressed follow it
//     labels: { open: "Projector view", close: "Leave projector view" },
//     keys: { next, back, space },   // → / PageDown: next; ← / PageUp: back; Space: space (next if not given)
//     signal: kit.signal,            // the page's: the document's key listener stops when the reader leaves
//     onChange: (on) => { ... },     // after the view opened or closed
//   });
//   view.on(); view.set(true); view.toggle();
//
// While the view is open: element.is-projector, html.hf-projector-on (the page behind does not scroll; pages.js
// removes it when the page is left), element[data-hf-view="projector"], and the widget's id as the link's #anchor
// (#projector-view on the play page), so a bookmark or the language switch opens straight into it. The stylesheet
// matches that anchor too (:target), so a page opened on it is drawn in the projector view from its first paint:
// nothing moves when the script runs. An older link's ?view=projector still opens it. The arrow keys also step while
// the focus is inside the widget with the view closed; never while the reader types in a form field or holds a
// modifier.

const FORM_TAGS = new Set(["INPUT", "SELECT", "TEXTAREA"]);
const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

export function projectorView(element, { button, labels, keys = {}, signal, onChange = () => {} }) {
  let inerted = [];

  const isOn = () => element.classList.contains("is-projector");

  function set(on) {
    element.classList.toggle("is-projector", on);
    document.documentElement.classList.toggle("hf-projector-on", on);
    if (button) {
      button.setAttribute("aria-pressed", String(on));
      button.textContent = on ? labels.close : labels.open;
    }
    setAnchor(on);
    element.dataset.hfView = on ? "projector" : "page";
    keepFocusInside(on);
    if (on) element.scrollTop = 0;
    onChange(on);
  }

  // The link's #anchor is the widget's id while the view is open. A same-page navigation (location.replace) moves
  // :target with it, which history.replaceState does not; leaving goes through an anchor no element has (nothing
  // scrolls), then the address loses it.
  function setAnchor(on) {
    const url = new URL(window.location.href);
    if (url.searchParams.has("view")) {
      url.searchParams.delete("view"); // an older link's ?view=projector: the anchor says it now
      window.history.replaceState(window.history.state, "", url.href);
    }
    const anchor = `#${element.id}`;
    if (on && window.location.hash !== anchor) {
      url.hash = anchor;
      window.location.replace(url.href);
    } else if (!on && window.location.hash === anchor) {
      url.hash = "#hf-page";
      window.location.replace(url.href);
      url.hash = "";
      window.history.replaceState(window.history.state, "", url.href);
    }
  }

  // Every sibling of the widget and of its ancestors is inert while the view is open (the header's links, the
  // page's text): only the widget takes focus.
  function keepFocusInside(on) {
    for (const node of inerted) node.inert = false;
    inerted = [];
    for (let node = element; on && node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling !== node && !sibling.inert) inerted.push(sibling);
      }
    }
    for (const node of inerted) node.inert = true;
  }

  function wrapFocus(event) {
    const stops = [...element.querySelectorAll(FOCUSABLE)].filter(
      (n) => !n.disabled && n.tabIndex >= 0 && n.getClientRects().length);
    if (!stops.length) return;
    const [first, last] = [stops[0], stops[stops.length - 1]];
    const inside = element.contains(document.activeElement);
    if (event.shiftKey ? !inside || document.activeElement === first : !inside || document.activeElement === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  }

  function onKey(event) {
    const on = isOn();
    if (!on && !element.contains(document.activeElement)) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (on && event.key === "Tab") {
      wrapFocus(event);
      return;
    }
    if (FORM_TAGS.has(event.target && event.target.tagName)) return;
    const key = event.key;
    const space = key === " " || key === "Spacebar";
    let action = null;
    if (key === "ArrowRight" || key === "PageDown") action = keys.next;
    else if (key === "ArrowLeft" || key === "PageUp") action = keys.back;
    else if (on && space) action = keys.space || keys.next;
    else if (on && key === "Escape") {
      event.preventDefault();
      set(false);
      if (button) button.focus(); // back where the view was opened, as a dialog's Escape does
      return;
    }
    if (!action) return;
    event.preventDefault();
    action();
  }

  document.addEventListener("keydown", onKey, { signal });
  if (button) button.addEventListener("click", () => set(!isOn()));
  const opened = element.id && window.location.hash === `#${element.id}`;
  if (opened || new URLSearchParams(window.location.search).get("view") === "projector") set(true);

  return { on: isOn, set, toggle: () => set(!isOn()) };
}

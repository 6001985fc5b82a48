// Show a diagram's scroll hint only while its box is narrower than the drawing.
// hf_core/site/diagrams.py renders the hint (in the page's language) hidden by CSS; this module
// adds .is-overflowing to the figure whenever the scroll box actually overflows, and removes it
// when it no longer does (rotation, zoom, a wider window).
import { onPage } from "./hf/pages.js";

const FIGURE = ".hf-diagram";
const BOX = ".hf-diagram__scroll";

function update(box) {
  const figure = box.closest(FIGURE);
  if (!figure) return;
  const overflowing = box.scrollWidth - box.clientWidth > 1;
  figure.classList.toggle("is-overflowing", overflowing);
}

let observer = null; // the diagrams of the page on screen

function watch(root, signal) {
  if (observer) observer.disconnect(); // instant navigation: the last page's diagrams are gone
  observer = null;
  const boxes = root.querySelectorAll(BOX);
  if (!boxes.length) return;
  if (!("ResizeObserver" in window)) {
    boxes.forEach(update);
    window.addEventListener("resize", () => boxes.forEach(update), { signal });
    return;
  }
  observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const box = entry.target.closest(BOX) || entry.target;
      update(box);
    }
  });
  // Its first report, in the next frame after that frame's layout (before its paint), marks each diagram: no layout
  // forced here, while the page is still being set up.
  boxes.forEach((box) => {
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
  });
}

// On each page, also those reached by instant navigation (hf/pages.js).
onPage(({ signal }) => watch(document, signal));

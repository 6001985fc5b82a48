// Show a diagram's scroll hint only while its box is narrower than the drawing.
// hf_core/site/diagrams.py renders the hint (in the page's language) hidden by CSS; this module
// adds .is-overflowing to the figure whenever the scroll box actually overflows, and removes it
// when it no longer does (rotation, zoom, a wider window).
const FIGURE = ".hf-diagram";
const BOX = ".hf-diagram__scroll";

function update(box) {
  const figure = box.closest(FIGURE);
  if (!figure) return;
  const overflowing = box.scrollWidth - box.clientWidth > 1;
  figure.classList.toggle("is-overflowing", overflowing);
}

function watch(root) {
  const boxes = root.querySelectorAll(BOX);
  if (!boxes.length) return;
  if (!("ResizeObserver" in window)) {
    boxes.forEach(update);
    window.addEventListener("resize", () => boxes.forEach(update));
    return;
  }
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const box = entry.target.closest(BOX) || entry.target;
      update(box);
    }
  });
  boxes.forEach((box) => {
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    update(box);
  });
}

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", () => watch(document));
} else {
  watch(document);
}

// Happy Families: the reader's cards, "Labels" (the guide's teaching pack, the default) or "Pictures" (our own
// illustrated pack, hf_core/site/pictures.py), chosen in one place, the "Cards" setting in every page's footer, and
// kept on this device (issue 40).
//
// - Kept in localStorage under "hf:<site path>:cards:v1" (several sites on one origin keep their own, as the warming
//   setting does), the value "pictures"; "Labels" is the key's absence. Any other value is dropped and Labels used;
//   storage that refuses (private windows) still lets the reader choose, for as long as the page lives.
// - The choice is data-hf-pack="labels|pictures" on the <html> element: docs/stylesheets/cards.css draws the
//   picture inside the one card component of the widgets (the rules pages' diagrams keep their labels), and fetches
//   the pack's image (assets/pictures/cards.svg) only then.
// - Sentences that name a card follow it: the loader sends {"cards": "pictures"} with every call to Python
//   (hf_core.narrate.card_names words them from the one catalogue); the worked example's steps, computed at build
//   time, carry both wordings of their headlines.
// - A change (here, or in another tab: the "storage" event) is told to the page as the event "hf:cards" on document,
//   so that the widgets on screen say their newest lines again without a reload; their cards change at once (CSS).

import { onPage } from "./pages.js";

const ROOT = new URL("../../", import.meta.url); // this file is <site root>/javascripts/hf/cards.js
export const CARDS_KEY = `hf:${ROOT.pathname}:cards:v1`;
const CHOICES = ["labels", "pictures"];

let unsaved = null; // the reader's choice, only while storage refuses to keep it

/** "labels" or "pictures": the reader's choice on this device. */
export function cardsChoice() {
  try {
    const kept = localStorage.getItem(CARDS_KEY);
    if (kept === "pictures") return kept;
    if (kept !== null) localStorage.removeItem(CARDS_KEY); // unknown or damaged: dropped, Labels
    return unsaved ?? "labels";
  } catch {
    return unsaved ?? "labels";
  }
}

function apply(choice) {
  document.documentElement.setAttribute("data-hf-pack", choice);
}

function told(choice) {
  apply(choice);
  for (const box of document.querySelectorAll("[data-hf-cards-setting] input")) box.checked = box.value === choice;
  document.dispatchEvent(new CustomEvent("hf:cards", { detail: { cards: choice } }));
}

/** Choose "labels" or "pictures" on this device (anything else: Labels). */
export function setCardsChoice(choice) {
  const chosen = CHOICES.includes(choice) ? choice : "labels";
  try {
    if (chosen === "pictures") localStorage.setItem(CARDS_KEY, chosen);
    else localStorage.removeItem(CARDS_KEY);
    unsaved = null;
  } catch {
    unsaved = chosen; // storage refused: the choice holds while this page lives
  }
  told(chosen);
}

/** A request to Python with the reader's way of naming cards (a JSON object's text; anything else unchanged). */
export function withCards(json) {
  if (cardsChoice() !== "pictures" || !json.startsWith("{")) return json;
  return /^\{\s*\}$/.test(json) ? '{"cards":"pictures"}' : `{"cards":"pictures",${json.slice(1)}`;
}

/** The words of the setting, from the loader's words of the page (#hf-loader-words). */
function words() {
  try {
    return JSON.parse(document.getElementById("hf-loader-words").textContent);
  } catch {
    return {};
  }
}

/** "Cards: Labels (A3) / Pictures", in the footer of every page. */
function mountSetting(signal) {
  const footer = document.querySelector(".md-footer-meta__inner");
  if (!footer || footer.querySelector("[data-hf-cards-setting]")) return;
  const said = words();
  const choice = cardsChoice();
  const group = document.createElement("fieldset");
  group.className = "hf-cards-setting";
  group.setAttribute("data-hf-cards-setting", "");
  const legend = document.createElement("legend");
  legend.textContent = said["cards-legend"] ?? "Cards";
  group.append(legend);
  for (const value of CHOICES) {
    const box = document.createElement("input");
    box.type = "radio";
    box.name = "hf-cards";
    box.value = value;
    box.checked = value === choice;
    box.addEventListener("change", () => {
      if (box.checked) setCardsChoice(value);
    }, { signal });
    const label = document.createElement("label");
    label.append(box, " ", said[`cards-${value}`] ?? value);
    group.append(label, " ");
  }
  const note = document.createElement("small");
  note.textContent = said["cards-note"] ?? "";
  group.append(note);
  footer.append(group);
}

if (typeof document !== "undefined") {
  apply(cardsChoice());
  addEventListener("storage", (event) => {
    if (event.key === CARDS_KEY || event.key === null) told(cardsChoice());
  });
  onPage(({ signal }) => {
    apply(cardsChoice()); // a page swapped in place (instant.js) may bring its own <html> attributes
    mountSetting(signal);
  });
}

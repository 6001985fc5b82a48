// The play page's hint and the computer players' reasons (issue 15, items 2 and 3), apart from play.js, which
// calls in at a few places (gameRequest, push, draw, drawSaid, drawEnd, updateUrl, startGame, the link).
//
// - The hint: on the reader's turn, "Hint" asks hf_core.web.hint for the best request now and shows it with its
//   reason (a sentence of the catalogue); "Make this request" makes it. A hint is counted once a turn: the
//   count is the set-up's `hints`, sent with every request, kept in the link (&h=, so a reload or the language
//   switch keeps it) and said at the end of the game. A bad &h= is never shown: a message says the count
//   starts again from 0.
// - The reasons: each computer request's reason (bot_move's result.why; ask's, with `why`, for the computer
//   requests of a link replayed) is kept with its position and shown under it, in "Since your last request"
//   and under the narration, while "Say why the computer asks" is on (kept in the link as &why=1).
// Everything is textContent: no text from the URL or the engine is parsed as HTML.
import { el, fmt, isInputError, replyMessage } from "./dom.js";

const MAX_HINTS = 2000; // hf_core.web.setups.MAX_REQUESTS: one hint a request at most

export function hintsAndReasons(element, kit, play) {
  const { ui } = kit;
  const q = (selector) => element.querySelector(selector);
  const box = q("[data-hf-hint-box]");
  const hintButton = q('[data-hf-action="hint"]');
  const panel = q("[data-hf-hint]");
  const takeButton = q('[data-hf-action="take-hint"]');
  const sayWhy = q("[data-hf-say-why]");
  const narrationWhy = q("[data-hf-narration-why]");

  let count = 0; // hints used in this deal
  let shown = null; // {at: the request count it was given at, hint: hf_core.web.hint's reply.hint}

  // ---------------------------------------------------------------------------- the hint

  async function hint() {
    const at = play.requests();
    if (kit.busy || !play.myTurn() || (shown && shown.at === at)) return;
    kit.setBusy(true);
    try {
      const reply = await kit.must("hint", { ...play.request(), hints: count }, { expected: isInputError });
      if (reply.ok) {
        count = reply.state.setup.hints;
        shown = { at, hint: reply.hint };
        play.changed();
      } else {
        play.feedback(replyMessage(reply));
      }
    } finally {
      kit.setBusy(false);
    }
  }

  function take() {
    if (shown && shown.at === play.requests() && play.myTurn()) play.ask(shown.hint.target, shown.hint.card);
  }

  /** The hint button on the reader's turn at the newest position; the hint given this turn, if any. */
  function drawHint(myTurn) {
    box.hidden = !myTurn;
    const current = myTurn && shown && shown.at === play.requests() ? shown.hint : null;
    hintButton.disabled = !myTurn || Boolean(current);
    hintButton.setAttribute("aria-expanded", String(Boolean(current)));
    panel.hidden = !current;
    takeButton.disabled = !current;
    element.dataset.hfHints = String(count);
    if (!current) return;
    const ask = q("[data-hf-hint-ask]");
    ask.textContent = fmt(ui["hint-best"], { target: current.target, card: current.card });
    ask.dataset.hfHintTarget = current.target;
    ask.dataset.hfHintCard = current.card;
    const why = q("[data-hf-hint-why]");
    why.textContent = fmt(ui.why, { why: current.why });
    why.dataset.hfWhy = current.reason.kind;
  }

  /** The end of the game: how many hints the reader used. */
  function drawEnd() {
    const line = q("[data-hf-hints-used]");
    line.textContent = count === 0 ? ui["hints-used.none"]
      : count === 1 ? ui["hints-used.one"] : fmt(ui["hints-used"], { n: count.toLocaleString(kit.lang) });
    line.dataset.hfHints = String(count);
  }

  // ---------------------------------------------------------------------------- the computer's reasons

  /** What a reply says of why the request was made (a computer player's), to keep with its position. */
  function whyOf(result) {
    return result && result.why ? { why: result.why, kind: result.reason.kind } : {};
  }

  // The reason under a computer request keeps its room while "Say why" is off (.is-off: not shown, not read out),
  // so that turning the switch on or off moves nothing on a phone, under the reader's finger or below it (the
  // projector view, which does not scroll, gives the room back: teaching.css).

  /** The reason under a computer request (shown while "Say why" is on); null for the reader's own requests. */
  function whyNode(entry) {
    if (!entry || !entry.why) return null;
    return el("p", { class: `hf-play__why${sayWhy.checked ? "" : " is-off"}`, "data-hf-why": entry.kind },
      fmt(ui.why, { why: entry.why }));
  }

  function drawNarrationWhy(entry) {
    const has = Boolean(entry && entry.why);
    narrationWhy.hidden = !has;
    narrationWhy.classList.toggle("is-off", !sayWhy.checked);
    narrationWhy.textContent = has ? fmt(ui.why, { why: entry.why }) : "";
    // On a phone a long reason scrolls in its own box (teaching.css): then the keyboard can reach it too.
    if (has && narrationWhy.scrollHeight > narrationWhy.clientHeight + 1) narrationWhy.tabIndex = 0;
    else narrationWhy.removeAttribute("tabindex");
  }

  // ---------------------------------------------------------------------------- the link and a new deal

  function writeLink(url) {
    if (count) url.searchParams.set("h", String(count));
    else url.searchParams.delete("h");
    if (sayWhy.checked) url.searchParams.set("why", "1");
    else url.searchParams.delete("why");
  }

  /** &why=1 turns the reasons on; &h= (ASCII digits, at most MAX_HINTS) is the count so far. */
  function readLink(params) {
    sayWhy.checked = params.get("why") === "1";
    const text = params.get("h");
    if (text === null) return;
    if (/^[0-9]{1,4}$/.test(text) && Number(text) <= MAX_HINTS) count = Number(text);
    else kit.showMessage(fmt(ui["hints-bad"], { high: MAX_HINTS.toLocaleString(kit.lang) }));
  }

  function reset() {
    count = 0;
    shown = null;
  }

  hintButton.addEventListener("click", () => hint());
  takeButton.addEventListener("click", () => take());
  sayWhy.addEventListener("change", () => play.changed());
  sayWhy.disabled = false;

  return {
    count: () => count,
    drawHint,
    drawEnd,
    whyOf,
    whyNode,
    drawNarrationWhy,
    writeLink,
    readLink,
    reset,
  };
}

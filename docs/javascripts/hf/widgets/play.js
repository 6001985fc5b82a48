// Play a whole game against 1 to 5 computer players, at the reader's pace, with a projector view.
//
// The build draws the first deal (hf_core/site/teaching.py, widget "play"). Every position comes
// from hf_core.web (new_deal, ask, bot_move, class_deal, make_class_code): the page keeps the set-up and
// the list of positions seen so far, so Back and Next step through them; a computer player's request is
// asked for when the reader presses Next or "Play on" (on a page, every request up to the reader's turn at
// once; on a projector, one request at the teacher's pace, Space pausing and resuming).
// The link keeps the game: the class deal code (?code=...), the players' names (&names=, so the language switch
// keeps them), the requests made (&r=), the position shown (&at=), the computer's strength (&bot=random), the
// hints and reasons (play-why.js), the projector's pace (&pace=) and the projector view itself (#projector-view,
// projector.js).
// A series of deals (rule match.total) is agreed in the set-up form before its first deal; hf_core.web's
// match_state keeps the running totals, says who deals next and who wins; each next deal is a class deal
// code made from the series' seed, so it can still be printed and shared.
//
// Where things are, for the reader's journey (issue 21): the story (the newest request, the older ones since the
// reader's turn folded behind "All N requests"), the end of the game with what to do next, the table, the picker;
// on a phone, Back / Next / "Play on" in a bar fixed at the bottom of the screen (teaching.css). After each thing
// the reader does, frame() scrolls the least it can so that the newest request, the reader's hand on their turn
// and the control they will tap next are all between the header and that bar.
// Nothing from the URL or the engine is parsed as HTML.
import { MAX_CODE_SEED, el, fmt, isInputError, randomInt, replyMessage, widgetKit } from "./dom.js";
import { build, fill } from "../view.js";
import { currentStatus, markInteractive, onStatus, registerWidget, retry } from "../loader.js";
import { hintsAndReasons } from "./play-why.js";
import { projectorView } from "./projector.js";

const PACES = [1, 2, 3, 5, 8]; // seconds a request when "Play on" plays on a projector
const DEFAULT_PACE = 3;

export async function mount(element, engine) {
  const kit = widgetKit(element, engine);
  const { ui, showMessage, setBusy } = kit;
  // Every call: a refusal of the reader's input (a request the rules refuse, a code or names typed) is said where
  // it belongs; any other failure shows its message with Retry (dom.js, kit.must) and the game waits where it was.
  const call = (func, request) => kit.must(func, request, { expected: isInputError });
  const q = (selector) => element.querySelector(selector);
  const NAMES = JSON.parse(element.dataset.hfNames || "[]");
  const form = q('[data-hf-form="setup"]');
  const F = form.elements;
  const fieldset = q("[data-hf-fieldset]");
  const board = q("[data-hf-board]");
  const story = q("[data-hf-story]");
  const counter = q("[data-hf-counter]");
  const narration = q("[data-hf-narration]");
  const foldButton = q('[data-hf-action="older"]');
  const older = q("[data-hf-older]");
  const backButton = q('[data-hf-action="back"]');
  const nextButton = q('[data-hf-action="next"]');
  const skipButton = q('[data-hf-action="skip"]');
  const steps = q("[data-hf-steps]");
  const paceText = q("[data-hf-pace-text]");
  const slowerButton = q('[data-hf-action="slower"]');
  const fasterButton = q('[data-hf-action="faster"]');
  const projectorButton = q('[data-hf-action="projector"]');
  const knowsButton = q('[data-hf-action="knows"]');
  const knows = q("[data-hf-knows]");
  const facts = q("[data-hf-facts]");
  const mine = q("[data-hf-mine]");
  const askBox = q("[data-hf-ask]");
  const prompt = q("[data-hf-prompt]");
  const targetsBox = q("[data-hf-targets-box]");
  const targets = q("[data-hf-targets]");
  const cardsBox = q("[data-hf-cards-box]");
  const cards = q("[data-hf-cards]");
  const feedback = q("[data-hf-feedback]");
  const end = q("[data-hf-end]");
  const shared = q("[data-hf-shared]");
  const codeText = q("[data-hf-code]");
  const sheetLink = q("[data-hf-sheet]");
  const seriesBox = q("[data-hf-series]");
  const againButton = q('[data-hf-action="again"]');
  const nextDealButton = q('[data-hf-action="next-deal"]');
  const shareButton = q('[data-hf-action="share"]');

  let setup = JSON.parse(element.dataset.hfSetup || "{}");
  let history = []; // [{state, text, by}] : the deal, then the position after each request (by: who asked)
  let pos = 0;
  let linked = false; // the link names the game (a code was given or chosen, or a request was made)
  let chosenTarget = null;
  let olderOpen = false; // "All N requests" unfolded
  let used = false; // the reader has used the game: from then on, frame() keeps what they need on screen
  let touched = false; // the reader has tapped something of the game: the language switch keeps it (carry())
  // "Play on" on a projector: one request every `pace` seconds until the reader's turn or the end.
  let playing = false;
  let paused = false;
  let timer = 0;
  let pace = DEFAULT_PACE;
  // A series: {target, players (clockwise from the first dealer), seed, results, state (match_state's reply)}
  let series = null;

  const gameRequest = () => ({
    players: setup.players, seed: setup.seed, dealer: setup.dealer, viewer: setup.viewer,
    bots: setup.bots, requests: setup.requests, you: true, hints: hints.count(),
    session: history.length ? history[latest()].state.session : null, // the worker keeps the game
  });
  const latest = () => history.length - 1;
  const you = () => setup.viewer;
  const onProjector = () => element.classList.contains("is-projector");
  // The hint and the computer's reasons (issue 15): play-why.js, called in at a few places below.
  const hints = hintsAndReasons(element, kit, {
    requests: () => latest(),
    myTurn: () => pos === latest() && !history[pos].state.over && history[pos].state.current === you(),
    request: () => gameRequest(),
    ask: (target, label) => acted(ask)(target, label),
    changed: () => history.length && draw(), // "Say why" may be switched while Python loads
    feedback: (text) => feedback.replaceChildren(el("p", {}, text)),
  });

  // ------------------------------------------------------------------------------ keyboard and screen readers

  // Issue 39, item 8: one polite live region says each request and its answer once (its headline; at the end the
  // reader's own result too), and a refusal with its reason. The narration and the feedback line are shown, not
  // announced, so nothing is said twice. data-hf-announced counts what was said (for the tests).
  const live = el("div", { class: "hf-announce", role: "log", "aria-live": "polite", "aria-relevant": "additions",
    "data-hf-live": "" });
  element.append(live);
  for (const node of [narration, feedback]) {
    node.removeAttribute("role");
    node.removeAttribute("aria-live");
  }
  let announced = 0;
  let quiet = false; // a link's requests, asked again on opening: not said one by one
  function announce(text) {
    announced += 1;
    live.append(el("p", {}, text));
    while (live.children.length > 6) live.firstElementChild.remove();
    element.dataset.hfAnnounced = String(announced);
  }
  function announcement(reply) {
    const st = reply.state;
    const parts = [reply.result.headline || reply.result.text];
    if (st.over && st.end) parts.push(st.end.you);
    else if (st.current === you()) parts.push(ui["your-turn"]);
    return parts.filter(Boolean).join(" ");
  }

  // After each thing the reader does, the focus goes where the next action is, never back to the page's start
  // (the button pressed may now be disabled, hidden or drawn again): on the reader's turn the player to ask, or the
  // card once a player is chosen; on a computer's turn Next; at the end "Play again" (or the series' next deal).
  function nextControl() {
    const shown = (node) => node && !node.disabled && !node.closest("[hidden]") && node.getClientRects().length;
    const st = history.length ? history[pos].state : null;
    const atEnd = pos === latest();
    const candidates = [];
    if (st && atEnd && st.over) candidates.push(nextDealButton, againButton);
    else if (st && atEnd && st.current === you()) {
      if (chosenTarget) candidates.push(cards.querySelector("[data-hf-ask-card]:not([disabled])"));
      candidates.push(targets.querySelector('[aria-pressed="true"]'), targets.querySelector("[data-hf-target]"));
    }
    candidates.push(nextButton, skipButton, backButton);
    return candidates.find(shown) || null;
  }
  function focusNext() {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || active.disabled
      || !active.getClientRects().length;
    if (!lost && !element.contains(active)) return; // the reader is elsewhere on the page: leave them there
    const node = nextControl();
    if (node && node !== active) node.focus({ preventScroll: true });
  }
  // A reader's action, then the focus where the next one is.
  const acted = (action) => async (...args) => {
    await action(...args);
    focusNext();
  };

  // ------------------------------------------------------------------------------ drawing

  function dealText(st) {
    const dealt = st.seats.filter((s) => s.dealt_families.length).map((s) => `${s.name} (${s.dealt_families.join(", ")})`);
    return `${fmt(ui.begins, { first: st.first, dealer: st.dealer })} ${
      dealt.length ? fmt(ui["from-deal"], { list: dealt.join(", ") }) : ui["from-deal-none"]}`;
  }

  // keep: the reader unfolded or folded what they read (the older requests): the page does not move under them.
  function draw({ keep = false } = {}) {
    const entry = history[pos];
    const st = entry.state;
    const atEnd = pos === latest();
    const myTurn = atEnd && !st.over && st.current === you();
    const botTurn = atEnd && !st.over && st.current !== you();
    const handEmpty = !st.seats.find((s) => s.name === you()).count;
    if (playing && !botTurn) stopPlaying();
    // Paused while a computer's request was on its way, and that request ended the computers' turns: nothing is left
    // to play on, so Space is the next request again, not a resume that does nothing.
    if (paused && !botTurnNow()) paused = false;

    fill(board, st.board);
    counter.textContent = pos === 0 ? ui["start-step"] : fmt(ui.step, { n: pos, total: latest() });
    const lines = atEnd && st.over && entry.lines && entry.lines.length > 1 ? entry.lines : null;
    narration.classList.toggle("is-lines", Boolean(lines));
    if (lines) { // the story of the last turn in short lines (a space between them for copied text and readers)
      narration.replaceChildren(...lines.flatMap((line, i) => [i ? " " : "", el("span", { class: "hf-play__line" },
        line)]).filter((part) => part !== ""));
    } else narration.textContent = entry.text;
    drawOlder(atEnd);

    backButton.disabled = pos === 0;
    nextButton.disabled = !(pos < latest() || botTurn);
    nextButton.textContent = botTurn ? fmt(ui["next-bot"], { name: st.current }) : ui.next;
    skipButton.disabled = !botTurn;
    skipButton.textContent = playing ? ui.pause : handEmpty ? ui["skip-to-end"] : ui["skip-to-turn"];
    skipButton.setAttribute("aria-pressed", String(playing));
    paceText.textContent = fmt(ui.pace, { s: pace.toLocaleString(kit.lang) });
    slowerButton.disabled = pace === PACES[PACES.length - 1];
    fasterButton.disabled = pace === PACES[0];
    askBox.dataset.hfAsk = myTurn ? "you" : ""; // before the reason: on a phone its room depends on it
    hints.drawHint(myTurn);
    hints.drawNarrationWhy(entry);
    updateUrl();

    // The request picker: only at the newest position, on the reader's turn.
    if (!atEnd) prompt.textContent = ui.reviewing;
    else if (st.over) prompt.textContent = ui.over;
    else if (myTurn) prompt.textContent = ui["your-turn"];
    else if (handEmpty) prompt.textContent = ui["your-hand-empty"];
    else prompt.textContent = fmt(ui.waiting, { name: st.current });
    prompt.hidden = atEnd && st.over; // the end section says it, once (issue 12, item 4)
    const legal = myTurn ? st.legal || [] : [];
    if (!legal.some((g) => g.target === chosenTarget)) chosenTarget = legal.length === 1 ? legal[0].target : null;
    targets.replaceChildren(...legal.map((g) => {
      const button = el("button", { type: "button", class: "hf-play__target", "data-hf-target": g.target,
        "aria-pressed": String(g.target === chosenTarget) }, g.target);
      button.addEventListener("click", () => {
        stopPlaying();
        chosenTarget = g.target;
        draw();
        focusNext(); // the button pressed is drawn again: the focus goes to the cards
      });
      return button;
    }));
    targetsBox.hidden = !legal.length;
    // The cards one may ask for are the same whoever is asked: they are shown from the start of the reader's turn,
    // waiting (disabled) until a player is chosen, so choosing one moves nothing.
    const group = legal.find((g) => g.target === chosenTarget) || legal[0];
    cards.replaceChildren(...(group ? group.cards : []).map((label, i) => {
      const button = el("button", { type: "button", class: "hf-play__card", "data-hf-ask-card": label,
        "aria-label": chosenTarget ? `${chosenTarget}: ${label}` : label, disabled: !chosenTarget },
      build(group.views[i]));
      button.addEventListener("click", acted(() => ask(chosenTarget, label)));
      return button;
    }));
    cardsBox.hidden = !group;

    facts.replaceChildren(...st.knowledge.facts.map((f) => el("li", {}, f)));
    const viewerFacts = (st.knowledge.viewer && st.knowledge.viewer.facts) || [];
    mine.replaceChildren(...viewerFacts.map((f) => el("li", {}, f)));

    end.hidden = !(atEnd && st.over);
    askBox.hidden = atEnd && st.over; // the end takes its place
    if (atEnd && st.over) drawEnd(st);
    else shared.textContent = "";
    drawSeries(atEnd && st.over);

    codeText.textContent = setup.code;
    const sheet = new URL(sheetLink.href, window.location.href);
    sheet.search = `?code=${encodeURIComponent(setup.code)}`;
    sheetLink.href = sheet.href;

    element.dataset.hfPos = String(pos);
    element.dataset.hfRequests = String(latest());
    element.dataset.hfCurrent = st.current || "";
    element.dataset.hfOver = st.over ? "true" : "false";
    element.dataset.hfTurn = myTurn ? "you" : botTurn ? "computer" : "none";
    element.dataset.hfPlaying = String(playing);
    element.dataset.hfPaused = String(paused);
    if (!keep) frame();
  }

  // The requests since the reader's turn (their last request, then each computer request), at the newest
  // position: the newest is the narration; the others fold behind "All N requests" (a bounded list).
  function drawOlder(atEnd) {
    let first = latest();
    while (first > 1 && history[first].by !== you()) first -= 1;
    first = Math.max(first, 1);
    const n = atEnd ? latest() - first + 1 : 0;
    foldButton.hidden = n < 2;
    if (n < 2) olderOpen = false;
    foldButton.textContent = olderOpen ? ui["older-hide"] : fmt(ui["older-show"], { n: n.toLocaleString(kit.lang) });
    foldButton.setAttribute("aria-expanded", String(olderOpen));
    older.hidden = !olderOpen;
    older.replaceChildren(...(olderOpen ? history.slice(first, latest()) : []).map((h) =>
      el("li", {}, h.text, hints.whyNode(h))));
    if (olderOpen) older.scrollTop = older.scrollHeight; // the latest of them, next to the newest
  }

  // The end, as hf_core.web says it (views.play_end): who wins ("Ada and Cleo share the victory."), the ranking with
  // tied players at the same place (the list's numbers: 1, 1, 3), and the reader's own result, also on no family.
  function drawEnd(st) {
    const end = st.end;
    q("[data-hf-winners]").textContent = end.winners;
    let own = q("[data-hf-you-result]");
    if (!own) {
      own = el("p", { class: "hf-play__result", "data-hf-you-result": "" });
      q("[data-hf-scores]").after(own);
    }
    own.textContent = end.you;
    own.hidden = !end.you;
    q("[data-hf-scores]").replaceChildren(...end.ranking.map((r) =>
      el("li", { value: String(r.place), "data-player": r.name, "data-score": r.score, "data-place": r.place,
        class: [r.winner ? "is-winner" : "", r.you ? "is-you" : ""].filter(Boolean).join(" ") }, r.text)));
    hints.drawEnd();
  }

  function drawSeries(dealOver) {
    seriesBox.hidden = !series;
    const ms = series && series.state;
    const matchOver = Boolean(ms && ms.is_over && dealOver);
    againButton.hidden = Boolean(series) && !matchOver;
    nextDealButton.hidden = !series || matchOver || !dealOver;
    nextDealButton.disabled = nextDealButton.hidden;
    element.dataset.hfSeries = !series ? "none" : matchOver ? "over" : "playing";
    if (!ms) return;
    const n = series.results.length + (dealOver ? 0 : 1);
    q("[data-hf-series-goal]").textContent = fmt(ui["series-goal"], { target: series.target, n });
    q("[data-hf-totals]").replaceChildren(...setup.players.map((name) =>
      el("li", { "data-player": name, "data-total": ms.totals[name],
        class: matchOver && ms.winners.includes(name) ? "is-winner" : "" },
      fmt(ui["score-line"], { name, score: ms.totals[name].toLocaleString(kit.lang) }))));
    // After a deal: the summary's last line says who deals next, or who won the series.
    q("[data-hf-series-next]").textContent = dealOver ? ms.summary[ms.summary.length - 1] : "";
  }

  // ------------------------------------------------------------------------------ keeping the place

  // What the reader needs on screen now: the newest event, on their turn their hand, and what they tap next
  // (the bar's buttons are fixed on a phone; elsewhere they follow the picker).
  function needed() {
    const st = history[pos].state;
    const atEnd = pos === latest();
    const parts = [atEnd && st.over ? end : narration];
    // The older requests unfolded: the reader reads back; the picker may wait below the screen.
    if (olderOpen) return [older, ...parts].filter((node) => node && node.getClientRects().length);
    if (atEnd && !st.over && st.current === you()) {
      parts.push(board.querySelector(".hf-seat:has(.hf-badge--you) .hf-hand"));
      const take = q('[data-hf-action="take-hint"]');
      if (take && !q("[data-hf-hint]").hidden) parts.push(take);
      else parts.push(targetsBox, cardsBox); // the cards wait there from the start of the turn
    }
    return parts.filter((node) => node && node.getClientRects().length);
  }

  // The control the reader last tapped in the game, and where it was then: frame() keeps it under the finger
  // when it can (text that grew above it, e.g. a reason shown by "Say why", scrolls the page by as much).
  // A control drawn again (a player's button) is found by what it does.
  let tapped = null;
  const SAME = ["data-hf-target", "data-hf-ask-card", "data-hf-action"];
  function noteTap(event) {
    const node = event.target instanceof Element ? event.target.closest("button, label, input, a") : null;
    if (!node || steps.contains(node)) {
      tapped = null;
      return;
    }
    touched = true;
    const name = SAME.find((a) => node.hasAttribute(a));
    const selector = name ? `[${name}="${CSS.escape(node.getAttribute(name))}"]` : null;
    tapped = { node, selector, top: node.getBoundingClientRect().top };
  }
  function tappedNow(anchor) {
    const node = anchor.node.isConnected ? anchor.node : anchor.selector && element.querySelector(anchor.selector);
    return node && node.getClientRects().length ? node : null;
  }

  // The part of the screen the reader sees the game in: below the site's header, above the step bar where it is
  // fixed at the bottom (a phone), else above the window's bottom; margin px inside each.
  function band(margin) {
    const header = document.querySelector(".md-header");
    const fixedBar = getComputedStyle(steps).position === "fixed" && !steps.hidden;
    return {
      top: (header ? header.getBoundingClientRect().bottom : 0) + margin,
      bottom: (fixedBar ? steps.getBoundingClientRect().top : window.innerHeight) - margin,
    };
  }

  // Scroll so that needed() lies between the header and the bar: of the scrolls that fit it, the one that leaves
  // the control just tapped where it was, else the least; if it cannot all fit, the newest event comes first.
  // Only once the reader has used the game (a link opened mid-game does not scroll by itself), or, once, when the
  // game becomes playable with the reader already at it (comeToGame()).
  function frame(force = false) {
    const anchor = tapped;
    tapped = null;
    if ((!used && !force) || onProjector()) return;
    const { top, bottom } = band(4);
    const boxes = needed().map((node) => node.getBoundingClientRect());
    if (!boxes.length) return;
    // After the bar's buttons (no control of the game under the finger), the fold to the older requests, just
    // above the newest one, comes along when all fits with it.
    if (!anchor && !foldButton.hidden) {
      const withFold = [...boxes, foldButton.getBoundingClientRect()];
      const span = Math.max(...withFold.map((b) => b.bottom)) - Math.min(...withFold.map((b) => b.top));
      if (span <= bottom - top) boxes.push(withFold[withFold.length - 1]);
    }
    const lo = Math.min(...boxes.map((b) => b.top));
    const hi = Math.max(...boxes.map((b) => b.bottom));
    // The scrolls dy that fit: hi - dy <= bottom and lo - dy >= top.
    const least = hi - bottom;
    const most = lo - top;
    let dy;
    if (least > most) dy = most; // too tall: the newest event's top under the header
    else {
      const now = anchor && tappedNow(anchor);
      const wish = now ? now.getBoundingClientRect().top - anchor.top : 0;
      dy = Math.min(Math.max(wish, least), most);
    }
    if (Math.abs(dy) >= 1) window.scrollBy({ top: dy, behavior: "instant" });
  }

  // Python is ready and the reader is at the game already (they scrolled its story to the upper half of the
  // screen while it loaded, its newest line whole on screen): the turn is framed now, once, before their first
  // tap, so that tap moves nothing under their finger (on a phone the picker's cards were below the bar, and
  // the first player tapped scrolled the page by up to 103 px to bring them up). A reader still reading above the
  // game, or below it, is left where they are.
  function comeToGame() {
    if (used || onProjector()) return;
    const { top, bottom } = band(0);
    const line = narration.getBoundingClientRect();
    const storyTop = story.getBoundingClientRect().top;
    if (line.top >= top && line.bottom <= bottom && storyTop < (top + bottom) / 2) frame(true);
  }

  // The bar fixed at the bottom of a phone's screen shows while the game is in view, and slides away when the
  // reader reads on below or above it.
  function watchAway() {
    if (!("IntersectionObserver" in window)) return;
    const seen = new Set();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) seen.add(entry.target);
        else seen.delete(entry.target);
      }
      element.classList.toggle("is-away", seen.size === 0);
    });
    for (const part of [story, board, askBox]) observer.observe(part);
    kit.signal.addEventListener("abort", () => observer.disconnect());
  }

  // ------------------------------------------------------------------------------ moves

  async function push(func, request, by) {
    if (kit.busy) return;
    setBusy(true);
    let said = "";
    let refused = false;
    try {
      const reply = await kit.must(func, request, { expected: isInputError, into: feedback });
      if (reply.ok) {
        feedback.replaceChildren();
        setup = { ...setup, requests: reply.state.setup.requests };
        history.push({ state: reply.state, text: reply.result.text, lines: reply.result.lines, by,
          ...hints.whyOf(reply.result) });
        said = announcement(reply);
        pos = latest();
        chosenTarget = null;
        olderOpen = false;
        await recordDeal(reply.state);
        draw();
      } else {
        feedback.replaceChildren(el("p", {}, replyMessage(reply)));
        said = fmt(ui.refused, { message: replyMessage(reply) });
        refused = true;
      }
    } finally {
      setBusy(false);
    }
    // Said once the widget is no longer busy (aria-busy holds announcements back); a link's refused request too.
    if (said && (!quiet || refused)) announce(said);
  }

  function ask(target, label) {
    const st = history[latest()].state;
    if (pos !== latest() || st.over || st.current !== you()) return undefined;
    stopPlaying();
    return push("ask", { ...gameRequest(), asker: you(), target, card: label }, you());
  }

  const botMove = () => push("bot_move", { ...gameRequest(), bot: setup.bot }, history[latest()].state.current);
  const botTurnNow = () => {
    const st = history[latest()].state;
    return !st.over && st.current !== you();
  };

  async function next() {
    if (kit.busy || !history.length) return;
    stopPlaying();
    if (pos < latest()) {
      pos += 1;
      draw();
      return;
    }
    if (botTurnNow()) await botMove();
  }

  function back() {
    if (kit.busy || pos === 0) return;
    stopPlaying();
    pos -= 1;
    draw();
  }

  // "Play on": on a page, every computer request up to the reader's turn (or the end) at once, each one kept for
  // Back to show; on a projector, one request at a time at the pace chosen, so that a class sees each.
  async function skip() {
    if (playing) {
      pause();
      return;
    }
    if (pos < latest()) pos = latest();
    if (onProjector()) {
      play();
      return;
    }
    for (let n = 0; n < 500 && !kit.busy && botTurnNow(); n += 1) {
      const before = latest();
      await botMove();
      if (latest() === before) break;
    }
    draw();
  }

  function play() {
    if (!botTurnNow()) return;
    playing = true;
    paused = false;
    draw();
    autoStep();
  }

  async function autoStep() {
    window.clearTimeout(timer);
    if (!playing) return;
    if (kit.busy) {
      timer = window.setTimeout(autoStep, 100); // the reader's own step first
      return;
    }
    if (!botTurnNow()) {
      stopPlaying();
      draw();
      return;
    }
    await botMove();
    if (playing && botTurnNow()) timer = window.setTimeout(autoStep, pace * 1000);
    else if (playing) {
      stopPlaying();
      draw();
    }
  }

  function pause() {
    if (!playing) return;
    stopPlaying();
    paused = true;
    draw();
  }

  function stopPlaying() {
    window.clearTimeout(timer);
    playing = false;
    paused = false;
  }

  // Space on a projector: pause what plays, play on again after a pause, otherwise the next request.
  function space() {
    if (playing) pause();
    else if (paused) play();
    else next();
  }

  function setPace(step) {
    const i = PACES.indexOf(pace) + step;
    if (i < 0 || i >= PACES.length) return;
    pace = PACES[i];
    if (playing) {
      window.clearTimeout(timer);
      timer = window.setTimeout(autoStep, pace * 1000);
    }
    draw();
  }

  // ------------------------------------------------------------------------------ the link

  // The link keeps the place: the code, the names, the requests made (&r=, seat asked and card, as share links
  // write them: 1A3-2B1) and the position shown (&at=, when Back was used), so a reload or the language switch
  // (lang-switch.js) reopens the same game, with the same players, at the same request.
  function updateUrl() {
    if (!setup.code || (!linked && !(setup.requests || []).length)) return; // a fresh page keeps its bare link
    linked = true;
    const url = new URL(window.location.href);
    url.searchParams.set("code", setup.code);
    url.searchParams.set("names", setup.players.join(","));
    if (setup.bot === "random") url.searchParams.set("bot", "random");
    else url.searchParams.delete("bot");
    const moves = (setup.requests || []).map(([, target, card]) => `${setup.players.indexOf(target)}${card}`);
    if (moves.length) url.searchParams.set("r", moves.join("-"));
    else url.searchParams.delete("r");
    if (pos < latest()) url.searchParams.set("at", String(pos));
    else url.searchParams.delete("at");
    if (pace !== DEFAULT_PACE) url.searchParams.set("pace", String(pace));
    else url.searchParams.delete("pace");
    hints.writeLink(url);
    window.history.replaceState(window.history.state, "", url.href);
  }

  // The language switch (lang-switch.js) opens the twin page with this page's link: a game the reader has begun
  // but whose link is still bare (the page's own deal, nothing asked yet) goes with its code and its players' names,
  // so the other language shows the same table; a game not touched is the other page's own, with its own names.
  function carry(event) {
    const url = event.detail && event.detail.url;
    if (!(url instanceof URL) || !history.length || !setup.code || url.searchParams.has("code")) return;
    if (!touched && !linked) return;
    url.searchParams.set("code", setup.code);
    url.searchParams.set("names", setup.players.join(","));
    if (setup.bot === "random") url.searchParams.set("bot", "random");
  }
  document.addEventListener("hf:language-switch", carry, { signal: kit.signal });

  // The requests of a link (&r=), asked again one by one so that Back can show each; stops at the first
  // one that is malformed or refused (its message is shown).
  async function replayLink(text, at) {
    quiet = true;
    try {
      await replayRequests(text);
    } finally {
      quiet = false;
    }
    if (/^[0-9]{1,4}$/.test(at || "") && Number(at) < latest()) pos = Number(at);
  }

  async function replayRequests(text) {
    for (const item of text.split("-").slice(0, 500)) {
      const match = /^([0-5])([A-Za-z0-9][1-9])$/.exec(item);
      const st = history[latest()].state;
      if (!match || st.over || Number(match[1]) >= setup.players.length) break;
      const before = latest();
      await push("ask", { ...gameRequest(), asker: st.current, target: setup.players[Number(match[1])],
        card: match[2].toUpperCase(), why: setup.bot }, st.current); // why: a computer request says why again
      if (latest() === before) break;
    }
  }

  // The players' names of a link (&names=Sam,Ada,...): text, checked by hf_core.web like any name; a link whose
  // names cannot be used says why, and the game goes on with the page's names.
  function linkNames(params, players) {
    const text = params.get("names");
    if (text === null) return { names: null, problem: "" };
    const names = text.slice(0, 400).split(",").map((n) => n.trim());
    if (names.length === players) return { names, problem: "" }; // hf_core.web checks each (new_deal)
    return { names: null, problem: fmt(ui["names-bad"], { problem: fmt(ui["names-count"], { n: players,
      given: names.length }) }) };
  }

  // ------------------------------------------------------------------------------ deals

  async function startGame(code, bot, names = null) {
    showMessage("");
    stopPlaying();
    let problem = "";
    const deal = await call("class_deal", { code });
    if (!deal.ok) {
      showMessage(replyMessage(deal));
      element.dataset.hfError = "true";
      return false;
    }
    element.dataset.hfError = "false";
    let players = names || NAMES.slice(0, deal.players);
    const next = () => ({ players, seed: deal.seed, dealer: deal.dealer, viewer: players[0], bots: players.slice(1),
      requests: [], code: deal.code, bot });
    const dealIt = () => call("new_deal", { ...next(), code: undefined, bot: undefined, you: true });
    let reply = await dealIt();
    if (!reply.ok && names) {
      problem = fmt(ui["names-bad"], { problem: replyMessage(reply) });
      players = NAMES.slice(0, deal.players);
      reply = await dealIt();
    }
    if (!reply.ok) {
      showMessage(replyMessage(reply));
      return false;
    }
    setup = next();
    linked = true;
    history = [{ state: reply.state, text: dealText(reply.state), by: null }];
    pos = 0;
    chosenTarget = null;
    hints.reset();
    feedback.replaceChildren();
    if (series) {
      if (!series.players) {
        // Clockwise from this first deal's dealer, so the deal passes to the left after each one.
        series.players = [...players.slice(deal.dealer), ...players.slice(0, deal.dealer)];
        series.seed = deal.seed;
        await seriesState();
      }
      series.recorded = false;
      await recordDeal(reply.state);
    }
    F.opponents.value = String(deal.players - 1);
    F.bot.value = bot;
    showMessage(problem);
    draw();
    return true;
  }

  async function seriesState() {
    const reply = await call("match_state", { players: series.players, target: series.target, seed: series.seed,
      results: series.results });
    if (reply.ok) series.state = reply;
    else showMessage(replyMessage(reply));
  }

  // A finished deal counts once in the series' totals.
  async function recordDeal(st) {
    if (!series || !st.over || series.recorded) return;
    series.recorded = true;
    series.results.push({ players: st.seats.map((s) => s.name), scores: st.seats.map((s) => s.score) });
    await seriesState();
  }

  // What the set-up form agrees before the first deal: one deal, or a series to a family total.
  function agree() {
    const target = Number(F.series.value);
    series = target > 0 ? { target, players: null, seed: 0, results: [], state: null, recorded: false } : null;
  }

  async function nextDeal() {
    if (kit.busy || !series || !series.state || series.state.is_over) return;
    setBusy(true);
    try {
      const ms = series.state;
      const reply = await call("make_class_code", { players: setup.players.length,
        dealer: setup.players.indexOf(ms.next_dealer), seed: ms.next_seed % (MAX_CODE_SEED + 1) });
      if (reply.ok) await startGame(reply.code, setup.bot, setup.players);
    } finally {
      setBusy(false);
    }
    showGame();
  }

  async function randomGame() {
    const players = Number(F.opponents.value) + 1;
    const reply = await call("make_class_code", {
      players, dealer: randomInt(players), seed: randomInt(MAX_CODE_SEED + 1),
    });
    return reply.ok ? startGame(reply.code, F.bot.value) : false;
  }

  // A new deal: the game from its story, where the reader looks next.
  function showGame() {
    if (onProjector()) return;
    const header = document.querySelector(".md-header");
    const top = header ? header.getBoundingClientRect().bottom : 0;
    window.scrollBy({ top: story.getBoundingClientRect().top - top - 4, behavior: "instant" });
  }

  // The end's "Share this game": the system's share sheet where there is one, otherwise the link copied, or shown
  // to copy by hand. The link is this page's own address.
  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ url, title: document.title });
        return;
      } catch (err) {
        if (err && err.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      shared.textContent = ui.shared;
    } catch {
      shared.replaceChildren(ui["share-by-hand"], " ", el("a", { href: url }, url));
    }
  }

  // ------------------------------------------------------------------------------ asking while Python loads

  // Issue 22, item 2: on the position the page was built with, when it is the reader's turn, the players and the
  // cards the build drew can be chosen before Python is ready (the cards wait until a player is chosen, as in the
  // game). A request chosen waits, said in plain words with the loading's progress, and is made as soon as Python
  // is ready; until then another player or card changes it, the same card again or "Cancel this request" takes it
  // back. If loading fails, the line says so and keeps the request for Retry. finish() (once Python is ready)
  // stops all this and gives the choice: {target, card}, card null when only a player was chosen.
  function chooseWhileLoading() {
    const box = q("[data-hf-queued]");
    if (!box || element.dataset.hfPending || askBox.dataset.hfAsk !== "you") return null;
    const text = q("[data-hf-queued-text]");
    const progress = q("[data-hf-queued-progress]");
    const cancel = q('[data-hf-action="cancel-queued"]');
    const again = q('[data-hf-action="retry-queued"]');
    const players = [...targets.querySelectorAll("[data-hf-target]")];
    const choices = [...cards.querySelectorAll("[data-hf-ask-card]")];
    const off = new AbortController();
    let target = null;
    let card = null;

    function say(status) {
      box.hidden = !card;
      element.dataset.hfQueued = card ? `${target}:${card}` : "";
      if (!card) return;
      const failed = status.stage === "failed";
      const words = fmt(ui[failed ? "queued-failed" : "queued"], { target, card });
      if (text.textContent !== words) text.textContent = words;
      const loading = !failed && typeof status.percent === "number";
      progress.textContent = loading ? fmt(ui["queued-progress"], { percent: status.percent.toLocaleString(kit.lang) })
        : "";
      again.hidden = !failed;
    }
    // The line shows above the players: the page scrolls by as much as it grows or shrinks, so the control just
    // tapped stays under the finger (and the line, above it, comes into view).
    function show(tappedNow) {
      const before = tappedNow.getBoundingClientRect().top;
      for (const b of players) b.setAttribute("aria-pressed", String(b.dataset.hfTarget === target));
      for (const b of choices) {
        b.disabled = !target;
        b.setAttribute("aria-pressed", String(b.dataset.hfAskCard === card));
        b.setAttribute("aria-label", target ? `${target}: ${b.dataset.hfAskCard}` : b.dataset.hfAskCard);
      }
      say(currentStatus());
      const moved = tappedNow.getBoundingClientRect().top - before;
      if (Math.abs(moved) >= 1 && !onProjector()) window.scrollBy({ top: moved, behavior: "instant" });
    }
    const on = (node, handler) => node.addEventListener("click", handler, { signal: off.signal });
    for (const b of players) {
      on(b, () => {
        if (target !== b.dataset.hfTarget) card = null;
        target = b.dataset.hfTarget;
        show(b);
      });
      b.disabled = false;
    }
    for (const b of choices) {
      on(b, () => {
        card = card === b.dataset.hfAskCard ? null : b.dataset.hfAskCard;
        show(b);
      });
    }
    on(cancel, () => {
      card = null;
      show(targets);
    });
    on(again, () => retry());
    const stop = onStatus((status) => say(status));
    return {
      finish() {
        stop();
        off.abort();
        box.hidden = true;
        delete element.dataset.hfQueued;
        return target ? { target, card } : null;
      },
    };
  }

  // ------------------------------------------------------------------------------ wiring

  // Until the reader first uses the game, the story and the picker keep the room the page was built with (the
  // default deal's): a link's own deal (?code=, often a computer's turn, no picker, a shorter first line) does not
  // pull the game up under the reader's eyes as Python starts (issue 12, item 4).
  function keepRoomUntilUsed(boxes) {
    for (const box of boxes) box.style.minHeight = `${box.getBoundingClientRect().height}px`;
    const release = () => {
      used = true;
      for (const box of boxes) box.style.minHeight = "";
      for (const type of ["click", "keydown"]) element.removeEventListener(type, release, true);
    };
    for (const type of ["click", "keydown"]) element.addEventListener(type, release, true);
  }

  // The set-up form sits below the table: after a new deal, the game from its story, then framed as after any
  // action (on a phone the picker's cards could wait below the bar, and the first player tapped scrolled the page by
  // 34 px under the finger: the walks found it); after a bad code, its message.
  async function fromForm(run) {
    const ok = await run();
    if (ok) {
      showGame();
      frame(true);
      focusNext();
    }
    else q("[data-hf-message]").scrollIntoView({ block: "center" });
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const code = F.code.value.trim();
    agree();
    fromForm(() => (code ? startGame(code, F.bot.value) : randomGame()));
  });
  q('[data-hf-action="random-deal"]').addEventListener("click", () => {
    F.code.value = "";
    agree();
    fromForm(randomGame);
  });
  againButton.addEventListener("click", () => {
    agree();
    fromForm(randomGame);
  });
  nextDealButton.addEventListener("click", acted(nextDeal));
  shareButton.addEventListener("click", () => share());
  nextButton.addEventListener("click", acted(next));
  skipButton.addEventListener("click", acted(skip));
  backButton.addEventListener("click", acted(back));
  slowerButton.addEventListener("click", () => setPace(1));
  fasterButton.addEventListener("click", () => setPace(-1));
  foldButton.addEventListener("click", () => {
    olderOpen = !olderOpen;
    draw({ keep: true });
  });
  knowsButton.addEventListener("click", () => {
    const show = knows.hidden;
    knows.hidden = !show;
    knowsButton.setAttribute("aria-pressed", String(show));
    knowsButton.textContent = show ? ui["knows-hide"] : ui["knows-show"];
    // It opens below the table: bring it on screen, inside the projector view too (issue 12, item 9).
    if (show) knows.scrollIntoView({ block: "nearest" });
  });
  projectorView(element, {
    button: projectorButton,
    labels: { open: ui.projector, close: ui["projector-leave"] },
    keys: { next, back, space },
    signal: kit.signal,
    onChange: (on) => {
      if (!on) stopPlaying();
      if (history.length) draw();
    },
  });
  // The tap is noted before the room is given back (both on the first tap): frame() then keeps the control tapped
  // where it was under the finger, even if the boxes shrink (a link's game needing less room than the built deal).
  element.addEventListener("click", noteTap, true);
  keepRoomUntilUsed([story, askBox, board]);
  const early = chooseWhileLoading();
  watchAway();

  const params = new URLSearchParams(window.location.search);
  if (PACES.includes(Number(params.get("pace")))) pace = Number(params.get("pace"));
  // A link to another game than the one the page was built with: until Python has drawn it, the built deal (the
  // wrong hands) is not shown, and its room is kept, so nothing the reader sees moves when the game appears.
  const linkCode = (params.get("code") || "").trim().toUpperCase();
  const otherNames = params.has("names") && params.get("names") !== setup.players.join(",");
  if (params.has("code") && (linkCode !== setup.code || params.has("r") || otherNames)) {
    element.dataset.hfPending = "link";
  }
  // The head's mark (early.js: a link, the built hands not painted yet) hands over to data-hf-pending, in the same
  // frame: a link to the built game itself shows it now, the first time it is painted.
  document.documentElement.removeAttribute("data-hf-link");
  projectorButton.disabled = false;
  knowsButton.disabled = false;

  await kit.ready();
  const bot = params.get("bot") === "random" ? "random" : setup.bot || "smart";
  const code = params.get("code");
  let started = false;
  if (code !== null) {
    F.code.value = code.slice(0, 40);
    const deal = await call("class_deal", { code: code.slice(0, 40) });
    const { names, problem } = deal.ok ? linkNames(params, deal.players) : { names: null, problem: "" };
    started = await startGame(code.slice(0, 40), bot, names);
    if (started && problem) showMessage(problem);
    if (started && params.get("r")) await replayLink(params.get("r").slice(0, 2000), params.get("at"));
    if (started) hints.readLink(params);
  }
  if (!started) {
    const reply = await kit.must("new_deal", gameRequest()); // the page's own game: only an ok reply goes on
    setup = { ...setup, bot };
    history = [{ state: reply.state, text: dealText(reply.state), by: null }];
    pos = 0;
  }
  // The choice made while Python loaded, if it still holds on the position now drawn (the same deal, not replayed).
  let waiting = early ? early.finish() : null;
  const first = history[latest()].state;
  const fits = (g) => waiting && g.target === waiting.target && (!waiting.card || g.cards.includes(waiting.card));
  if (!(latest() === 0 && first.current === you() && (first.legal || []).some(fits))) waiting = null;
  if (waiting) chosenTarget = waiting.target;
  fieldset.disabled = false;
  for (const button of element.querySelectorAll("[data-hf-action]")) {
    if (![backButton, nextButton, skipButton, nextDealButton, slowerButton, fasterButton].includes(button)) {
      button.disabled = false;
    }
  }
  draw();
  delete element.dataset.hfPending;
  comeToGame();
  element.dataset.hfReady = "true";
  markInteractive();
  if (waiting && waiting.card) await ask(waiting.target, waiting.card);
}

registerWidget(import.meta.url, mount); // mounted by the loader as soon as the page is there

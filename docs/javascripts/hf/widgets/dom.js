// Happy Families widgets: shared DOM helpers (not a widget itself).
//
// Everything is built with createElement and textContent: no text from the engine, the page's
// URL or the reader is ever parsed as HTML. The markup mirrors overrides/hooks/widgets.py, which
// renders each widget's first state at build time, so the page looks the same before and after
// Python has loaded.

import { onStatus } from "../loader.js";

/** Resolves once Python is ready, also after a failed load that the reader retried (loader's Retry). */
export function whenReady(engine) {
  return new Promise((resolve) => {
    let stop = null;
    stop = onStatus((status) => {
      if (status.stage === "ready") {
        if (stop) stop();
        resolve();
      }
    });
    if (engine.status.stage === "ready" && stop) stop();
  });
}

/** <site root>/, from this file's place: <root>/javascripts/hf/widgets/dom.js */
export const SITE_ROOT = new URL("../../../", import.meta.url);

/** The widget's interface wording (JSON in data-hf-ui, written by the build in the page language). */
export function readUi(element) {
  try {
    return JSON.parse(element.dataset.hfUi || "{}");
  } catch {
    return {};
  }
}

export function pageLang(element) {
  const lang = (element.dataset.hfLang || document.documentElement.lang || "en").toLowerCase();
  return lang.startsWith("fr") ? "fr" : "en";
}

/** Fill {name} placeholders of a template with plain values. */
export function fmt(template, values = {}) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? ""));
}

/** el("p", {class: "x", "data-y": "1"}, "text", child, ...): attributes are set, children appended as nodes/text. */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (key === "class") node.className = value;
    else if (value === true) node.setAttribute(key, "");
    else node.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

const LABEL = /^([A-Za-z0-9])([1-9])$/;

/** One card in the site's card design (docs/stylesheets/cards.css). */
export function card(label, { highlight = false, small = false } = {}) {
  const match = LABEL.exec(String(label));
  const family = match ? match[1] : "?";
  const member = match ? Number(match[2]) : 0;
  const classes = ["hf-card", `hf-card--${family.toLowerCase()}`];
  if (highlight) classes.push("is-highlight");
  if (small) classes.push("hf-card--small");
  const pips = el("span", { class: "hf-card__pips", "aria-hidden": "true" });
  for (let m = 1; m <= 4; m += 1) pips.append(el("span", { class: m === member ? "hf-pip is-on" : "hf-pip" }));
  return el(
    "span",
    { class: classes.join(" "), "data-card": `${family}${member}` },
    el("span", { class: "hf-card__family" }, family),
    el("span", { class: "hf-card__member" }, String(member)),
    pips,
  );
}

/** One seat: the same markup as seat_html() in overrides/hooks/widgets.py. */
export function seat(ui, s) {
  const { name, hand, count, families = [], current = false, dealer = false, bot = false } = s;
  const highlight = new Set(s.highlight || []);
  const head = el("p", { class: "hf-seat__head" }, el("span", { class: "hf-seat__name" }, name), " ");
  if (current) head.append(el("span", { class: "hf-seat__turn" }, ui.turn));
  if (dealer) head.append(el("span", { class: "hf-badge" }, ui.dealer));
  if (bot) head.append(el("span", { class: "hf-badge" }, ui.computer));
  head.append(el("span", { class: "hf-seat__count" }, count === 1 ? ui.card : fmt(ui.cards, { n: count })));
  const node = el("div", {
    class: current ? "hf-seat is-current" : "hf-seat",
    "data-player": name,
    "data-count": count,
    "data-families": families.join(" "),
  }, head);
  if (hand === null || hand === undefined) {
    const text = count ? (count === 1 ? ui.hidden1 : fmt(ui.hidden, { n: count })) : ui["no-cards"];
    node.append(el("p", { class: "hf-seat__more" }, text));
  } else if (hand.length) {
    node.append(el("span", { class: "hf-hand" }, hand.map((c) => card(c, { highlight: highlight.has(c) }))));
  } else {
    node.append(el("p", { class: "hf-seat__more" }, ui["no-cards"]));
  }
  if (families.length) {
    const fams = el("span", { class: "hf-seat__fams" });
    for (const f of families) {
      const members = [1, 2, 3, 4].map((m) => card(`${f}${m}`, { small: true }));
      fams.append(el("span", { class: f === s.freshFamily ? "hf-family is-fresh" : "hf-family", "data-family": f }, members));
    }
    node.append(el("span", { class: "hf-seat__families" },
      el("span", { class: "hf-seat__label" }, fmt(ui.families, { families: families.join(", ") })), fams));
  }
  node.append(el("p", { class: "hf-seat__score" }, fmt(ui.score, { n: families.length })));
  return node;
}

/** A link to a rule's paragraph: url is site-relative (hf_core.rules.rule_url). */
export function ruleHref(url) {
  return new URL(url, SITE_ROOT).href;
}

/** Parse a facade reply; a malformed one becomes an error reply. */
export function parseReply(text) {
  try {
    const value = JSON.parse(text);
    if (value && typeof value === "object") return value;
  } catch {
    // fall through
  }
  return { ok: false, error: { code: "reply", message: String(text).slice(0, 200) } };
}

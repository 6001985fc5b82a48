// Side by side: one deal, the same requests under our rules and under another profile.
//
// The build renders a complete comparison (overrides/hooks/compare.py), so the page reads without
// JavaScript. Once Python is ready, this module enables the form: the reader picks another profile
// or deal number and hf_core.web.compare answers with the comparison as JSON, drawn here with the
// same markup as the build's. Everything is built with textContent: nothing becomes HTML.
import { el, fmt, parseReply, pageLang, readUi, ruleHref } from "./dom.js";

const DIGITS = /^[0-9]{1,20}$/;

function text(ui, key, values = {}) {
  const out = fmt(ui[key], values);
  return ui.lang === "fr" ? out.replace(/ :/g, "\u00a0:") : out;
}

function side(ui, c, row, which) {
  const s = row[which];
  const label = which === "ours" ? text(ui, "ours") : text(ui, "theirs", { title: c.title });
  const node = el("div", {
    class: `hf-cmp__side hf-cmp__side--${which}`,
    "data-side": which,
    "data-status": s.status,
    "data-next": s.next || "",
  }, el("p", { class: "hf-cmp__label" }, label));
  if (which === "theirs" && row.their_request !== row.request && s.status === "made") {
    node.append(el("p", { class: "hf-cmp__said" }, row.their_request));
  }
  if (s.status === "refused") {
    node.append(el("p", { class: "hf-cmp__text" }, el("strong", {}, text(ui, "refused")), ` ${s.text}`));
    node.append(el("p", { class: "hf-cmp__rule" }, `${text(ui, "rule")} `,
      el("a", { href: ruleHref(s.rule.url) }, s.rule.title)));
  } else {
    node.append(el("p", { class: "hf-cmp__text" }, s.text));
  }
  node.append(el("p", { class: "hf-cmp__next" }, s.next ? text(ui, "next", { name: s.next }) : text(ui, "over")));
  return node;
}

function opening(ui, c) {
  const mk = (which, label, o) => el("div", {
    class: `hf-cmp__side hf-cmp__side--${which}`, "data-side": which, "data-next": o.first || "",
  }, el("p", { class: "hf-cmp__label" }, label), el("p", { class: "hf-cmp__text" }, o.text));
  return el("div", { class: "hf-cmp__sides" },
    mk("ours", text(ui, "ours"), c.ours), mk("theirs", text(ui, "theirs", { title: c.title }), c.theirs));
}

function scoresText(ui, lang, c) {
  const list = (scores) => Object.entries(scores).map(([p, n]) => `${p} ${n}`).join(", ");
  const [colon, semi] = lang === "fr" ? ["\u00a0: ", "\u00a0; "] : [": ", "; "];
  return text(ui, "scores", {
    list: `${text(ui, "ours")}${colon}${list(c.scores.ours)}${semi}${c.title}${colon}${list(c.scores.theirs)}`,
  });
}

/** The whole comparison: the same markup as result_html() in overrides/hooks/compare.py. */
export function draw(ui, lang, c) {
  const at = c.diverged_at;
  let verdict = text(ui, "diverged", { n: at });
  if (at === null) verdict = text(ui, "never");
  else if (at === 0) verdict = text(ui, c.diverged_why === "deal" ? "diverged-deal" : "diverged0");
  const rows = el("ol", { class: "hf-cmp__rows", "aria-label": text(ui, "rows") });
  for (const row of c.rows) {
    rows.append(el("li", {
      class: row.diverged ? "hf-cmp__row is-diverged" : "hf-cmp__row",
      "data-n": row.n,
      "data-diverged": String(row.diverged),
    }, el("p", { class: "hf-cmp__req" }, row.request),
    el("div", { class: "hf-cmp__sides" }, side(ui, c, row, "ours"), side(ui, c, row, "theirs"))));
  }
  const nodes = [
    el("p", { class: "hf-cmp__intro" }, text(ui, "intro", { seed: c.seed, dealer: c.dealer })),
    el("p", { class: "hf-cmp__verdict", "data-hf-verdict": true }, verdict),
    el("section", { class: "hf-cmp__opening", "aria-label": text(ui, "opening") }, opening(ui, c)),
    rows,
    el("p", { class: "hf-cmp__scores" }, scoresText(ui, lang, c)),
  ];
  if (c.theirs.stock) nodes.push(el("p", { class: "hf-cmp__scores" }, text(ui, "stock", { n: c.stock_left })));
  return nodes;
}

export async function mount(element, engine) {
  const ui = readUi(element);
  const lang = pageLang(element);
  const form = element.querySelector("[data-hf-form]");
  const fieldset = element.querySelector("[data-hf-fieldset]");
  const result = element.querySelector("[data-hf-result]");
  const message = element.querySelector("[data-hf-message]");
  const setup = JSON.parse(element.dataset.hfSetup || "{}");
  let busy = false;
  let again = false; // the reader changed something while a comparison was being worked out

  function showMessage(value) {
    message.textContent = value || "";
    message.hidden = !value;
  }

  async function run() {
    if (busy) {
      again = true;
      return;
    }
    const profile = form.elements.profile.value;
    const seedText = form.elements.seed.value.trim();
    const request = { ...setup, profile, lang };
    if (seedText !== "") {
      if (!DIGITS.test(seedText)) {
        showMessage(text(ui, "seed-bad"));
        return;
      }
      request.seed = seedText;
    }
    busy = true;
    element.setAttribute("aria-busy", "true");
    try {
      const reply = parseReply(await engine.call("compare", JSON.stringify(request)));
      if (!reply.ok) {
        showMessage(reply.error ? reply.error.message : "?");
        return;
      }
      showMessage("");
      result.replaceChildren(...draw(ui, lang, reply.comparison));
      element.dataset.hfProfile = reply.comparison.profile;
      element.dataset.hfSeed = String(reply.comparison.seed);
    } finally {
      busy = false;
      element.setAttribute("aria-busy", "false");
    }
    if (again) {
      again = false;
      await run();
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    run().catch((err) => console.error("compare failed:", err));
  });
  form.elements.profile.addEventListener("change", () => {
    run().catch((err) => console.error("compare failed:", err));
  });

  await engine.ready();
  form.hidden = false; // built hidden: without Python the controls could do nothing
  const note = element.querySelector("[data-hf-static-note]");
  if (note) note.hidden = true;
  fieldset.disabled = false;
  element.dataset.hfReady = "true";
}

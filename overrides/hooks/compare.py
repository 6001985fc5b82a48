"""The ``compare`` widget: one deal, the same requests under our rules and under another profile, side by side.

This hook registers the widget with the widgets hook (``overrides/hooks/widgets.py``, ``EXTRA_WIDGETS``), so
a page writes an ordinary ``hf-widget`` fence. The comparison is computed at build time by
``hf_core.web.compare`` (the function the page's Pyodide worker calls), so the page reads completely without
JavaScript; ``docs/javascripts/hf/widgets/compare.js`` then mounts on ``data-hf-widget="compare"`` (through
the shared loader) and lets the reader pick another profile or deal, drawing the same markup from the same
JSON.

The fence::

    ```hf-widget
    widget: compare
    profile: clockwise-miss        # one of hf_core.compare.COMPARABLE
    players: Ann, Ben, Cara, Dan
    seed: 9
    dealer: 0
    steps: 8
    ```

Everything from the engine is escaped here; the module builds its DOM with ``textContent`` only.
"""

from __future__ import annotations

import html
import json
from types import ModuleType
from typing import Any

from mkdocs.config.defaults import MkDocsConfig

from hf_core import web
from hf_core.compare import COMPARABLE
from hf_core.rules import PROFILE_TITLES

WIDGET = "compare"
KEYS = {"profile", "steps"}  # besides the widgets hook's own: widget, players, seed, dealer

UI: dict[str, dict[str, str]] = {
    "en": {
        "legend": "Compare",
        "profile": "Our rules against",
        "seed": "Deal number",
        "button": "Compare",
        "intro": "Deal number {seed}, dealt by {dealer}. The same requests, in the same order, in two games "
        "dealt from the same shuffle.",
        "ours": "Our rules",
        "theirs": "{title} (not our default)",
        "next": "Next to ask: {name}.",
        "over": "The game is over.",
        "refused": "Not possible under these rules:",
        "rule": "Rule:",
        "same": "Same as under our rules.",
        "diverged": "The games part ways at request {n}.",
        "diverged0": "The games part ways before the first request: a different player begins.",
        "diverged-deal": "The games differ from the deal on: the hands are not the same.",
        "never": "Over these requests the two games stay the same.",
        "scores": "Families laid down after these requests: {list}.",
        "stock": "Cards left in the stock: {n}.",
        "rows": "The requests, one by one",
        "opening": "The deal",
        "noscript": "Choosing another profile or deal needs the interactive version; the comparison below is "
        "complete.",
        "seed-bad": "The deal number is a whole number, such as 9.",
    },
    "fr": {
        "legend": "Comparer",
        "profile": "Nos règles face à",
        "seed": "Numéro de donne",
        "button": "Comparer",
        "intro": "Donne numéro {seed}, distribuée par {dealer}. Les mêmes demandes, dans le même ordre, dans "
        "deux parties distribuées à partir du même mélange.",
        "ours": "Nos règles",
        "theirs": "{title} (pas nos règles)",
        "next": "À demander ensuite : {name}.",
        "over": "La partie est finie.",
        "refused": "Impossible avec ces règles :",
        "rule": "Règle :",
        "same": "Comme avec nos règles.",
        "diverged": "Les deux parties se séparent à la demande {n}.",
        "diverged0": "Les deux parties se séparent avant la première demande : ce n'est pas le même joueur "
        "qui commence.",
        "diverged-deal": "Les deux parties diffèrent dès la donne : les mains ne sont pas les mêmes.",
        "never": "Sur ces demandes, les deux parties restent identiques.",
        "scores": "Familles posées après ces demandes : {list}.",
        "stock": "Cartes restant dans la pioche : {n}.",
        "rows": "Les demandes, une à une",
        "opening": "La donne",
        "noscript": "Pour choisir un autre profil ou une autre donne, il faut la version interactive ; la "
        "comparaison ci-dessous est complète.",
        "seed-bad": "Le numéro de donne est un nombre entier, par exemple 9.",
    },
}

class CompareError(ValueError):
    """A fence that cannot be rendered."""


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _u(lang: str, key: str, **values: object) -> str:
    text = UI[lang][key].format(**values)
    if lang == "fr":
        text = text.replace(" :", "\u00a0:")
    return text


def read_fence(data: dict[str, Any]) -> dict[str, Any]:
    """The fence's values (as the widgets hook read them: text, players as a list) as a compare request.

    >>> read_fence({"widget": "compare", "profile": "dealer-first", "players": ["Ann", "Ben"], "seed": "4"})
    {'profile': 'dealer-first', 'players': ['Ann', 'Ben'], 'seed': 4}
    """
    out: dict[str, Any] = {}
    for key, value in data.items():
        if key == "widget":
            continue
        if key in ("seed", "dealer", "steps"):
            try:
                out[key] = int(value)
            except ValueError:
                raise CompareError(f"{key} must be a whole number, not {value!r}") from None
        elif key in ("profile", "players"):
            out[key] = value
        else:
            raise CompareError(f"the compare widget has no key {key!r}")
    if out.get("profile", COMPARABLE[0]) not in COMPARABLE:
        raise CompareError(f"profile must be one of {', '.join(COMPARABLE)}")
    return out


def _scores(scores: dict[str, int]) -> str:
    return ", ".join(f"{p} {n}" for p, n in scores.items())


def side_html(lang: str, c: dict[str, Any], row: dict[str, Any], which: str, root: str = "") -> str:
    """One game's outcome for one request (compare.js ``side()`` builds the same markup)."""
    s = row[which]
    label = _u(lang, "ours") if which == "ours" else _u(lang, "theirs", title=c["title"])
    parts = [f'<p class="hf-cmp__label">{_e(label)}</p>']
    if which == "theirs" and row["their_request"] != row["request"] and s["status"] == "made":
        parts.append(f'<p class="hf-cmp__said">{_e(row["their_request"])}</p>')
    if s["status"] == "refused":
        parts.append(f'<p class="hf-cmp__text"><strong>{_e(_u(lang, "refused"))}</strong> {_e(s["text"])}</p>')
        rule = s["rule"]
        parts.append(
            f'<p class="hf-cmp__rule">{_e(_u(lang, "rule"))} '
            f'<a href="{_e(root + rule["url"])}">{_e(rule["title"])}</a></p>'
        )
    else:
        parts.append(f'<p class="hf-cmp__text">{_e(s["text"])}</p>')
    nxt = _u(lang, "next", name=s["next"]) if s["next"] else _u(lang, "over")
    parts.append(f'<p class="hf-cmp__next">{_e(nxt)}</p>')
    return (
        f'<div class="hf-cmp__side hf-cmp__side--{which}" data-side="{which}" data-status="{_e(s["status"])}" '
        f'data-next="{_e(s["next"] or "")}">{"".join(parts)}</div>'
    )


def result_html(lang: str, c: dict[str, Any], root: str = "") -> str:
    """The whole comparison, as the page shows it (compare.js ``draw()`` builds the same markup)."""
    dealer = c["dealer"]
    opening = (
        f'<div class="hf-cmp__sides">'
        f'<div class="hf-cmp__side hf-cmp__side--ours" data-side="ours" data-next="{_e(c["ours"]["first"])}">'
        f'<p class="hf-cmp__label">{_e(_u(lang, "ours"))}</p><p class="hf-cmp__text">{_e(c["ours"]["text"])}</p></div>'
        f'<div class="hf-cmp__side hf-cmp__side--theirs" data-side="theirs" data-next="{_e(c["theirs"]["first"])}">'
        f'<p class="hf-cmp__label">{_e(_u(lang, "theirs", title=c["title"]))}</p>'
        f'<p class="hf-cmp__text">{_e(c["theirs"]["text"])}</p></div></div>'
    )
    rows = "".join(
        f'<li class="hf-cmp__row{" is-diverged" if row["diverged"] else ""}" data-n="{row["n"]}" '
        f'data-diverged="{str(row["diverged"]).lower()}">'
        f'<p class="hf-cmp__req">{_e(row["request"])}</p>'
        f'<div class="hf-cmp__sides">{side_html(lang, c, row, "ours", root)}{side_html(lang, c, row, "theirs", root)}'
        f"</div></li>"
        for row in c["rows"]
    )
    at = c["diverged_at"]
    if at is None:
        verdict = _u(lang, "never")
    elif at == 0:
        verdict = _u(lang, "diverged-deal" if c["diverged_why"] == "deal" else "diverged0")
    else:
        verdict = _u(lang, "diverged", n=at)
    colon, semi = ("\u00a0: ", "\u00a0; ") if lang == "fr" else (": ", "; ")
    scores = (
        f'{_u(lang, "ours")}{colon}{_scores(c["scores"]["ours"])}{semi}{c["title"]}{colon}'
        f'{_scores(c["scores"]["theirs"])}'
    )
    tail = f'<p class="hf-cmp__scores">{_e(_u(lang, "scores", list=scores))}</p>'
    if c["theirs"]["stock"]:
        tail += f'<p class="hf-cmp__scores">{_e(_u(lang, "stock", n=c["stock_left"]))}</p>'
    return (
        f'<p class="hf-cmp__intro">{_e(_u(lang, "intro", seed=c["seed"], dealer=dealer))}</p>'
        f'<p class="hf-cmp__verdict" data-hf-verdict>{_e(verdict)}</p>'
        f'<section class="hf-cmp__opening" aria-label="{_e(_u(lang, "opening"))}">{opening}</section>'
        f'<ol class="hf-cmp__rows" aria-label="{_e(_u(lang, "rows"))}">{rows}</ol>{tail}'
    )


def render(lang: str, data: dict[str, Any], root: str = "") -> str:
    """The widget's HTML (the renderer the widgets hook calls with the page language, the fence's values and
    the relative path to the site root)."""
    request = {**read_fence(data), "lang": lang}
    answer = json.loads(web.compare(json.dumps(request)))
    if not answer.get("ok"):
        raise CompareError(f"hf_core.web.compare refused the fence: {answer.get('error')}")
    c = answer["comparison"]
    setup = {k: request[k] for k in ("players", "seed", "dealer", "steps") if k in request}
    setup["players"] = c["players"]
    options = "".join(
        f'<option value="{_e(p)}"{" selected" if p == c["profile"] else ""}>{_e(PROFILE_TITLES[p][lang])}</option>'
        for p in COMPARABLE
    )
    form = (
        f'<form class="hf-cmp__form" data-hf-form hidden><fieldset data-hf-fieldset disabled>'
        f'<legend>{_e(_u(lang, "legend"))}</legend>'
        f'<label>{_e(_u(lang, "profile"))} <select name="profile">{options}</select></label> '
        f'<label>{_e(_u(lang, "seed"))} <input type="text" name="seed" inputmode="numeric" maxlength="20" '
        f'autocomplete="off" value="{_e(c["seed"])}"></label> '
        f'<button type="submit" class="md-button md-button--primary">{_e(_u(lang, "button"))}</button>'
        f"</fieldset></form>"
    )
    ui = _e(json.dumps({**UI[lang], "lang": lang}, ensure_ascii=False, separators=(",", ":")))
    return (
        f'<div class="hf-widget hf-cmp" data-hf-widget="compare" data-hf-lang="{lang}" data-hf-ui="{ui}" '
        f'data-hf-setup="{_e(json.dumps(setup, ensure_ascii=False))}" data-hf-profile="{_e(c["profile"])}">'
        f'<div class="hf-status" data-hf-status hidden></div>'
        f'<p class="hf-cmp__noscript" data-hf-static-note>{_e(_u(lang, "noscript"))}</p>'
        f"{form}"
        f'<p class="hf-cmp__message" data-hf-message role="alert" hidden></p>'
        f'<div class="hf-cmp__result" data-hf-result aria-live="polite">{result_html(lang, c, root)}</div>'
        f"</div>"
    )


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Register the compare widget with the widgets hook (loaded by mkdocs as another hook module)."""
    widgets = None
    for module in (config.hooks or {}).values():
        if isinstance(module, ModuleType) and hasattr(module, "EXTRA_WIDGETS") and hasattr(module, "EXTRA_KEYS"):
            widgets = module
    if widgets is None:
        raise RuntimeError("overrides/hooks/compare.py needs overrides/hooks/widgets.py in mkdocs.yml hooks")
    widgets.EXTRA_WIDGETS[WIDGET] = render
    widgets.EXTRA_KEYS.update(KEYS)
    return config

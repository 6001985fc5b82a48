"""Views are data: every view tree the site draws gives the same DOM written as HTML by the build
(``hf_core.web.views.to_html``) and built in the page by ``docs/javascripts/hf/view.js``.

The trees come from the same functions the widgets use, in both languages: the worked example's every step
(picture and rule links), the diagrams' seats, the explorer's and the play page's tables (hidden hands, the
"you" badge, computer players, families laid down), a play page's card buttons, the deal sheet and an
other-rules comparison with a refused request.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urljoin

import pytest
from browsing import Tab

from hf_core import web
from hf_core.site.widgets import worked_example_steps
from hf_core.web import views

# Python starts from the worker's kept snapshot (conftest: return_visit): these tests are about what a widget does
# once it runs, not its first start, which the tests marked first_visit and the walks meet.
pytestmark = pytest.mark.return_visit


def call(func: Any, request: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(func(json.dumps(request)))
    assert answer["ok"], answer
    return answer


def trees(lang: str) -> list[Any]:
    out: list[Any] = []
    for step in worked_example_steps(lang, ""):
        out += [step["board"], step["rule"]]
    explorer = call(web.bot_move, {"lang": lang, "players": ["Ann", "Ben", "Cara", "Dan"], "seed": 7,
                                   "viewer": "Ben", "bots": ["Cara"]})["state"]
    out.append(explorer["board"])
    played = call(web.new_deal, {"lang": lang, "players": ["Sam", "Ada"], "seed": 3, "viewer": "Sam",
                                 "bots": ["Ada"], "you": True})["state"]
    out.append(played["board"])
    out += [tree for group in played["legal"] or [] for tree in group["views"]]
    code = call(web.make_class_code, {"players": 4, "dealer": 3, "seed": 2026})["code"]
    out += call(web.class_deal, {"lang": lang, "code": code})["sheet"]
    for profile in ("family-requests", "go-fish-stock"):
        out += call(web.compare, {"lang": lang, "profile": profile, "seed": 9, "steps": 12})["view"]
    out.append(views.seat(lang, "Eve", None, 1, ["A", "K"], current=True, dealer=True, bot=True, you=True, about=True,
                          fresh=["K"]))
    out.append(views.seat(lang, "Fay", [], 0, [], current=False))
    out.append(views.diagram_seat(lang, "Gus", ["A1", "A2"], 3, ["B"], current=True, played=True, highlight=["A1"]))
    out.append(views.diagram_seat(lang, "Hal", [], 0, [], current=False, played=True))
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_view_is_the_same_dom_from_the_build_and_from_the_page(desktop: Tab, lang: str) -> None:
    cases = [{"html": views.to_html(tree), "tree": tree} for tree in trees(lang)]
    page = desktop.goto("", settle=False)  # the site root: links in views are relative to it
    mismatches = page.evaluate(
        """async (cases) => {
            const { build } = await import(new URL("javascripts/hf/view.js", document.baseURI).href);
            const resolve = (node) => {
                for (const a of node.querySelectorAll ? node.querySelectorAll("a[href]") : []) {
                    a.setAttribute("href", a.href);
                }
                if (node.matches && node.matches("a[href]")) node.setAttribute("href", node.href);
                return node;
            };
            const out = [];
            for (const [i, c] of cases.entries()) {
                const template = document.createElement("template");
                template.innerHTML = c.html;  // the build's HTML, parsed as a browser reads the page
                const built = document.createElement("div");
                built.append(build(c.tree));
                const parsed = document.createElement("div");
                parsed.append(template.content.cloneNode(true));
                resolve(built);
                resolve(parsed);
                if (!built.isEqualNode(parsed)) {
                    out.push([i, built.innerHTML.slice(0, 300), parsed.innerHTML.slice(0, 300)]);
                }
            }
            return out;
        }""",
        cases,
    )
    assert len(cases) > 20
    assert mismatches == []


# What a browser's URL parser turns into javascript:, another host or a path above the site: it drops tabs and
# newlines, strips controls and spaces at the ends, reads "\" as "/" and "%2e" as ".".
HOSTILE_LINKS = [
    "java\tscript:alert(1)", "java\nscript:alert(1)", "\x01javascript:alert(1)", " javascript:alert(1)",
    "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "\\\\evil.example/x", "/\\evil.example/x",
    "\\/evil.example/x", "//evil.example/x", "/asking/", "../asking/", "asking/../../x", "%2e%2e/x", "a/%2E%2e/../x",
    "https://evil.example/", "https:evil", "asking/\x7f", "asking/\u0085", "a b",
]
GOOD_LINKS = ["asking/#ask-family-in-hand", "fr/asking/", "printables/cards/?seed=3#top", "", "#top", "a/../b/"]


def page_builds(desktop: Tab, trees: list[Any]) -> list[str | None]:
    """What the page's builder makes of each tree: the href of the link it built, or None when it refused."""
    page = desktop.goto("", settle=False)
    answers: list[str | None] = page.evaluate(
        """async (trees) => {
            const { build } = await import(new URL("javascripts/hf/view.js", document.baseURI).href);
            return trees.map((tree) => {
                try {
                    const node = build(tree);
                    return node.getAttribute("href") ?? "";
                } catch {
                    return null;
                }
            });
        }""",
        trees,
    )
    return answers


def test_links_out_of_the_site_are_refused_by_the_page_and_by_the_build(desktop: Tab) -> None:
    trees = [["a", {"href": link}, "x"] for link in HOSTILE_LINKS + GOOD_LINKS]
    built = dict(zip(HOSTILE_LINKS + GOOD_LINKS, page_builds(desktop, trees), strict=True))
    assert {link: built[link] for link in HOSTILE_LINKS if built[link] is not None} == {}
    assert [built[link] for link in GOOD_LINKS] == [urljoin(desktop.url(""), link) for link in GOOD_LINKS]
    for link in HOSTILE_LINKS:
        with pytest.raises(views.ViewError):
            views.to_html(["a", {"href": link}, "x"])
    assert [views.to_html(["a", {"href": link}, "x"], root="/") for link in GOOD_LINKS] == [
        f'<a href="/{link}">x</a>' for link in GOOD_LINKS]


def test_attribute_names_are_matched_in_full_by_the_page_and_by_the_build(desktop: Tab) -> None:
    names = ["href\n", "class\n", "onclick", "data-x\n", "xlink:href", "style", "HREF"]
    trees = [["span", {name: "x"}, "x"] for name in names]
    assert page_builds(desktop, trees) == [None] * len(names)
    for name in names:
        with pytest.raises(views.ViewError):
            views.to_html(["span", {name: "x"}, "x"])

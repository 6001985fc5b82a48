"""The one wording catalogue (hf_core.words) and every French sentence the engine makes with it.

What a reader would notice: a message missing in one language, a value that one language forgets, and
French typography faults (an ordinary space before ``: ; ! ?``, a straight apostrophe, "de Alice"). The
catalogue is read entry by entry; then a few hundred random games, with random illegal requests, matches and
command-line sessions, are said in French and every sentence is checked.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import re
import string
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hf_core
from hf_core import Game
from hf_core.__main__ import ARGPARSE_FR, main
from hf_core.errors import HappyFamiliesError, IllegalAsk
from hf_core.events import EVENT_TYPES, VARIANT_EVENT_TYPES
from hf_core.log import loads
from hf_core.match import TIE_BREAKS, Match
from hf_core.narrate import error_message, narrate_all, narrate_match, refusal
from hf_core.rules import PROFILES, RULES, Rules
from hf_core.teaching import EXERCISES, check, exercise_view
from hf_core.words import CATALOGUE, LANGS, Phrase, elide, french, has, say, typography_faults

# Names that start with a vowel, so that elision ("d’Alice", "qu’Ugo") is met on every table.
NAMES = ("Alice", "Ben", "Eve", "Ugo", "Cara", "Olga")
PERCENT = re.compile(r"%\((\w+)\)[sdr]|%[sdr]")
# French that a French author would not leave: no elision before a name or label that starts with a vowel.
NOT_ELIDED = re.compile(r"\b(?:[dDlLnNsSjJ]e|[qQ]ue|[lL]a) [AEIOUÉÈ]")
UNFILLED = re.compile(r"\{[a-z_]*(![rs])?\}")  # (a log's JSON, shown in an error, has braces of its own)


def placeholders(template: str) -> set[tuple[str, str | None]]:
    """The named values of a template, with their conversion (``{name!r}``), or argparse's ``%(name)s`` (its ``%r``
    and ``%s`` both take any value: French may quote one in guillemets, « %s », where English shows its repr)."""
    found = {(name, conv) for _, name, _, conv in string.Formatter().parse(template) if name is not None}
    return found | {(m.group(1) or m.group(0).replace("%r", "%s"), None) for m in PERCENT.finditer(template)}


def french_faults(text: str) -> list[str]:
    faults = typography_faults(text)
    faults += [f"not elided: {m.group(0)!r}" for m in NOT_ELIDED.finditer(text)]
    if UNFILLED.search(text):
        faults.append("a placeholder left unfilled")
    return faults


# ---------------------------------------------------------------------------------------- the catalogue


def test_every_entry_has_both_languages_and_the_same_values() -> None:
    assert len(CATALOGUE) > 200
    for msg_id, entry in CATALOGUE.items():
        assert set(entry) == set(LANGS), msg_id
        assert entry["en"].strip() and entry["fr"].strip(), msg_id
        assert placeholders(entry["en"]) == placeholders(entry["fr"]), msg_id


def test_every_french_entry_reads_without_typography_faults() -> None:
    for msg_id, entry in CATALOGUE.items():
        text = french(entry["fr"])
        assert not typography_faults(text), (msg_id, text, typography_faults(text))
        assert french(text) == text, msg_id  # idempotent


def test_english_entries_use_typographic_apostrophes_and_quotes() -> None:
    """"Cara’s", as the pages write it: no straight apostrophe or quote leaves the catalogue in English (argparse's
    own templates excepted: the command line looks their French up by them)."""
    for msg_id, entry in CATALOGUE.items():
        if msg_id.startswith("cli.argparse."):
            continue
        assert "'" not in entry["en"] and '"' not in entry["en"], (msg_id, entry["en"])
    assert say("web.turn-asked", "en", player="Cara", left="Ben", asker="Alice") == (
        "It is now Cara’s turn: after a no, the player who was asked plays next, not Ben, who sits on Alice’s left."
    )


def test_french_entries_use_the_pages_words() -> None:
    """The pages say « sens des aiguilles d’une montre » and « joueurs automatiques »; a player who is named is
    never « donneur » or « le joueur interrogé », and a named subject never lays a family « devant soi »."""
    for msg_id, entry in CATALOGUE.items():
        text = entry["fr"]
        assert "horaire" not in text and "virtuel" not in text, (msg_id, text)
        assert "devant soi" not in text, (msg_id, text)
        if "{player}" in text or "{target}" in text:
            assert "le joueur interrogé" not in text, (msg_id, text)


def test_english_entries_carry_no_french_typography() -> None:
    for msg_id, entry in CATALOGUE.items():
        assert not re.search("[\u00a0\u202f«»]", entry["en"]), msg_id


def test_say_fills_values_and_sets_french_typography() -> None:
    assert say("event.denied", "fr", target="Ugo", asker="Alice", card="A2") == "Ugo répond non\u00a0: pas d’A2."
    assert say("event.turn.other", "fr", player="Eve") == "C’est au tour d’Eve."
    assert say("event.turn.other", "en", player="Eve") == "It is Eve’s turn."
    assert say("error.setup.hands", "fr", problem=Phrase("problem.cards-missing", cards="A1")) == (
        "Les mains doivent contenir tout le jeu, chaque carte une fois\u00a0: il manque A1."
    )
    assert not has("no.such.message")


@given(st.text(alphabet="abcdeAEIOU ':;!?«»'’\u00a0\u202fxyz", max_size=40))
def test_french_and_elide_are_idempotent(text: str) -> None:
    once = french(elide(text))
    assert french(elide(once)) == once


FRENCH_IDS = sorted(  # the messages filled with text (argparse's own are %-templates, some take numbers)
    key
    for key, entry in CATALOGUE.items()
    if "%" not in entry["fr"] and not any(spec for _, _, spec, _ in string.Formatter().parse(entry["fr"]))
)
VALUES = st.one_of(
    st.sampled_from(["Alice", "Ugo", "Yves", "Yolande", "Ben", "A3", "E2", "15", "Ann et Eve", "Jean de Orléans"]),
    st.text(alphabet="AEYUbcx :;!?'«»", max_size=6),
    st.integers(0, 12),
)


@given(st.sampled_from(FRENCH_IDS), st.data())
def test_say_in_french_is_typography_and_elision_over_the_filled_text(msg_id: str, data: st.DataObject) -> None:
    """say() sets French typography once per template where it can: the text must be the same as setting it
    over the whole filled sentence, whatever the values."""
    template = CATALOGUE[msg_id]["fr"]
    names = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    values = {name: data.draw(VALUES, label=name) for name in names}
    assert say(msg_id, "fr", **values) == french(elide(template.format(**values)))


def test_argparse_words_come_from_the_catalogue() -> None:
    assert ARGPARSE_FR["usage: "] == "utilisation\u00a0: "
    for english, text in ARGPARSE_FR.items():
        assert not typography_faults(text), english


@pytest.mark.parametrize("argv", [["-h"], ["deal", "-h"], ["play", "-h"], ["replay", "-h"]])
def test_french_help_has_a_space_before_every_colon(argv: list[str]) -> None:
    with console() as out, pytest.raises(SystemExit):
        main([*argv, "--lang", "fr"])
    text = out.getvalue()
    assert "utilisation" in text and "options\u00a0:" in text
    assert not re.search(r"\w:(\s|$)", text), text
    for line in text.splitlines():
        assert not french_faults(line), line


# -------------------------------------------------------------------------------- a rule is one record

# Every IllegalAsk the engine's source raises: IllegalAsk("rule", "case", ...) or VariantIllegalAsk("rule", ...).
RAISED = re.compile(r'(?:Variant)?IllegalAsk\(\s*"([\w.-]+)"(?:,\s*"([\w-]+)")?')
DOCS = Path(__file__).resolve().parents[2] / "docs"
HEADING = re.compile(r"^#+\s+(.*?)\s*\{[:\s]*#([A-Za-z0-9_-]+)[^}]*\}\s*$")


def sources() -> Iterator[Path]:
    package = Path(hf_core.__file__).parent  # the installed package (under Pyodide, the wheel)
    return (p for p in package.rglob("*.py") if "words" not in p.relative_to(package).parts)


def test_every_rule_the_engine_raises_has_a_record_with_its_refusal() -> None:
    raised = {m.groups() for path in sources() for m in RAISED.finditer(path.read_text(encoding="utf-8"))}
    assert ("ask.not-own-card", None) in raised and ("ask.opponent-with-cards", "self") in raised
    for rule, case in raised:
        assert rule in RULES, rule
        assert has(RULES[rule].refusal_id(case or "")), (rule, case)


def test_every_record_has_its_words_in_both_languages() -> None:
    for rule in RULES.values():
        for msg_id in (rule.title_id, rule.explanation_id, *rule.refusal_ids()):
            assert has(msg_id), msg_id
            en, fr = CATALOGUE[msg_id]["en"], CATALOGUE[msg_id]["fr"]
            assert en != fr and not typography_faults(french(fr)), msg_id
        assert rule.url("fr") == f"fr/{rule.url('en')}"
    refusals = {key for key in CATALOGUE if key.startswith("refusal.")}
    assert refusals == {i for r in RULES.values() for i in r.refusal_ids()}, "a refusal no rule owns"
    titles = {key for key in CATALOGUE if key.startswith("rule.")}
    assert titles == {i for r in RULES.values() for i in (r.title_id, r.explanation_id)}


def headings(page: str, lang: str) -> dict[str, str]:
    """The ``{#anchor}`` ids of a Markdown page (outside code blocks), each with its heading's text."""
    path = DOCS / (f"{page}.md" if lang == "en" else f"{page}.{lang}.md")
    assert path.is_file(), f"{path.name} is missing"
    found: dict[str, str] = {}
    fenced = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif not fenced and (m := HEADING.match(line)):
            found[m.group(2)] = m.group(1)
    return found


@pytest.mark.skipif(not DOCS.is_dir(), reason="the docs are not next to the engine (e.g. under Pyodide)")
@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_each_record_points_at_a_heading_of_its_page_in_both_languages(rule_id: str) -> None:
    rule = RULES[rule_id]
    for lang in LANGS:
        found = headings(rule.page, lang)
        assert rule.anchor in found, f"{rule.page} ({lang}) has no heading {{#{rule.anchor}}}"
        if not rule.variant:  # our rules' headings are their titles, word for word
            normalise = lambda text: " ".join(text.replace("’", "'").split())  # noqa: E731
            assert normalise(found[rule.anchor]) == normalise(rule.title(lang)), (rule_id, lang)


# ------------------------------------------------------------------------- French over random games


def illegal_requests(game: Game, rng: random.Random) -> Iterator[tuple[str, str, str]]:
    """A few requests, legal or not: any asker, any target, a card, a family letter or nonsense."""
    pack = game.rules.pack
    for _ in range(3):
        asker, target = rng.choice(game.players), rng.choice((*game.players, "Zoé"))
        wanted = rng.choice([str(rng.choice(pack.cards())), rng.choice(pack.families), "Z9", "", "A0", "**"])
        yield asker, target, wanted


def said_in_french(game: Game, rng: random.Random, refusals: set[str] | None = None) -> list[str]:
    out: list[str] = []
    while not game.is_over:
        for asker, target, wanted in illegal_requests(game, rng):
            try:
                game.verify_ask(asker, target, wanted)
            except IllegalAsk as exc:
                out += [refusal(exc, "fr"), error_message(exc, "fr")]
                assert exc.rule in RULES and has(RULES[exc.rule].refusal_id(exc.case))
                if refusals is not None:
                    refusals.add(exc.message_id())
            except HappyFamiliesError as exc:
                out.append(error_message(exc, "fr"))
        assert game.current is not None
        game.ask(game.current, *rng.choice(game.legal_asks()))
    with pytest.raises(IllegalAsk) as over:  # nobody asks once the game is over
        game.verify_ask(game.players[0], game.players[1], str(game.rules.pack.cards()[0]))
    out.append(refusal(over.value, "fr"))
    if refusals is not None:
        refusals.add(over.value.message_id())
    out += narrate_all(game.events, "fr", players=game.players, pack=game.rules.pack)
    return out


def examples(wanted: int) -> settings:
    """``wanted`` examples, or fewer if the profile asks for fewer (Pyodide)."""
    return settings(max_examples=min(wanted, settings.default.max_examples))


@examples(300)
@given(st.sampled_from(sorted(PROFILES)), st.integers(2, 6), st.integers(0, 2**32))
def test_every_french_sentence_of_random_games_reads_well(profile: str, count: int, seed: int) -> None:
    rules = PROFILES[profile]
    rng = random.Random(seed)
    names = rng.sample(NAMES, min(count, rules.max_players))
    game = Game.deal(names, seed=seed, rules=rules)
    for sentence in said_in_french(game, rng):
        assert not french_faults(sentence), (sentence, french_faults(sentence))


def test_the_random_games_meet_every_kind_of_event_and_refusal() -> None:
    """The games above are said in full: here, one game per profile meets every event type and every refusal."""
    kinds: set[type] = set()
    refusals: set[str] = set()
    for n, (name, rules) in enumerate(sorted(PROFILES.items())):
        rng = random.Random(n)
        game = Game.deal(list(NAMES[: min(4, rules.max_players)]), seed=n, rules=rules)
        for sentence in said_in_french(game, rng, refusals):
            assert not french_faults(sentence), (name, sentence)
        kinds |= {type(e) for e in game.events}
    assert kinds == {*EVENT_TYPES.values(), *VARIANT_EVENT_TYPES.values()}
    assert refusals == {i for r in RULES.values() for i in r.refusal_ids()}


@examples(60)
@given(st.integers(0, 2**32), st.sampled_from(TIE_BREAKS), st.booleans())
def test_match_summaries_read_well(seed: int, tie_break: str, by_target: bool) -> None:
    rng = random.Random(seed)
    names = rng.sample(NAMES, rng.randint(2, 4))
    goal = {"target": rng.randint(1, 12)} if by_target else {"deals": rng.randint(1, 3)}
    match = Match(names, tie_break=tie_break, seed=seed, **goal)  # type: ignore[arg-type]
    while True:
        en, fr = match.summary("en"), match.summary("fr")
        assert fr == narrate_match(match.facts(), "fr") and len(en) == len(fr)
        assert json.loads(json.dumps(match.facts())) == [list(f) for f in match.facts()]
        for sentence in fr:
            assert not french_faults(sentence), sentence
        if match.is_over:
            break
        game = match.next_game()
        while not game.is_over:
            assert game.current is not None
            game.ask(game.current, *rng.choice(game.legal_asks()))
        match.record(game)


def logged() -> dict[str, Any]:
    game = Game.deal(["Alice", "Ugo", "Eve"], seed=3)
    game.ask(game.current or "", *game.legal_asks()[0])
    return game.to_log()


def test_setup_and_log_errors_read_well_in_french() -> None:
    attempts = [
        lambda: Rules(miss="left"),
        lambda: Rules(min_players=1),
        lambda: Rules.from_dict({"pack": "tarot"}),
        lambda: Rules.from_dict({"colour": 1}),
        lambda: Rules.from_dict({"hand_size": "5"}),
        lambda: Match(["Alice", "Ben"]),
        lambda: Match(["Alice", "Ben"], target=3, tie_break="coin"),
        lambda: Game.deal(["Alice"], seed=0),
        lambda: Game.deal(["Alice", "Alice"], seed=0),
        lambda: Game.from_hands({"Alice": ["A1", "A1"], "Ugo": ["A2"]}),
        lambda: Game.from_log({"format": "chess"}),
        lambda: Game.from_log({**logged(), "version": 99}),
        lambda: Game.from_log({**logged(), "players": "Alice"}),
        lambda: Game.from_log({**logged(), "requests": [{"asker": "Alice", "target": "Ugo", "card": "Z9"}]}),
        lambda: Game.from_log({**logged(), "events": [*logged()["events"], {"type": "nonsense"}]}),
        lambda: Game.from_log({**logged(), "events": logged()["events"][:-1]}),
        lambda: loads("{not json"),
    ]
    for attempt in attempts:
        with pytest.raises(HappyFamiliesError) as info:
            attempt()
        en, fr = info.value.message("en"), info.value.message("fr")
        assert en != fr and not french_faults(fr), fr


def test_exercises_read_well_in_french() -> None:
    for ex in EXERCISES:
        view = exercise_view(ex, "fr")
        texts = [view["question"], *view["said"], *(c["label"] for c in view["choices"])]
        for choice in ex.choices():
            answer = check(ex.id, choice, "fr")
            assert answer["rule"]["explanation"] == RULES[ex.rule()].explanation("fr")  # the rule's own line
            texts += [answer["explanation"], answer["rule"]["title"], answer["rule"]["explanation"]]
        for text in texts:
            assert not french_faults(text), (ex.id, text)


@contextlib.contextmanager
def console(stdin: str = "") -> Iterator[io.StringIO]:
    out, saved = io.StringIO(), sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            yield out
    finally:
        sys.stdin = saved


@examples(30)
@given(st.integers(0, 2**20), st.integers(2, 4))
def test_command_line_french_reads_well(seed: int, count: int) -> None:
    names = ",".join(NAMES[:count])
    rng = random.Random(seed)
    typed = "".join(
        f"{rng.choice(['Ben', 'Eve', 'Alice', 'x'])} {rng.choice(['A3', 'B', 'Z9', ''])}\n" for _ in range(40)
    )
    sessions = [
        ["deal", "--players", names, "--seed", str(seed), "--lang", "fr"],
        ["play", "--players", names, "--seed", str(seed), "--lang", "fr"],
        ["deal", "--players", "Alice", "--seed", str(seed), "--lang", "fr"],
        ["deal", "--code", "JQ6R-A08", "--lang", "fr"],
    ]
    for argv in sessions:
        with console("aide\nmain\n" + typed + "quitter\n") as out:
            main(argv)
        for line in out.getvalue().splitlines():
            line = line.rpartition("quitter\u00a0: ")[2]  # the prompt, then whatever was typed
            assert not french_faults(line), (argv, line)

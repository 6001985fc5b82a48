"""Logs: JSON round trips, verified replay, errors that say where, redacted views."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hf_core.logformat as log_module
from hf_core import Game, InvalidLog, Rules
from hf_core.log import HIDDEN, loads, redacted_log, too_deep
from hf_core.scenarios import WORKED_EXAMPLE, WORKED_EXAMPLE_DEALER


def played(seed: int = 7, requests: int = 12) -> Game:
    g = Game.deal(["Ann", "Ben", "Cara", "Dan"], seed=seed, dealer=1)
    for i in range(requests):
        asks = g.legal_asks()
        assert g.current is not None
        target, card = asks[(i * 7) % len(asks)]
        g.ask(g.current, target, card)
    return g


def test_round_trip_through_json_text() -> None:
    g = played()
    text = json.dumps(g.to_log())
    again = loads(text)
    assert again == g and again.requests == g.requests and again.seed == 7
    log = json.loads(text)
    assert log["format"] == "happy-families-log" and log["version"] == 1
    assert log["requests"][0].keys() == {"asker", "target", "card"}
    assert all(isinstance(r["card"], str) and len(r["card"]) == 2 for r in log["requests"])


def test_round_trip_of_given_hands_and_other_rules() -> None:
    g = Game.from_hands(WORKED_EXAMPLE, dealer=WORKED_EXAMPLE_DEALER, rules=Rules(miss="clockwise"))
    g.ask("Alice", "Ben", "A3")
    g.ask("Alice", "Cara", "B2")
    log = json.loads(json.dumps(g.to_log()))
    assert "seed" not in log and log["hands"]["Alice"][:3] == ["A1", "A2", "A4"]
    again = Game.from_log(log)
    assert again == g and again.current == "Ben" and again.rules.miss == "clockwise"


def test_a_log_without_events_still_replays_its_requests() -> None:
    g = played()
    log = g.to_log()
    del log["events"]
    assert Game.from_log(log) == g


def where(log: object) -> str:
    with pytest.raises(InvalidLog) as info:
        Game.from_log(log)  # type: ignore[arg-type]
    assert info.value.message("fr") != info.value.message("en")
    assert ".." not in info.value.message("en") and ".." not in info.value.message("fr")
    return info.value.where


def test_tampered_logs_say_where() -> None:
    g = played()
    log = g.to_log()

    def changed(path: str, value: object) -> dict[str, object]:
        out = json.loads(json.dumps(log))
        node = out
        keys = path.split("/")
        for key in keys[:-1]:
            node = node[int(key)] if key.isdigit() else node[key]
        last = keys[-1]
        node[int(last) if last.isdigit() else last] = value
        return out

    assert where([]) == "$"
    assert where(changed("format", "chess")) == "format"
    assert where(changed("version", 2)) == "version"
    assert where(changed("rules", {"miss": "sideways"})) == "rules"
    assert where(changed("rules", {"pack": []})) == "rules"  # was a TypeError before the fix
    assert where(changed("rules", {"pack": "tarot"})) == "rules"
    assert where(changed("players", "Ann,Ben")) == "players"
    assert where(changed("dealer", "Zoe")) == "dealer"
    assert where(changed("seed", -5)) == "seed"
    assert where(changed("players", ["Ann", "Ben", "Cara", "Ann"])) == "players"  # once reported at "seed"
    assert where({**changed("players", ["Ben"]), "first": None}) == "players"
    assert where({**changed("players", [f"P{i}" for i in range(7)]), "dealer": "P0", "first": None}) == "players"
    assert where(changed("requests", {})) == "requests"
    assert where(changed("requests/3", ["Ann"])) == "requests[3]"
    assert where(changed("requests/3/card", "Z9")) == "requests[3].card"
    assert where(changed("requests/3/card", 12)) == "requests[3].card"
    assert where(changed("requests/0/asker", "Zoe")) == "requests[0]"
    assert where(changed("events", "all")) == "events"
    assert where(changed("events/0/counts", [44, 0, 0, 0])) == "events[0]"
    assert where(changed("events/5", {"type": "shrug"})) == "events[5]"
    assert where(changed("events/5", "?")) == "events[5]"
    short = json.loads(json.dumps(log))
    short["events"].pop()
    assert where(short) == f"events[{len(short['events'])}]"
    longer = json.loads(json.dumps(log))
    longer["events"].append(longer["events"][-1])
    assert where(longer) == f"events[{len(log['events'])}]"
    hands = Game.from_hands(WORKED_EXAMPLE).to_log()
    hands["hands"]["Cara"].append("A1")
    assert where(hands) == "hands"


def test_problems_are_told_in_both_languages() -> None:
    log = played().to_log()
    log["players"] = "Ann"
    with pytest.raises(InvalidLog) as info:
        Game.from_log(log)
    assert info.value.message("en") == "Invalid log at players: a list of names."
    assert info.value.message("fr") == "Journal invalide à players\u00a0: une liste de noms."
    log = played().to_log()
    log["rules"] = {"pack": "tarot"}
    with pytest.raises(InvalidLog) as info:
        Game.from_log(log)
    assert info.value.message("fr") == (
        "Journal invalide à rules\u00a0: Ce profil de règles est inutilisable\u00a0: jeu «\u00a0tarot\u00a0» inconnu."
    )
    with pytest.raises(InvalidLog) as info:
        loads("{not json")
    assert info.value.where == "$" and "JSON" in info.value.message("fr")


def test_redacted_log_hides_other_hands() -> None:
    g = played()
    view = redacted_log(g, "Ben")
    assert "seed" not in view and view["redacted_for"] == "Ben"
    assert view["hands"]["Ben"] == sorted(str(c) for c in g.initial_hand("Ben"))
    for p in ("Ann", "Cara", "Dan"):
        assert view["hands"][p] == [HIDDEN] * len(g.initial_hand(p))
    assert view["requests"] == g.to_log()["requests"] and view["events"] == g.to_log()["events"]
    json.dumps(view)
    assert where(view) == "redacted_for"
    with pytest.raises(ValueError):
        redacted_log(g, "Zoe")


def test_copy_and_undo_give_back_earlier_states() -> None:
    g = played(requests=8)
    log = g.to_log()
    copy = g.copy()
    assert copy == g and copy is not g
    last = g.undo()
    assert last == copy.requests[-1] and len(g.requests) == 7
    shorter = dict(log, requests=log["requests"][:7])
    del shorter["events"]
    assert g == Game.from_log(shorter)
    assert copy.to_log() == log  # the copy did not move with the original
    while g.requests:
        g.undo()
    assert g == Game.deal(["Ann", "Ben", "Cara", "Dan"], seed=7, dealer=1)
    with pytest.raises(IndexError):
        g.undo()


# ------------------------------------------------------------------------------------ hostile logs


def refusal(text_or_log: str | dict[str, object]) -> InvalidLog:
    with pytest.raises(InvalidLog) as info:
        if isinstance(text_or_log, str):
            loads(text_or_log)
        else:
            Game.from_log(text_or_log)
    en, fr = info.value.message("en"), info.value.message("fr")
    assert en.startswith("Invalid log at ") and fr.startswith("Journal invalide à ")
    assert len(en) < 300 and len(fr) < 300  # long input is never quoted whole
    return info.value


def test_logs_refuse_keys_they_do_not_know() -> None:
    log = played().to_log()
    err = refusal({**log, "colour": "red"})
    assert err.where == "colour" and "unknown key 'colour'" in err.message("en")
    assert "clé inconnue 'colour'" in err.message("fr")
    tampered = json.loads(json.dumps(log))
    tampered["requests"][2]["note"] = "sneaky"
    assert refusal(tampered).where == "requests[2].note"


@pytest.mark.parametrize("version", [True, 1.0, "1", [1], None])
def test_the_version_is_the_whole_number_one(version: object) -> None:
    err = refusal({**played().to_log(), "version": version})
    assert err.where == "version"
    assert "whole number" in err.message("en") and "entier" in err.message("fr")


def test_numbers_no_log_holds_are_refused_where_they_are() -> None:
    text = json.dumps(played().to_log())
    events = json.loads(text)["events"]
    counts = json.dumps(events[0]["counts"])
    floats = json.dumps([float(c) for c in events[0]["counts"]])
    cases = {
        text.replace(counts, floats, 1): ("events[0].counts[0]", "11.0 is not a whole number"),
        text.replace('"seed": 7', '"seed": 7.0'): ("seed", "7.0 is not a whole number"),
        text.replace('"seed": 7', '"seed": 1e999'): ("seed", "1e999 is not a number JSON allows"),
        text.replace('"seed": 7', '"seed": NaN'): ("seed", "NaN is not a number JSON allows"),
        text.replace('"seed": 7', '"seed": -Infinity'): ("seed", "-Infinity is not a number JSON allows"),
        text.replace('"seed": 7', '"seed": ' + "9" * 5000): ("seed", "a number of 5000 digits"),
        text.replace('"Ann"', '"\\ud800nn"', 1): ("players[0]", "a lone surrogate, U+D800"),
    }
    for bad, (where, en) in cases.items():
        err = refusal(bad)
        assert (err.where, en in err.message("en")) == (where, True), err.message("en")
    # the same from Python data (Game.from_log takes a dict)
    assert refusal({**played().to_log(), "seed": 10**5000}).where == "seed"
    assert refusal({**played().to_log(), "seed": float("nan")}).where == "seed"


def test_true_is_not_one_in_events() -> None:
    g = Game.deal(["Ann", "Ben"], seed=2, dealer=0)
    while not g.is_over:
        g.ask(g.current, *g.legal_asks()[0])
    log = json.loads(json.dumps(g.to_log()))
    over = log["events"][-1]
    assert over["type"] == "game-over" and 1 in over["scores"]
    over["scores"] = [s == 1 if s in (0, 1) else s for s in over["scores"]]
    err = refusal(log)
    assert err.where == f"events[{len(log['events']) - 1}]" and "true" in err.message("en")


def test_json_text_errors_say_where_in_both_languages() -> None:
    err = refusal('{"format": "happy-families-log",\n "version": }')
    assert err.message("en") == "Invalid log at $: not JSON (line 2, column 13)."
    assert err.message("fr") == "Journal invalide à $\u00a0: ce n’est pas du JSON (ligne 2, colonne 13)."
    assert "given twice" in refusal('{"seed": 1, "seed": 2}').message("en")
    # refused before parsing: in Pyodide, json.loads of this overflows the JavaScript stack and kills the runtime
    for text in ('{"seed": ' + "[" * 100_000, '{"seed": ' + "[" * 100_000 + "]" * 100_000 + "}",
                 '{"rules": ' + '{"a": ' * 20 + "1" + "}" * 21):
        deep = refusal(text)
        assert deep.where == "$" and "nested too deep" in deep.message("en")
    for text in ("[" * 100_000, "[" * 100_000 + "]" * 100_000, " [1, 2"):  # a list is no log: refused unread
        assert refusal(text).message("en") == "Invalid log at $: a log is a JSON object."
    assert refusal('{"format": "[[[[[[[[[[[[[[[[[[[[[[[[[["}').where == "format"  # brackets in strings do not count
    nested: list[object] = []
    for _ in range(30):
        nested = [nested]
    err = refusal({**played().to_log(), "seed": nested})  # the same from Python data
    assert "nested too deep" in err.message("en") and "imbrication trop profonde" in err.message("fr")


@pytest.mark.parametrize("value", [{"Ann"}, b"Ann", bytearray(b"A1"), frozenset({1}), 1j, object(), range(2)])
@pytest.mark.parametrize("where", ["version", "players", "requests[0].card", "events[1]", "rules.pack"])
def test_python_values_json_cannot_hold_are_refused_where_they_are(value: object, where: str) -> None:
    log = json.loads(json.dumps(played().to_log()))
    holder, key = log, where
    for part in where.replace("[", ".").replace("]", "").split(".")[:-1]:
        holder = holder[int(part)] if isinstance(holder, list) else holder[part]
    key = where.replace("]", "").replace("[", ".").split(".")[-1]
    holder[int(key) if isinstance(holder, list) else key] = value
    err = refusal(log)
    kind = type(value).__name__
    assert err.where == where
    assert err.message("en").endswith(f": a Python value of type {kind} cannot be in a JSON log.")
    assert err.message("fr").endswith(f"\u00a0: une valeur Python de type {kind} ne peut pas figurer dans un journal "
                                      "JSON.")


def test_keys_that_are_not_text_are_refused_where_they_are() -> None:
    log = played().to_log()
    err = refusal({**log, "rules": {**log["rules"], 5: "x"}})
    assert err.where == "rules" and "the key 5 is not text" in err.message("en")
    assert "la clé 5 n’est pas du texte" in err.message("fr")
    # a tuple is what JSON writes as a list: it is read as one (and refused here as a list of names would be)
    assert refusal({**log, "players": ("Ann", {"Ben"})}).where == "players[1]"


def nesting(text: str) -> int:
    """The deepest nesting of a JSON text, read as a parser reads it: one character after another, a string up
    to its closing quote (or to the end of the text when it is never closed)."""
    depth = deepest = 0
    inside = escaped = False
    for char in text:
        if escaped:
            escaped = False
        elif inside:
            escaped, inside = char == "\\", char != '"'
        elif char == '"':
            inside = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet='"\\[]{}a ', max_size=60), st.integers(0, 6))
def test_the_nesting_check_reads_strings_as_a_parser_does(text: str, most: int) -> None:
    assert too_deep(text, most) == (nesting(text) > most)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet='"\\[]a', max_size=80))
def test_every_quote_outside_a_string_starts_one_string_read_once(text: str) -> None:
    # The check's string pattern matches at the first quote of any string, closed or not: the scan never starts
    # again from a later quote of an unclosed string, which read 60 kB of `"` and `\"` in 10.9 s.
    position = 0
    while (position := text.find('"', position)) >= 0:
        found = log_module._STRING.match(text, position)
        assert found is not None, (text, position)
        position = found.end()


def test_hostile_quotes_give_a_clear_error() -> None:
    for text in ('"' * 30_000 + '\\"' * 15_000, '"' + '\\"' * 30_000, "{" + '"\\' * 30_000):
        err = refusal(text)
        assert err.where == "$" and "not JSON" in err.message("en") and "pas du JSON" in err.message("fr")


# ------------------------------------------------------------------- the shape before the values (issue 36)


def test_a_text_larger_than_any_log_is_refused_unread() -> None:
    from hf_core.log import MOST_BYTES

    err = refusal('{"players": ["' + "é" * (MOST_BYTES // 2) + '"]}')  # fewer characters than bytes
    assert err.where == "$"
    assert err.message("en") == f"Invalid log at $: {MOST_BYTES + 17} bytes (a log has at most {MOST_BYTES})."
    assert err.message("fr").endswith(f"{MOST_BYTES + 17} octets (un journal en a au plus {MOST_BYTES}).")


@pytest.mark.parametrize("part", ["players", "rules", "hands", "stock", "seed"])
def test_a_part_larger_than_any_logs_is_refused_whole(part: str) -> None:
    log = Game.from_hands(WORKED_EXAMPLE).to_log()
    big: object = {f"k{i}": 1 for i in range(5000)} if part in ("rules", "hands") else ["A1"] * 5000
    err = refusal({**log, part: big})
    assert err.where == part
    assert "more values than a log holds here (at most 1000)" in err.message("en")
    assert "plus de valeurs qu’un journal n’en a ici (au plus 1000)" in err.message("fr")


def test_each_request_and_event_is_checked_where_it_is_read() -> None:
    log = played().to_log()
    err = refusal({**log, "requests": [1] * 100_000})
    assert err.where == "requests[0]"
    events = [*log["events"][:3], {"type": "asked", "cards": ["A1"] * 5000}]
    err = refusal({**log, "events": events})
    assert err.where == "events[3]" and "at most 1000" in err.message("en")

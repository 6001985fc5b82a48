"""Hostile input: every answer is a documented refusal or a success, never an internal error or a traceback.

Class deal codes, logs (JSON text fuzzed, and real logs mutated one place at a time), the command line
(``main(argv)`` in-process, in both languages) and every function of the web boundary the page calls (any
text, and requests with hostile values, share links included). Each property is bounded
(:data:`HOSTILE`: few examples, and a deadline of a second per call outside Pyodide), so the whole file runs in
seconds.
"""

from __future__ import annotations

import contextlib
import io
import json
import math
import re
import sys
import tempfile
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import hf_core.web
from hf_core import Game
from hf_core.__main__ import main
from hf_core.errors import HappyFamiliesError, InvalidLog
from hf_core.log import NotJSON, loads, read_log
from hf_core.rules import PROFILES
from hf_core.teaching import ALPHABET, ClassCode, ClassCodeError, decode_code

IN_PYODIDE = sys.platform == "emscripten"
HOSTILE = settings(
    max_examples=max(10, settings.default.max_examples // 4),
    deadline=None if IN_PYODIDE else 1000,  # ms: "no call takes over a second" (WebAssembly is slower)
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
FEWER = settings(HOSTILE, max_examples=max(5, settings.default.max_examples // 10))

# ------------------------------------------------------------------------------------------- strategies

# Characters that have broken input handlers: controls and escape sequences, bidi overrides, zero-width and
# format characters, lone surrogates, non-ASCII digits, NUL, line separators, very wide characters.
NASTY_CHARS = (
    "\x00\x07\x08\x1b\x7f\x85\u0000\u00a0\u00ad\u200b\u200d\u2028\u2029\u202e\u2066\ufeff\ufffd"
    "\ud800\udcff\udfff²٣߃௫\U0001f600\U000e0041"
)
NASTY_WORDS = ("\x1b]0;pwned\x07", "\x1b[2J", "\x1b[31m", "NaN", "Infinity", "-0", "1e999", "null",
               "<script>", "{{x}}", "%s%n", "..", "../../etc/passwd", "A3", "ZZZZ-ZZZ", "'", '"', "\\", ",,,")


def hostile_text(max_size: int = 30) -> st.SearchStrategy[str]:
    """Text mixing ordinary characters, NASTY_CHARS (surrogates included) and NASTY_WORDS."""
    pieces = st.one_of(
        st.text(max_size=8),
        st.text(alphabet=st.sampled_from(NASTY_CHARS), max_size=4),
        st.sampled_from(NASTY_WORDS),
        st.integers(4300, 5100).map(lambda n: "9" * n),  # over Python's int digit limit
        st.characters(codec=None, categories=["Cc", "Cf", "Cs", "Co", "Zl", "Zp", "Nd", "No"]).map(str),
    )
    return st.lists(pieces, max_size=max(1, max_size // 6)).map("".join)


def json_values(max_leaves: int = 20) -> st.SearchStrategy[Any]:
    """Any JSON-like value, with the numbers and strings JSON parsers disagree on (NaN, 1e999, huge ints)."""
    leaves = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.integers(min_value=10**19, max_value=10**40),
        st.integers(4300, 5100).map(lambda digits: -(10**digits) if digits % 2 else 10**digits),
        st.floats(),
        st.sampled_from([math.nan, math.inf, -math.inf, 1.0, -0.0]),
        hostile_text(),
    )
    return st.recursive(
        leaves,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4), st.dictionaries(hostile_text(10), inner, max_size=4)
        ),
        max_leaves=max_leaves,
    )


def json_text(value: Any) -> str:
    """``value`` as JSON text, whatever it holds (NaN written as such, integers of any length)."""
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return json.dumps(value, ensure_ascii=False)
    finally:
        sys.set_int_max_str_digits(limit)


def outcome(call: Callable[[], Any], refusals: tuple[type[BaseException], ...] = (HappyFamiliesError,)) -> Any:
    """Run ``call``: its result, or the documented refusal it raised (any other exception fails the test)."""
    try:
        return call()
    except refusals as exc:
        assert not isinstance(exc, KeyError | TypeError | AttributeError | IndexError) or isinstance(
            exc, HappyFamiliesError
        ), repr(exc)
        return exc


def assert_speaks_both(exc: HappyFamiliesError) -> None:
    """A refusal has a short message in each language, and they differ."""
    en, fr = exc.message("en"), exc.message("fr")
    assert en and fr and en != fr
    assert len(en) < 400 and len(fr) < 400, en  # long input is never quoted whole


# ------------------------------------------------------------------------------------------- class codes


@HOSTILE
@given(st.one_of(hostile_text(50), st.text(alphabet=ALPHABET + ALPHABET.lower() + "-oOiIlL Uu \t", max_size=12)))
def test_class_codes_are_read_or_refused(text: str) -> None:
    got = outcome(lambda: decode_code(text), (ClassCodeError,))
    if isinstance(got, ClassCodeError):
        assert_speaks_both(got)
    else:
        assert isinstance(got, ClassCode)
        assert decode_code(got.code) == got  # a code read is a code the page and the sheet can print
        assert got.game().players  # and it deals


# -------------------------------------------------------------------------------------------------- logs


def real_log(seed: int, requests: int) -> dict[str, Any]:
    game = Game.deal(["Ann", "Ben", "Cara"], seed=seed, dealer=seed % 3)
    for i in range(requests):
        if game.is_over:
            break
        asks = game.legal_asks()
        assert game.current is not None
        game.ask(game.current, *asks[(i * 5) % len(asks)])
    log: dict[str, Any] = json.loads(json.dumps(game.to_log()))
    return log


def places(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, as a path of keys and indices (the root is ``()``)."""
    found = [path]
    if isinstance(data, dict):
        for key, item in data.items():
            found += places(item, (*path, key))
    elif isinstance(data, list):
        for i, item in enumerate(data):
            found += places(item, (*path, i))
    return found


@st.composite
def mutated_logs(draw: st.DrawFn) -> dict[str, Any]:
    """A real log with one place replaced, removed, duplicated or given an extra key."""
    log = real_log(draw(st.integers(0, 2**64 - 1)), draw(st.integers(0, 6)))
    path = draw(st.sampled_from(places(log)[1:]))
    parent: Any = log
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    action = draw(st.sampled_from(["replace", "remove", "duplicate", "extra-key"]))
    if action == "replace":
        parent[last] = draw(json_values(8))
    elif action == "remove":
        del parent[last]
    elif action == "duplicate" and isinstance(parent, list):
        parent.insert(last, parent[last])
    elif isinstance(parent, dict):
        parent[draw(hostile_text(10))] = draw(json_values(4))
    return log


def check_log_outcome(got: Any) -> None:
    if isinstance(got, InvalidLog):
        assert_speaks_both(got)
        assert got.where  # it says where
    else:
        assert isinstance(got, Game)
        assert Game.from_log(got.to_log()) == got  # what was accepted replays the same


@HOSTILE
@given(mutated_logs())
def test_mutated_logs_replay_or_are_refused(log: dict[str, Any]) -> None:
    check_log_outcome(outcome(lambda: Game.from_log(log), (InvalidLog,)))


@HOSTILE
@given(json_values())
def test_any_json_value_is_a_log_or_refused(value: Any) -> None:
    check_log_outcome(outcome(lambda: Game.from_log(value), (InvalidLog,)))
    text = json_text(value)
    check_log_outcome(outcome(lambda: loads(text), (InvalidLog,)))


# Deep nesting: in Pyodide, parsing it overflowed the JavaScript stack and killed the runtime.
deep_json = st.tuples(st.integers(15, 100_000), st.booleans()).map(
    lambda t: "[" * t[0] + ("]" * t[0] if t[1] else "")
)


@HOSTILE
@given(st.one_of(hostile_text(200), json_values().map(lambda v: json_text(v)[:-1] or "["), deep_json))
def test_any_text_is_a_log_or_refused(text: str) -> None:
    check_log_outcome(outcome(lambda: loads(text), (InvalidLog,)))


# ---------------------------------------------------------------------------------------- command line

# What main() may answer: 0 (done), 2 (a documented refusal: usage, bad input, a log that does not replay).
DOCUMENTED_EXITS = (0, 2)
UNSAFE = frozenset({"Cc", "Cf", "Cs", "Co", "Zl", "Zp"})


def run_cli(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(argv)
            except SystemExit as exc:  # argparse: --help (0) or a usage error (2)
                code = exc.code if isinstance(exc.code, int) else 2
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def assert_clean_answer(code: int, out: str, err: str) -> None:
    assert code in DOCUMENTED_EXITS, (code, out, err)
    assert "Traceback" not in out + err
    for line in (out + err).splitlines():
        bad = [ch for ch in line if unicodedata.category(ch) in UNSAFE and ch != "\t"]
        assert not bad, f"raw {bad!r} written to the terminal: {line!r}"


arguments = st.one_of(hostile_text(), st.sampled_from(["Ann,Ben,Cara", "A3", "7", "-1", "ZZZZ-ZZZ", "JQ6R-A0B"]))


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    """A command, options with hostile values (or none) and a language."""
    command = draw(st.sampled_from(["deal", "play"]))
    argv = [command]
    for option in ("--players", "--seed", "--dealer", "--code", "--pack"):
        if draw(st.booleans()):
            argv += [option, draw(arguments)]
    if command == "play" and draw(st.booleans()):
        argv += ["--bot", draw(st.sampled_from(["random", "smart", "\x1b[2J"]))]
    argv += ["--lang", draw(st.sampled_from(["en", "fr"]))]
    if draw(st.integers(0, 2)) == 0:
        argv.insert(draw(st.integers(0, len(argv))), draw(arguments))  # a stray argument
    return argv


@FEWER
@given(command_lines(), st.lists(hostile_text(20), max_size=4).map("\n".join))
@example(["deal", "--players", "Ann,Ben", "\x1b[2J\x1b]0;pwned\x07", "--lang", "fr"], "")
@example(["play", "--players", "Ann\x1b[31m,Ben\u202e", "--seed", "4"], "Ben\x1b[2J A1\nBen A1\n")
def test_command_lines_succeed_or_are_refused(argv: list[str], stdin: str) -> None:
    assert_clean_answer(*run_cli(argv, stdin + "\nquit\n"))


@FEWER
@given(st.one_of(
    json_values().map(lambda v: json_text(v).encode("utf-8", "surrogatepass")),
    mutated_logs().map(lambda log: json_text(log).encode("utf-8", "surrogatepass")),
    deep_json.map(str.encode),
    st.binary(max_size=200),
), st.sampled_from(["en", "fr"]))
def test_replay_of_any_file_succeeds_or_is_refused(content: bytes, lang: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "log.json"
        path.write_bytes(content)
        code, out, err = run_cli(["replay", str(path), "--lang", lang])
    assert_clean_answer(code, out, err)
    if code == 2 and lang == "fr":
        assert "Error" not in out and "Invalid log" not in out


@FEWER
@given(hostile_text(40), st.sampled_from(["en", "fr"]))
def test_replay_of_any_path_succeeds_or_is_refused(path: str, lang: str) -> None:
    assert_clean_answer(*run_cli(["replay", path, "--lang", lang]))


# ----------------------------------------------------------------------------------------- the wording


def test_the_refusals_say_the_same_in_both_languages() -> None:
    import string

    from hf_core.words import CATALOGUE, say, typography_faults

    ids = [key for key in CATALOGUE if key.startswith("hardening.")]
    assert len(ids) > 20
    for key in ids:
        fields = [{f for _, f, _, _ in string.Formatter().parse(CATALOGUE[key][lang]) if f} for lang in ("en", "fr")]
        assert fields[0] == fields[1], key
        values = dict.fromkeys(fields[0], 7)
        assert say(key, "en", **values) != say(key, "fr", **values), key
        assert typography_faults(say(key, "fr", **values)) == [], key


# ------------------------------------------------------------------------------------------ web boundary
# What the page sends hf_core.web (docs/javascripts/hf/worker.js: one JSON string in, one out). Text from a
# share link or a form reaches these functions as values inside the request.

WEB_BASE: dict[str, Any] = {
    "players": ["Ann", "Ben", "Cara"], "seed": 7, "dealer": 0, "requests": [], "lang": "fr",
    "target": "Ben", "card": "A1", "query": "?players=Ann,Ben&seed=7&dealer=0", "code": "4N1K-ZV0",
    "deal": "worked-example", "viewer": "Ann", "bots": 1, "view": 0, "session": "x", "log_from": 0,
}


@st.composite
def web_requests(draw: st.DrawFn) -> str:
    """A request the page could send, with one or two values made hostile, or any text at all."""
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return draw(st.one_of(hostile_text(200), deep_json, json_values().map(json_text)))
    data = dict(WEB_BASE)
    for _ in range(kind):
        key = draw(st.sampled_from(sorted(data)) | hostile_text(8))
        data[key] = draw(json_values(8) | hostile_text(40))
    return json_text(data)


def assert_web_answer(reply: str) -> None:
    """Strict JSON (no NaN), an object, a success or a documented refusal: never an internal error."""
    def no_constant(name: str) -> Any:
        raise AssertionError(f"reply holds {name}")

    answer = json.loads(reply, parse_constant=no_constant)
    assert isinstance(answer, dict) and answer.get("ok") in (True, False), reply[:200]
    if answer["ok"] is False:
        error = answer["error"]
        assert error["code"] != "internal", error
        assert isinstance(error["message"], str) and 0 < len(error["message"]) < 400, error


@HOSTILE
@given(st.sampled_from(sorted(hf_core.web.__all__)), web_requests())
@example("ask", "[" * 100_000)
@example("new_deal", '{"players": ["Ann", "Ben"], "seed": 1' + "0" * 5000 + "}")
@example("ping", '{"echo": NaN}')
@example("parse_share", '{"query": "?view=²&bots=²&dealer=²"}')
def test_every_web_function_answers_any_request(name: str, request: str) -> None:
    assert_web_answer(getattr(hf_core.web, name)(request))


# ------------------------------------------------------------ corrupted log texts, good logs (issue 36)


@st.composite
def corrupted_texts(draw: st.DrawFn) -> str:
    """A real log's JSON text with one corruption: cut short, a piece inserted, a span removed, or a span replaced by
    many repetitions of something (numbers, brackets, objects, long text): the shapes hostile files take."""
    text = json_text(real_log(draw(st.integers(0, 2**64 - 1)), draw(st.integers(0, 6))))
    at = draw(st.integers(0, len(text)))
    end = draw(st.integers(at, min(len(text), at + 40)))
    action = draw(st.sampled_from(["cut", "insert", "remove", "repeat"]))
    if action == "cut":
        return text[:at]
    if action == "insert":
        piece = draw(st.one_of(hostile_text(20), st.sampled_from(["[", "]", "{", "}", ",", ":", '"'])))
        return text[:at] + piece + text[at:]
    if action == "remove":
        return text[:at] + text[end:]
    unit = draw(st.sampled_from(["1,", "[", "[],", '{"a": 1},', '"x",', "NaN,", "1.5,", '"' + "a" * 60 + '",', "{}"]))
    return text[:at] + unit * draw(st.integers(1, 3000)) + text[end:]


@HOSTILE
@given(corrupted_texts(), st.sampled_from(["en", "fr"]))
def test_a_corrupted_log_gets_a_clear_refusal_in_the_readers_language(text: str, lang: str) -> None:
    got = outcome(lambda: loads(text), (InvalidLog,))
    check_log_outcome(got)
    if isinstance(got, InvalidLog):
        said = got.message(lang)
        assert said.startswith({"en": "Invalid log at ", "fr": "Journal invalide à "}[lang]), said
    with tempfile.TemporaryDirectory() as folder:  # the command line, in that language, says it as clearly
        path = Path(folder) / "log.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        code, out, err = run_cli(["replay", str(path), "--lang", lang])
    assert_clean_answer(code, out, err)
    if code == 2 and lang == "fr":
        assert "Error" not in out and "Invalid log" not in out


@HOSTILE
@given(st.integers(0, 2**64 - 1), st.integers(0, 60), st.sampled_from(sorted(PROFILES)), st.booleans())
def test_every_good_log_replays_as_the_game_it_was(seed: int, requests: int, profile: str, by_hands: bool) -> None:
    rules = PROFILES[profile]
    game = Game.deal(["Ann", "Ben", "Cara", "Dan"][: max(2, rules.min_players)], seed=seed, dealer=0, rules=rules)
    if by_hands:  # the same deal written as hands (and stock), as a log without a seed is
        game = Game.from_hands({p: game.initial_hand(p) for p in game.players}, first=game.first, rules=rules,
                               dealer=game.dealer, stock=game.initial_stock() if rules.has_stock else None)
    for i in range(requests):
        if game.is_over:
            break
        assert game.current is not None
        asks = game.legal_asks()
        game.ask(game.current, *asks[(i * 7) % len(asks)])
    text = json.dumps(game.to_log())
    again = loads(text)
    assert again == game and again.to_log() == game.to_log() and again.events == game.events


@HOSTILE
@given(corrupted_texts())
def test_the_log_reader_says_where_json_stops_as_json_does(text: str) -> None:
    """The log's keys are read one by one (hf_core.logformat.read_log): a text that is not JSON is placed where
    Python's json places it."""
    try:
        read_log(text)
    except NotJSON as exc:
        place = re.search(r"line (\d+), column (\d+)", exc.message("en"))
        if place:
            with pytest.raises(json.JSONDecodeError) as info:
                json.loads(text, parse_int=str)  # (no limit on digits: where it stops is all we ask)
            assert (info.value.lineno, info.value.colno) == (int(place[1]), int(place[2]))
    except InvalidLog:
        pass

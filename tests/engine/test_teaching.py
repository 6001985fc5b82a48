"""Class deal codes and exercises (hf_core.teaching), the CLI's --code and the facade functions."""

from __future__ import annotations

import contextlib
import io
import json
import re

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from hf_core import Game, teaching, web
from hf_core.__main__ import main
from hf_core.rules import RULES_DOC
from hf_core.teaching import (
    ALPHABET,
    MAX_CODE_SEED,
    PAIRS,
    ClassCode,
    ClassCodeError,
    decode_code,
    encode_code,
)
from hf_core.words import typography_faults

tables = st.sampled_from(PAIRS)
seeds = st.integers(min_value=0, max_value=MAX_CODE_SEED)


# ------------------------------------------------------------------------------------------------- codes


@given(tables, seeds)
def test_code_round_trip(table: tuple[int, int], seed: int) -> None:
    players, dealer = table
    code = encode_code(players, dealer, seed)
    assert re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{3}", code)
    assert decode_code(code) == ClassCode(players, dealer, seed)
    assert decode_code(code).code == code


@given(tables, seeds)
def test_code_reading_is_forgiving(table: tuple[int, int], seed: int) -> None:
    code = encode_code(*table, seed)
    expected = decode_code(code)
    assert decode_code(code.lower()) == expected
    assert decode_code(" " + code.replace("-", " ") + " ") == expected
    assert decode_code(code.replace("-", "").replace("0", "O").replace("1", "l")) == expected


@given(tables, seeds, st.integers(min_value=0, max_value=6), st.integers(min_value=1, max_value=31))
def test_every_single_typo_is_caught(table: tuple[int, int], seed: int, position: int, delta: int) -> None:
    chars = list(encode_code(*table, seed).replace("-", ""))
    chars[position] = ALPHABET[(ALPHABET.index(chars[position]) + delta) % 32]
    with pytest.raises(ClassCodeError) as err:
        decode_code("".join(chars))
    assert err.value.code == "check"


@given(tables, seeds, st.integers(min_value=0, max_value=6), st.integers(min_value=0, max_value=6))
def test_every_swap_of_two_characters_is_caught(table: tuple[int, int], seed: int, i: int, j: int) -> None:
    chars = list(encode_code(*table, seed).replace("-", ""))
    if chars[i] == chars[j]:
        return  # the same text: nothing to catch
    chars[i], chars[j] = chars[j], chars[i]
    with pytest.raises(ClassCodeError):
        decode_code("".join(chars))


def test_every_table_has_codes() -> None:
    assert len(PAIRS) == 20
    assert {n for n, _ in PAIRS} == {2, 3, 4, 5, 6}
    assert encode_code(6, 5, MAX_CODE_SEED) == "ZZZZ-" + encode_code(6, 5, MAX_CODE_SEED)[5:]
    with pytest.raises(ClassCodeError):
        encode_code(6, 5, MAX_CODE_SEED + 1)
    with pytest.raises(ClassCodeError):
        encode_code(3, 3, 0)  # the dealer sits at the table
    with pytest.raises(ClassCodeError):
        encode_code(7, 0, 0)


def _code_of_number(value: int) -> str:
    """The 7-character text of the six-character number ``value`` and its right check character."""
    digits = [(value >> (5 * (5 - i))) & 31 for i in range(6)]
    text = "".join(ALPHABET[d] for d in digits) + ALPHABET[teaching._check_digit(digits)]
    return f"{text[:4]}-{text[4:]}"


def test_codes_past_the_last_one_are_not_codes() -> None:
    last = encode_code(*PAIRS[-1], MAX_CODE_SEED)
    past = [_code_of_number(v) for v in range((MAX_CODE_SEED + 1) * len(PAIRS), 32**6)]
    assert past == ["ZZZZ-ZWP", "ZZZZ-ZXH", "ZZZZ-ZYR", "ZZZZ-ZZZ"]
    for text in [*past, past[-1].lower().replace("-", " ")]:
        with pytest.raises(ClassCodeError) as err:
            decode_code(text)
        assert err.value.code == "beyond"
        assert err.value.message("en") == f"{text!r} is not a class deal code: it lies past the last code, {last}."
        assert err.value.message("fr").startswith(f"{text!r} n’est pas un code de donne")


@given(st.integers(min_value=0, max_value=32**6 - 1))
@example(32**6 - 1)
@example((MAX_CODE_SEED + 1) * len(PAIRS) - 1)
def test_every_well_checked_text_is_a_code_or_refused_as_past_the_last(value: int) -> None:
    text = _code_of_number(value)
    try:
        cc = decode_code(text)
    except ClassCodeError as exc:
        assert exc.code == "beyond" and value >= (MAX_CODE_SEED + 1) * len(PAIRS)
    else:
        assert cc.code == text  # re-encodes: a deal the page, the CLI and the sheet can all print


@pytest.mark.parametrize(
    ("text", "reason"),
    [("", "empty"), ("   ", "empty"), ("ABC", "length"), ("JQ6R-A0BX", "length"), ("JQ6R-A0U", "char"),
     ("<b>JQ6</b>", "char"), ("x" * 200, "length"), ("JQ6R-A0\u00e9", "char")],
)
def test_malformed_codes_say_why_in_both_languages(text: str, reason: str) -> None:
    with pytest.raises(ClassCodeError) as err:
        decode_code(text)
    assert err.value.code == reason
    en, fr = err.value.message("en"), err.value.message("fr")
    assert en != fr and "code" in en and "code" in fr
    assert len(en) < 200  # long input is shortened in the message


def test_code_names_the_same_deal_as_game_deal() -> None:
    cc = decode_code(encode_code(5, 2, 31337))
    game = cc.game()
    same = Game.deal(["a", "b", "c", "d", "e"], seed=31337, dealer=2)
    assert [game.initial_hand(p) for p in game.players] == [same.initial_hand(p) for p in same.players]
    assert game.players == ("Sam", "Ada", "Bram", "Cleo", "Dev")  # the play page's names, seat 1 first


# --------------------------------------------------------------------------------------------------- CLI


def run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(argv)
    return code, out.getvalue()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_cli_deal_code_prints_the_codes_hands(lang: str) -> None:
    code = encode_code(4, 1, 2026)
    status, out = run(["deal", "--code", code.lower(), "--lang", lang])
    assert status == 0
    assert code in out
    game = decode_code(code).game()
    hand_line = re.compile(r"^[^,:]+(?: \(dealer\)|, qui distribue)?, \d+ (cards|cartes)")
    lines = [ln for ln in out.splitlines() if hand_line.match(ln)]
    assert len(lines) == 4
    for line, player in zip(lines, game.players, strict=True):
        assert sorted(re.findall(r"[A-K][1-4]", line.split(":", 1)[1])) == sorted(
            str(c) for c in game.initial_hand(player)
        )
    assert f"--code {code}" in out


@pytest.mark.parametrize("command", ["deal", "play"])
@pytest.mark.parametrize(("lang", "start"), [("en", "Error: "), ("fr", "Erreur\u00a0: ")])
def test_cli_refuses_codes_past_the_last(command: str, lang: str, start: str) -> None:
    status, out = run([command, "--code", "ZZZZ-ZZZ", "--lang", lang])
    assert status == 2
    assert out.startswith(start + "'ZZZZ-ZZZ' ") and "ZZZZ-ZV3" in out


def test_cli_deal_code_with_names_and_errors() -> None:
    code = encode_code(3, 0, 5)
    status, out = run(["deal", "--code", code, "--players", "Ann,Ben,Cy"])
    assert status == 0 and "Ann (dealer)" in out
    status, out = run(["deal", "--code", code, "--players", "Ann,Ben"])
    assert status == 2 and "3 players" in out and "Traceback" not in out
    status, out = run(["deal", "--code", code, "--seed", "4"])
    assert status == 2
    status, out = run(["deal", "--code", code[:-1] + ("0" if code[-1] != "0" else "1"), "--lang", "fr"])
    assert status == 2 and "mal recopié" in out


# --------------------------------------------------------------------------------------------- exercises

# What a careful human reads in each scenario (worked out by hand from the hands and the rules pages).
EXPECTED = {
    "next-after-yes": "Alice",  # Ben has A3: a success keeps the turn
    "next-after-no": "Cara",  # Cara has no A3: the player asked plays
    "next-after-no-4": "Dan",  # not Cara on Ben's left
    "next-empty-hand": "Cara",  # Ben completes B with his last cards: clockwise to Cara
    "allowed-no-family": "ask.family-in-hand",  # Alice holds no C
    "allowed-own-card": "ask.not-own-card",  # Alice holds B1
    "allowed-not-turn": "turn.only-current",  # Alice's turn, Ben asks
    "allowed-yes": "allowed",
    "allowed-empty": "ask.opponent-with-cards",  # Alice gave away her last cards
    "knows-after-no": "Ben",  # Alice asked, Cara said no: only Ben is left
    "knows-given": "Alice",  # handed over in public
    "knows-two-left": "nobody",  # Ben or Dan
    "knows-not-yet": "nobody",  # Cara or Dan
    "wins-last-family": "Alice",  # 5 against 3 and 3
    "wins-tie": "Alice+Ben",  # 4 and 4
    "wins-not-last": "Ben+Cara",  # Alice completes the last family but has 3
}


def test_at_least_eight_exercises_covering_every_kind() -> None:
    assert len(teaching.EXERCISES) >= 8
    assert {ex.kind for ex in teaching.EXERCISES} == set(teaching.KINDS)
    assert len({ex.id for ex in teaching.EXERCISES}) == len(teaching.EXERCISES)
    assert set(EXPECTED) == {ex.id for ex in teaching.EXERCISES}


@pytest.mark.parametrize("ex", teaching.EXERCISES, ids=lambda ex: ex.id)
def test_engine_answer_matches_the_scenario(ex: teaching.Exercise) -> None:
    assert ex.answer() == EXPECTED[ex.id]
    assert ex.answer() in ex.choices()
    assert ex.rule() in RULES_DOC


@pytest.mark.parametrize("ex", teaching.EXERCISES, ids=lambda ex: ex.id)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_check_accepts_the_answer_and_explains_every_wrong_one(ex: teaching.Exercise, lang: str) -> None:
    right = teaching.check(ex.id, ex.answer(), lang)
    assert right["correct"] is True
    assert right["rule"]["url"].endswith("#" + ex.rule().replace(".", "-"))
    assert right["rule"]["url"].startswith("fr/") == (lang == "fr")
    for choice in ex.choices():
        if choice == ex.answer():
            continue
        wrong = teaching.check(ex.id, choice, lang)
        assert wrong["correct"] is False
        assert wrong["answer"] == ex.answer()
        assert len(wrong["explanation"]) > len(right["explanation"]) - 20
        assert wrong["explanation"] != right["explanation"]


@pytest.mark.parametrize("ex", teaching.EXERCISES, ids=lambda ex: ex.id)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_explanation_says_each_thing_once_and_only_what_is_true(ex: teaching.Exercise, lang: str) -> None:
    """No sentence twice ("Alice holds A3. Alice holds A3."); a tie is spoken of only when players tie."""
    for choice in ex.choices():
        text = teaching.check(ex.id, choice, lang)["explanation"]
        sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]
        assert len(sentences) == len(set(sentences)), text
        holder = re.search(r"(?:Everyone can tell that|peut en déduire que|qu’)\s*(\w+) (?:holds|a) ([A-K][1-4])", text)
        if holder:  # the conclusion is given with its reason, not repeated as a fact
            assert f"{holder.group(1)} {'holds' if lang == 'en' else 'a'} {holder.group(2)}." not in text, text
    if ex.kind == "wins":
        tied = len(ex.after().winners()) > 1
        text = teaching.check(ex.id, ex.answer(), lang)["explanation"]
        assert tied == bool(re.search(r"\b(?:tie|share|égalité|partag)", text)), text


def test_the_allowed_exercises_agree_with_the_rules_engine() -> None:
    for ex in teaching.EXERCISES:
        if ex.kind != "allowed":
            continue
        assert ex.request is not None
        game = ex.start()
        assert game.can_ask(*ex.request) == (ex.answer() == "allowed")


def test_views_hide_hands_only_for_knowledge_questions() -> None:
    for ex in teaching.EXERCISES:
        view = teaching.exercise_view(ex, "fr")
        hidden = [s["hand"] is None for s in view["seats"]]
        assert all(hidden) == (ex.kind == "knows")
        assert "answer" not in json.dumps(view)
        assert not typography_faults(view["question"]), view["question"]


# ---------------------------------------------------------------------------------------------- facade


def test_facade_class_deal_and_errors() -> None:
    code = encode_code(3, 2, 777)
    reply = json.loads(web.class_deal(json.dumps({"code": code.lower(), "lang": "fr", "names": ["Ann", "", "Cy"]})))
    assert reply["ok"] and reply["code"] == code
    assert reply["names"] == ["Ann", "Aline", "Cy"]  # a name left out is the play page's for that seat
    game = decode_code(code).game()
    assert [s["hand"] for s in reply["seats"]] == [sorted(str(c) for c in game.initial_hand(p)) for p in game.players]
    bad = json.loads(web.class_deal(json.dumps({"code": "<script>", "lang": "fr"})))
    assert not bad["ok"] and "n’est pas un code de donne" in bad["error"]["message"]
    made = json.loads(web.make_class_code(json.dumps({"players": 3, "dealer": 2, "seed": 777})))
    assert made == {"ok": True, "code": code}


def test_facade_exercises_and_check() -> None:
    listed = json.loads(web.exercises(json.dumps({"lang": "en"})))
    assert [e["id"] for e in listed["exercises"]] == [ex.id for ex in teaching.EXERCISES]
    reply = json.loads(web.check_exercise(json.dumps({"id": "next-after-no", "choice": "Ben", "lang": "en"})))
    assert reply["ok"] and reply["correct"] is False and "left" in reply["explanation"]
    bad = json.loads(web.check_exercise(json.dumps({"id": "next-after-no", "choice": "Zed"})))
    assert bad["ok"] is False

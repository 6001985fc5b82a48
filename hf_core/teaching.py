"""For the classroom: class deal codes and self-checking exercises.

**Class deal codes.** A short code that fixes a deal: how many players sit at the table, who deals and the
seed of the shuffle. The same code gives the same hands on the screen, in ``python -m hf_core deal --code``
and on the printed deal sheet, so groups with real cards can play the deal the screen shows.

A code is 7 characters of Crockford's base 32 (digits and capital letters without I, L, O and U), written
``XXXX-XXX``: six characters carry a number, ``seed * 20 + k`` where ``k`` numbers the 20 possible
(player count, dealer) pairs, and the seventh is a check character. Reading is forgiving: upper or lower
case, spaces and hyphens anywhere, ``O`` read as ``0``, ``I`` and ``L`` as ``1``. The check character is a
weighted sum in the field with 32 elements, with distinct weights, so every single mistyped character and
every swap of two characters is caught (and reported as a typo, never read as another deal). Names are not
part of the code: seats are numbered clockwise from 1, and the dealer is one of them.

>>> code = encode_code(4, 3, 31415926)
>>> code
'JQ6R-A0B'
>>> decode_code("jq6r a0b")
ClassCode(players=4, dealer=3, seed=31415926)
>>> decode_code("JQ6R-AOB") == decode_code(code)  # the letter O is read as zero
True
>>> decode_code("JQ6R-A08")
Traceback (most recent call last):
...
hf_core.teaching.ClassCodeError: 'JQ6R-A08' is not a class deal code: a character is mistyped ...

**Exercises.** Each exercise is a small scenario (hands, families already laid down, requests already
made) and a question. The right answer is never written down: :meth:`Exercise.answer` plays the scenario
with the engine and reads it (whose turn it is, the rule a request breaks, what the table can deduce, who
wins), and :func:`check` explains a wrong choice from the same engine.

>>> ex = exercise("next-after-no")
>>> ex.answer()
'Cara'
>>> check("next-after-no", "Ben", "en")["correct"]
False
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from hf_core.cards import HAPPY_FAMILIES, Card
from hf_core.errors import HappyFamiliesError, IllegalAsk
from hf_core.events import Asked, Denied, Exposed, Given, HandEmptied, TurnPassed
from hf_core.game import Game
from hf_core.knowledge import Knowledge
from hf_core.narrate import join_names, narrate
from hf_core.rules import RULES, rule_title
from hf_core.words import CATALOGUE, say

__all__ = [
    "ALPHABET",
    "EXERCISES",
    "MAX_CODE_SEED",
    "ClassCode",
    "ClassCodeError",
    "Exercise",
    "check",
    "decode_code",
    "encode_code",
    "exercise",
    "exercise_view",
    "seat_names",
]

# ---------------------------------------------------------------------------------------- class deal codes

ALPHABET: Final = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
DATA_CHARS: Final = 6
PAIRS: Final[tuple[tuple[int, int], ...]] = tuple((n, d) for n in range(2, 7) for d in range(n))
MAX_CODE_SEED: Final = 32**DATA_CHARS // len(PAIRS) - 1
_WEIGHTS: Final = (2, 3, 4, 5, 6, 7)  # distinct non-zero elements of GF(32); the check character weighs 1
_READ: Final[Mapping[str, int]] = {
    **{ch: i for i, ch in enumerate(ALPHABET)},
    **{ch.lower(): i for i, ch in enumerate(ALPHABET)},
    "O": 0, "o": 0, "I": 1, "i": 1, "L": 1, "l": 1,
}
_SEPARATORS: Final = frozenset(" -\u2010\u2011\u2012\u2013\u2014\t")
MAX_CODE_INPUT: Final = 40


def _gf_mul(a: int, b: int) -> int:
    """Multiplication in GF(2^5) modulo x^5 + x^2 + 1."""
    out = 0
    while b:
        if b & 1:
            out ^= a
        b >>= 1
        a <<= 1
        if a & 0b100000:
            a ^= 0b100101
    return out


def _check_digit(digits: Sequence[int]) -> int:
    total = 0
    for weight, digit in zip(_WEIGHTS, digits, strict=True):
        total ^= _gf_mul(weight, digit)
    return total


class ClassCodeError(HappyFamiliesError):
    """Text that is not a class deal code; ``.code`` says why (``empty``, ``length``, ``char``, ``check``,
    ``beyond``, ``range``). The message quotes the input (shortened) and is in English or French."""

    words: ClassVar[str] = "error.classcode"
    templates: ClassVar[Mapping[str, Mapping[str, str]]] = {
        **{key.removeprefix("error.classcode."): entry for key, entry in CATALOGUE.items() if key.startswith(
            "error.classcode."
        )},
        "beyond": CATALOGUE["hardening.code.beyond"],
    }

    def message_id(self) -> str:
        return "hardening.code.beyond" if self.code == "beyond" else super().message_id()


@dataclass(frozen=True, slots=True)
class ClassCode:
    """What a class deal code fixes: the number of ``players``, the ``dealer``'s seat (0-based) and ``seed``."""

    players: int
    dealer: int
    seed: int

    @property
    def code(self) -> str:
        return encode_code(self.players, self.dealer, self.seed)

    def game(self, names: Sequence[str] | None = None) -> Game:
        """The deal this code names (seats named ``names``, or the table's names: :func:`seat_names`)."""
        chosen = list(names) if names is not None else seat_names(self.players)
        return Game.deal(chosen, seed=self.seed, dealer=self.dealer)


def seat_names(players: int, lang: str = "en") -> list[str]:
    """The table's names, seat 1 first, as the play page, the deal sheet and the command line give them (beyond
    the six a class deal code seats: ``Player 7`` ...).

    >>> seat_names(3, "fr")
    ['Camille', 'Aline', 'Basile']
    >>> seat_names(7)[-2:]
    ['Esme', 'Player 7']
    """
    names = say("teaching.names", lang).split(",")
    return [names[i] if i < len(names) else say("teaching.seat", lang, n=i + 1) for i in range(players)]


def encode_code(players: int, dealer: int, seed: int) -> str:
    """The class deal code of a table of ``players`` (2 to 6), ``dealer`` seat (0-based) and ``seed``.

    >>> encode_code(3, 2, 0)
    '0000-04W'
    """
    if (players, dealer) not in PAIRS or type(seed) is not int or not 0 <= seed <= MAX_CODE_SEED:
        raise ClassCodeError("range", players=players, dealer=dealer, seed=seed, high=MAX_CODE_SEED)
    value = seed * len(PAIRS) + PAIRS.index((players, dealer))
    digits = [(value >> (5 * (DATA_CHARS - 1 - i))) & 31 for i in range(DATA_CHARS)]
    text = "".join(ALPHABET[d] for d in digits) + ALPHABET[_check_digit(digits)]
    return f"{text[:4]}-{text[4:]}"


def decode_code(text: str) -> ClassCode:
    """Read a class deal code, forgivingly (case, spaces, hyphens, O/I/L); raise :class:`ClassCodeError`."""
    if not isinstance(text, str):
        raise ClassCodeError("empty")
    raw = text.strip()
    if not raw:
        raise ClassCodeError("empty")
    shown = raw if len(raw) <= 16 else raw[:15] + "…"
    if len(raw) > MAX_CODE_INPUT:
        raise ClassCodeError("length", text=repr(shown), count=len(raw))
    digits: list[int] = []
    for ch in raw:
        if ch in _SEPARATORS:
            continue
        if ch not in _READ:
            char = repr(ch) if ch.isprintable() else f"U+{ord(ch):04X}"
            raise ClassCodeError("char", text=repr(shown), char=char)
        digits.append(_READ[ch])
    if len(digits) != DATA_CHARS + 1:
        raise ClassCodeError("length", text=repr(shown), count=len(digits))
    if _check_digit(digits[:DATA_CHARS]) != digits[DATA_CHARS]:
        raise ClassCodeError("check", text=repr(shown))
    value = 0
    for d in digits[:DATA_CHARS]:
        value = value * 32 + d
    seed, k = divmod(value, len(PAIRS))
    if seed > MAX_CODE_SEED:  # the last few numbers of six characters (ZZZZ-ZZZ...): no table has them
        raise ClassCodeError("beyond", text=repr(shown), last=encode_code(*PAIRS[-1], MAX_CODE_SEED))
    players, dealer = PAIRS[k]
    return ClassCode(players, dealer, seed)


# ---------------------------------------------------------------------------------------------- exercises

KINDS: Final = ("next", "allowed", "knows", "wins")
NOBODY: Final = "nobody"
ALLOWED: Final = "allowed"
ASK_RULES: Final = ("turn.only-current", "ask.opponent-with-cards", "ask.family-in-hand", "ask.not-own-card")
LACKS: Final = ("asked", "denied")  # why a player cannot hold a card, said as such; any other reason: elimination


@dataclass(frozen=True)
class Exercise:
    """A scenario and a question.

    - ``hands``: each player's cards in hand, clockwise (``"A1 A2 B1"``); ``laid``: families each player has
      already laid down (``"CDE"``). Together they hold the whole pack.
    - ``first``: who plays first; ``before``: requests already made, in order (asker, target, card).
    - ``kind``: ``next`` (who plays after ``request``?), ``allowed`` (is ``request`` allowed, and if not,
      which rule stops it?), ``knows`` (who, as everybody at the table knows, holds ``card``?), ``wins``
      (after ``request``, who wins?).
    """

    id: str
    kind: str
    hands: Mapping[str, str]
    laid: Mapping[str, str]
    first: str
    before: tuple[tuple[str, str, str], ...] = ()
    request: tuple[str, str, str] | None = None
    card: str | None = None
    rule_hint: str = field(default="")

    # ------------------------------------------------------------------ the scenario, played by the engine

    def start(self) -> Game:
        """The position the question is about (after ``before``)."""
        full: dict[str, list[str]] = {}
        for name in self.hands:
            cards = self.hands[name].split()
            for family in self.laid.get(name, ""):
                cards += [str(c) for c in HAPPY_FAMILIES.family_cards(family)]
            full[name] = cards
        game = Game.from_hands(full, first=self.first)
        for asker, target, card in self.before:
            game.ask(asker, target, card)
        return game

    def after(self) -> Game:
        """The position after the question's request (for ``next`` and ``wins``)."""
        game = self.start()
        assert self.request is not None
        game.ask(*self.request)
        return game

    def choices(self) -> list[str]:
        """The answers offered (keys; :func:`choice_label` words them)."""
        players = list(self.hands)
        if self.kind == "next":
            return players
        if self.kind == "allowed":
            return [ALLOWED, *ASK_RULES]
        if self.kind == "knows":
            return [*players, NOBODY]
        pairs = [f"{a}+{b}" for i, a in enumerate(players) for b in players[i + 1 :]]
        return [*players, *pairs]

    def answer(self) -> str:
        """The right answer, computed by the engine."""
        if self.kind == "next":
            current = self.after().current
            assert current is not None, "a 'next' exercise must not end the game"
            return current
        if self.kind == "allowed":
            assert self.request is not None
            try:
                self.start().verify_ask(*self.request)
            except IllegalAsk as exc:
                return exc.rule
            return ALLOWED
        if self.kind == "knows":
            assert self.card is not None
            return self.knowledge().holder(self.card) or NOBODY
        game = self.after()
        assert game.is_over, "a 'wins' exercise ends the game"
        return "+".join(game.winners())

    def knowledge(self) -> Knowledge:
        game = self.start()
        return Knowledge.from_events(game.players, game.rules, game.events)

    def rule(self) -> str:
        """The rule the explanation links to."""
        if self.kind == "next":
            game = self.start()
            start = len(game.events)
            assert self.request is not None
            game.ask(*self.request)
            reasons = [e.reason for e in game.events[start:] if isinstance(e, TurnPassed)]
            return reasons[-1] if reasons else "ask.success-continues"
        if self.kind == "allowed":
            answer = self.answer()
            return "ask.family-in-hand" if answer == ALLOWED else answer
        if self.kind == "knows":
            return self.rule_hint or "ask.failure-passes-to-asked"
        return "end.all-families"


def _ex(id: str, kind: str, hands: Mapping[str, str], laid: Mapping[str, str], first: str, **kw: Any) -> Exercise:
    return Exercise(id, kind, hands, laid, first, **kw)


# Three players; most families are already laid down, so the hands are short enough to read.
_T3: Final = {"Alice": "A1 A2 A4 B1", "Ben": "A3 B2 B3 C1", "Cara": "B4 C2 C3 C4"}
_L3: Final = {"Alice": "DEF", "Ben": "GHI", "Cara": "JK"}
_T4: Final = {"Alice": "A1 A2", "Ben": "A3 B1", "Cara": "B2 B3", "Dan": "A4 B4"}
_L4: Final = {"Alice": "CDE", "Ben": "FG", "Cara": "HIJ", "Dan": "K"}

EXERCISES: Final[tuple[Exercise, ...]] = (
    _ex("next-after-yes", "next", _T3, _L3, "Alice", request=("Alice", "Ben", "A3")),
    _ex("next-after-no", "next", _T3, _L3, "Alice", request=("Alice", "Cara", "A3")),
    _ex("next-after-no-4", "next", _T4, _L4, "Ben", request=("Ben", "Dan", "B2")),
    _ex("next-empty-hand", "next", {"Alice": "A1 A2 A3", "Ben": "B1 B2 B3", "Cara": "A4", "Dan": "B4"},
        _L4, "Ben", request=("Ben", "Dan", "B4")),
    _ex("allowed-no-family", "allowed", _T3, _L3, "Alice", request=("Alice", "Ben", "C1")),
    _ex("allowed-own-card", "allowed", _T3, _L3, "Alice", request=("Alice", "Cara", "B1")),
    _ex("allowed-not-turn", "allowed", _T3, _L3, "Alice", request=("Ben", "Alice", "A1")),
    _ex("allowed-yes", "allowed", _T4, _L4, "Alice", request=("Alice", "Dan", "A3")),
    _ex("allowed-empty", "allowed", {"Alice": "A1 A2", "Ben": "A3", "Cara": "A4"},
        {"Alice": "BCD", "Ben": "EFG", "Cara": "HIJK"}, "Alice",
        before=(("Alice", "Cara", "A3"), ("Cara", "Alice", "A1"), ("Cara", "Alice", "A2")),
        request=("Cara", "Alice", "A3")),
    _ex("knows-after-no", "knows", _T3, _L3, "Alice", before=(("Alice", "Cara", "B2"),), card="B2",
        rule_hint="ask.failure-passes-to-asked"),
    _ex("knows-given", "knows", _T4, _L4, "Alice", before=(("Alice", "Ben", "A3"), ("Alice", "Cara", "A4")),
        card="A3", rule_hint="ask.success-continues"),
    _ex("knows-two-left", "knows", _T4, _L4, "Alice", before=(("Alice", "Ben", "A3"), ("Alice", "Cara", "A4")),
        card="A4", rule_hint="ask.failure-passes-to-asked"),
    _ex("knows-not-yet", "knows", _T4, _L4, "Ben", before=(("Ben", "Alice", "B2"),), card="B2",
        rule_hint="ask.failure-passes-to-asked"),
    _ex("wins-last-family", "wins", {"Alice": "A1 A2 A4", "Ben": "A3", "Cara": ""},
        {"Alice": "BCDE", "Ben": "FGH", "Cara": "IJK"}, "Alice", request=("Alice", "Ben", "A3")),
    _ex("wins-tie", "wins", {"Alice": "A1 A2 A4", "Ben": "A3", "Cara": ""},
        {"Alice": "BCD", "Ben": "EFGH", "Cara": "IJK"}, "Alice", request=("Alice", "Ben", "A3")),
    _ex("wins-not-last", "wins", {"Alice": "A1 A2 A4", "Ben": "A3", "Cara": ""},
        {"Alice": "BC", "Ben": "DEFG", "Cara": "HIJK"}, "Alice", request=("Alice", "Ben", "A3")),
)

_BY_ID: Final = {ex.id: ex for ex in EXERCISES}


def exercise(exercise_id: str) -> Exercise:
    """The exercise with this id (``KeyError`` if there is none)."""
    return _BY_ID[exercise_id]


# ------------------------------------------------------------------------------------------------ wording

def _t(lang: str, key: str, /, **values: object) -> str:
    return say(f"teaching.{key}", "fr" if lang == "fr" else "en", **values)


def choice_label(ex: Exercise, key: str, lang: str) -> str:
    """The words of one answer."""
    if ex.kind == "allowed":
        if key == ALLOWED:
            return _t(lang, "c.allowed")
        title = rule_title(key, lang)
        return _t(lang, "c.rule", title=title[0].lower() + title[1:])
    if key == NOBODY:
        return _t(lang, "c.nobody")
    if "+" in key:
        a, b = key.split("+")
        return _t(lang, "c.pair", a=a, b=b)
    return key


def question(ex: Exercise, lang: str) -> str:
    game = ex.start()
    if ex.kind == "knows":
        return _t(lang, "q.knows", card=ex.card)
    assert ex.request is not None
    asker, target, card = ex.request
    return _t(lang, f"q.{ex.kind}", asker=asker, target=target, card=card, current=game.current)


def _rule_link(rule: str, lang: str) -> dict[str, str]:
    record = RULES[rule]
    return {"id": rule, "title": record.title(lang), "url": record.url(lang), "explanation": record.explanation(lang)}


def exercise_view(ex: Exercise, lang: str) -> dict[str, Any]:
    """Everything the page shows before an answer: the table, what was said, the question and the choices.

    The answer is not in it: the page asks :func:`check`.
    """
    game = ex.start()
    hidden = ex.kind == "knows"
    seats = [
        {
            "name": name,
            "hand": None if hidden else [str(c) for c in sorted(game.hand(name))],
            "count": game.hand_count(name),
            "families": list(game.families(name)),
            "current": name == game.current,
        }
        for name in game.players
    ]
    said = [
        narrate(e, lang, players=game.players)
        for e in game.events
        if isinstance(e, (Asked, Given, Denied, HandEmptied)) or (isinstance(e, Exposed) and not e.from_deal)
    ]
    return {
        "id": ex.id,
        "kind": ex.kind,
        "question": question(ex, lang),
        "seats": seats,
        "said": said,
        "choices": [{"key": k, "label": choice_label(ex, k, lang)} for k in ex.choices()],
    }


def _why(ex: Exercise, lang: str) -> str:
    """Why the right answer is right, in ``lang``, from the engine."""
    answer = ex.answer()
    if ex.kind == "next":
        assert ex.request is not None
        asker, target, card = ex.request
        rule = ex.rule()
        if rule == "hand.empty":
            return _t(lang, "e.next.empty", asker=asker, player=answer)
        if rule == "ask.failure-passes-to-asked":
            return _t(lang, "e.next.asked", target=target, card=card)
        return _t(lang, "e.next.same", asker=asker, target=target, card=card)
    if ex.kind == "allowed":
        assert ex.request is not None
        asker, target, card = ex.request
        if answer == ALLOWED:
            return _t(lang, "e.allowed.yes", asker=asker, target=target, card=card, family=Card.parse(card).family)
        try:
            ex.start().verify_ask(*ex.request)
        except IllegalAsk as exc:
            return _t(lang, "e.allowed.no", message=exc.message(lang))
        raise AssertionError("unreachable")
    if ex.kind == "knows":
        assert ex.card is not None
        k = ex.knowledge()
        if answer == NOBODY:
            return _t(lang, "e.knows.nobody", card=ex.card,
                      players=join_names(list(k.possible_holders(ex.card)), lang))
        if k.holder_reason(ex.card) == "given":
            given = [e for e in ex.start().events if isinstance(e, Given) and str(e.card) == ex.card]
            giver = given[-1].giver
            return _t(lang, "e.knows.given", player=answer, card=ex.card, giver=giver)
        reasons = " ".join(
            _t(lang, f"e.lacks.{k.lack_reason(name, ex.card) if k.lack_reason(name, ex.card) in LACKS else 'deduced'}",
               name=name, card=ex.card)
            for name in ex.hands if name != answer
        )
        return _t(lang, "e.knows.deduced", player=answer, card=ex.card, reasons=reasons)
    game = ex.after()
    assert ex.request is not None
    scores = ", ".join(f"{p} {s}" for p, s in game.scores().items())
    winners = list(game.winners())
    return _t(lang, "e.wins.tie" if len(winners) > 1 else "e.wins", family=Card.parse(ex.request[2]).family,
              scores=scores, winners=join_names(winners, lang))


def _why_not(ex: Exercise, choice: str, lang: str) -> str:
    """Why a wrong ``choice`` is wrong, in ``lang``, from the engine."""
    if ex.kind == "next":
        assert ex.request is not None
        asker, target, _ = ex.request
        after = ex.after()
        if after.hand_count(choice) == 0:
            return _t(lang, "e.next.wrong-empty", name=choice)
        rule = ex.rule()
        if rule == "ask.failure-passes-to-asked":
            players = list(after.players)
            left = players[(players.index(asker) + 1) % len(players)]
            if choice == asker:
                return _t(lang, "e.next.wrong-asker", asker=asker)
            if choice == left:
                return _t(lang, "e.next.wrong-left")
        if rule == "ask.success-continues" and choice == target:
            return _t(lang, "e.next.wrong-target", asker=asker)
        return ""
    if ex.kind == "allowed":
        return _t(lang, "e.allowed.wrong-yes" if choice == ALLOWED else "e.allowed.wrong-rule")
    if ex.kind == "knows":
        assert ex.card is not None
        if choice == NOBODY:
            return _t(lang, "e.knows.wrong-nobody")
        k = ex.knowledge()
        if k.lacks(choice, ex.card):
            return _t(lang, "e.knows.wrong-lacks", name=choice, card=ex.card)
        return _t(lang, "e.knows.wrong-unsure", name=choice, card=ex.card)
    return _t(lang, "e.wins.wrong")


def check(exercise_id: str, choice: str, lang: str = "en") -> dict[str, Any]:
    """Check ``choice`` against the engine's answer: ``correct``, the explanation, the rule to read.

    >>> r = check("allowed-own-card", "ask.not-own-card", "en")
    >>> r["correct"], r["rule"]["url"]
    (True, 'asking/#ask-not-own-card')
    """
    ex = exercise(exercise_id)
    if choice not in ex.choices():
        raise KeyError(choice)
    answer = ex.answer()
    correct = choice == answer
    parts = [_t(lang, "ok" if correct else "wrong")]
    if not correct:
        note = _why_not(ex, choice, lang)
        if note:
            parts.append(note)
    parts.append(_why(ex, lang))
    return {
        "id": ex.id,
        "choice": choice,
        "correct": correct,
        "answer": answer if not correct else choice,
        "answer_label": choice_label(ex, answer, lang),
        "explanation": " ".join(parts),
        "rule": _rule_link(ex.rule(), lang),
    }


"""The command line: ``python -m hf_core deal | play | replay``, in English or French (``--lang fr``).

- ``deal``: each player's hand for a seed (a class deal code), for a teacher preparing a real deal.
- ``play``: a game in the terminal against computer players; requests such as ``Ben A3`` on standard input.
- ``replay LOG.json``: a logged game, narrated request by request; a broken log, or a file over 4 MB
  (:data:`hf_core.log.MOST_BYTES`), is reported, not replayed.

Exit codes: 0 done, 2 a usage problem, bad input or a log that does not replay (no traceback).
"""

from __future__ import annotations

import argparse
import errno
import json
import re
import secrets
import sys
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Final

from hf_core.cards import PACKS, Card, Pack
from hf_core.errors import HappyFamiliesError, IllegalAsk, UnknownPlayer
from hf_core.events import Asked, GameOver, TurnPassed
from hf_core.game import Game
from hf_core.log import MOST_BYTES, NotJSON, game_from_log, read_log
from hf_core.narrate import LANGS, error_message, join_names, narrate, refusal
from hf_core.rules import Rules
from hf_core.words import CATALOGUE, french, say

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

__all__ = ["HELP", "MESSAGES", "format_hand", "main", "safe_text"]

# Every line the CLI prints besides narration comes from the wording catalogue (hf_core/words/cli.py): ``cli.*``
# for its lines, ``cli.help.*`` for --help.
MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    key.removeprefix("cli."): entry
    for key, entry in CATALOGUE.items()
    if key.startswith("cli.") and not key.startswith(("cli.help.", "cli.argparse."))
}
# The table's names (hf_core.teaching.seat_names), as on the play page: the reader first, the dealer last.
DEFAULT_PLAYERS: Final[Mapping[str, str]] = {
    lang: ",".join(say("teaching.names", lang).split(",")[:3]) for lang in LANGS
}
QUIT_WORDS: Final = frozenset({"quit", "q", "exit", "quitter", "stop", "fin"})
HELP_WORDS: Final = frozenset({"help", "?", "h", "aide"})
HAND_WORDS: Final = frozenset({"hand", "main"})
FILLER_WORDS: Final = frozenset({"ask", "for", "from", "demande", "demander", "à"})


def _m(key: str, lang: str, **params: object) -> str:
    return say(f"cli.{key}", lang, **params)


# Characters never written raw to the terminal: controls (escape sequences can retitle or clear it),
# format characters (bidi overrides, zero-width), lone surrogates, private-use and unassigned ones.
_UNSAFE_CATEGORIES: Final = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def safe_text(text: str) -> str:
    r"""``text`` with every character a terminal could act on written as an escape.

    >>> safe_text("Ann\x1b]0;pwned\x07 \u202eBen")
    'Ann\\x1b]0;pwned\\x07 \\u202eBen'
    """
    if text.isprintable():
        return text
    return "".join(
        (f"\\x{ord(ch):02x}" if ord(ch) < 0x100 else f"\\u{ord(ch):04x}" if ord(ch) < 0x10000
         else f"\\U{ord(ch):08x}")
        if unicodedata.category(ch) in _UNSAFE_CATEGORIES else ch
        for ch in text
    )


def _write(text: str, end: str = "\n") -> None:
    line = safe_text(text) + end
    try:
        sys.stdout.write(line)
    except UnicodeEncodeError:  # a terminal that cannot show some character: escape it too
        encoding = sys.stdout.encoding or "ascii"
        sys.stdout.write(line.encode(encoding, "backslashreplace").decode(encoding))
    sys.stdout.flush()


def _say(text: str = "") -> None:
    _write(text)


def _os_problem(exc: OSError | ValueError, lang: str) -> str:
    """A short reason, in ``lang``, for a file that cannot be opened (never the system's English text)."""
    if not isinstance(exc, OSError):  # a NUL character, or a name that cannot be encoded
        return say("hardening.os.bad-name", lang)
    name = errno.errorcode.get(exc.errno or 0, "")
    if name == "EPERM":
        name = "EACCES"
    key = f"hardening.os.{name}"
    if name and key in _OS_KEYS:
        return say(key, lang)
    return say("hardening.os.other", lang, name=name or type(exc).__name__)


_OS_KEYS: Final = frozenset(
    f"hardening.os.{name}"
    for name in ("ENOENT", "EACCES", "EISDIR", "ENOTDIR", "ENAMETOOLONG", "ENOSPC", "EROFS", "ELOOP")
)


class _NameNotText(HappyFamiliesError):
    """A ``--players`` name with a lone surrogate (from a non-UTF-8 argument): it could be neither printed
    nor written to a log."""

    def __init__(self, char: str) -> None:
        super().__init__("name-text", char=char)

    def message(self, lang: str = "en") -> str:
        return say("hardening.cli.name-text", lang, **self.params)


def _fail(exc: BaseException, lang: str) -> int:
    if isinstance(exc, _NameNotText):
        _say(exc.message(lang))
        return 2
    _say(_m("error.prefix", lang, message=error_message(exc, lang)))
    return 2


def format_hand(cards: Iterable[Card], pack: Pack) -> str:
    """A hand in pack order, families separated by a dot: ``A1 A3 · C2 · K1 K4``.

    >>> from hf_core.cards import HAPPY_FAMILIES, parse_cards
    >>> format_hand(parse_cards(["K4", "A3", "C2", "A1", "K1"]), HAPPY_FAMILIES)
    'A1 A3 · C2 · K1 K4'
    """
    groups: dict[str, list[str]] = {}
    for card in pack.sorted(cards):
        groups.setdefault(card.family, []).append(str(card))
    return " · ".join(" ".join(g) for g in groups.values()) or "—"


# ------------------------------------------------------------------------------------------------- deal


def _split_players(text: str) -> list[str]:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise _NameNotText(f"U+{ord(text[exc.start]):04X}") from None
    return [name.strip() for name in text.split(",")]


def _seat(players: Sequence[str], name: str | None, default: int) -> int:
    if name is None:
        return default
    for seat, player in enumerate(players):
        if player.casefold() == name.strip().casefold():
            return seat
    raise UnknownPlayer(name, tuple(players))


def _rules(args: argparse.Namespace) -> Rules:
    return Rules(pack=PACKS[args.pack])


def _from_code(args: argparse.Namespace, lang: str) -> tuple[list[str], int, int]:
    """Players, dealer seat and seed from ``--code`` (names from ``--players`` if given, else seat names)."""
    from hf_core.teaching import ClassCodeError, decode_code, seat_names

    cc = decode_code(args.code)
    if args.seed is not None or args.dealer is not None or args.pack != "happy-families":
        raise ClassCodeError("options")
    players = _split_players(args.players) if args.players else seat_names(cc.players, lang)
    if len(players) != cc.players:
        raise ClassCodeError("names", count=cc.players, given=len(players))
    return players, cc.dealer, cc.seed


def cmd_deal(args: argparse.Namespace) -> int:
    lang: str = args.lang
    code = getattr(args, "code", None)
    try:
        rules = _rules(args)
        if code is not None:
            players, dealer, seed = _from_code(args, lang)
        else:
            if not args.players:
                _say(_m("deal.need-players", lang))
                return 2
            players = _split_players(args.players)
            dealer = _seat(players, args.dealer, 0)
            seed = args.seed if args.seed is not None else secrets.randbits(32)
        game = Game.deal(players, seed=seed, dealer=dealer, rules=rules)
    except HappyFamiliesError as exc:
        return _fail(exc, lang)
    pack = rules.pack
    n = len(game.players)
    name_dealer = game.players[dealer]
    if code is not None:
        from hf_core.teaching import encode_code

        _say(_m("deal.code", lang, code=encode_code(n, dealer, seed), count=n, dealer=name_dealer))
    _say(_m("deal.title", lang, seed=seed, count=n, dealer=name_dealer))
    _say(_m("deal.how", lang, left=game.players[(dealer + 1) % n], dealer=name_dealer))
    _say()
    for seat, player in enumerate(game.players):
        hand = game.initial_hand(player)
        key = "deal.hand.dealer" if seat == dealer else "deal.hand"
        _say(_m(key, lang, player=player, count=len(hand), cards=format_hand(hand, pack)))
    _say()
    exposed = [f"{p} {' '.join(game.families(p))}" for p in game.players if game.families(p)]
    if exposed:
        _say(_m("deal.complete", lang, families=", ".join(exposed)))
    else:
        _say(_m("deal.complete.none", lang))
    for event in game.events:
        if isinstance(event, TurnPassed):
            _say(narrate(event, lang))
    again = f"--players {','.join(game.players)} --seed {seed} --dealer {name_dealer}"
    if code is not None:
        from hf_core.teaching import encode_code as _encode

        again = f"--code {_encode(n, dealer, seed)}"
    if args.pack != "happy-families":
        again += f" --pack {args.pack}"
    if lang != "en":
        again += f" --lang {lang}"
    _say(_m("deal.again", lang, args=again))
    return 0


# ------------------------------------------------------------------------------------------------- play

Chooser = Callable[[Game], tuple[str, Card | str]]


def _load_chooser(kind: str, seed: int) -> Callable[[str], Chooser]:
    """A factory of computer players of ``kind`` (imported here: ``deal`` and ``replay`` do not need them).

    Each bot gets its own seed derived from the deal code and its name, so a deal code replays identically.
    """
    from hf_core import bots

    def make(name: str) -> Chooser:
        bot: bots.Bot = bots.SmartBot(f"{seed}:{name}") if kind == "smart" else bots.RandomBot(f"{seed}:{name}")

        def choose(game: Game) -> tuple[str, Card | str]:
            return bots.next_request(game, bot)

        return choose

    return make


def _parse_request(line: str, players: Sequence[str], you: str) -> tuple[str, str] | None:
    """Read ``Ben A3`` (or ``A3 Ben``, ``ask Ben for A3``, ``demande A3 à Ben``): (target, card text)."""
    text = line.strip()
    target = None
    for name in sorted(players, key=len, reverse=True):
        pattern = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.IGNORECASE)
        if pattern.search(text):
            target = name
            text = pattern.sub(" ", text, count=1)
            break
    words = [w for w in re.split(r"[\s,;:]+", text) if w and w.casefold() not in FILLER_WORDS]
    if target is None:
        if len(words) != 2:
            return None
        # An unknown name: let the engine say so, in the player's language.
        first_is_card = re.fullmatch(r"[A-Za-z0-9][1-9]?", words[0]) is not None
        target, card = (words[1], words[0]) if first_is_card else (words[0], words[1])
        return target, card
    if len(words) != 1:
        return None
    return target, words[0]


def _status(game: Game, you: str, lang: str) -> None:
    pack = game.rules.pack
    hand = game.hand(you)
    if hand:
        _say(_m("play.hand", lang, count=len(hand), cards=format_hand(hand, pack)))
    counts = ", ".join(f"{p} {game.hand_count(p)}" for p in game.players if p != you)
    fams = ", ".join(
        f"{p} {len(game.families(p))}" + (f" ({' '.join(game.families(p))})" if game.families(p) else "")
        for p in game.players
    )
    _say(_m("play.table", lang, counts=counts, families=fams))


def _end(game: Game, lang: str) -> None:
    scores = ", ".join(f"{p} {s}" for p, s in game.scores().items())
    _say(_m("scores", lang, scores=scores))
    if not game.is_over and not any(game.scores().values()):
        _say(_m("no-leader", lang))  # nobody leads while every score is 0
        return
    winners = game.winners()
    key = ("winners" if len(winners) > 1 else "winner") if game.is_over else "leaders"
    _say(_m(key, lang, names=join_names(winners, lang)))


def _example(game: Game) -> str:
    """A request the reader may make now, from their own hand: the first the rules allow (``Ada A2``)."""
    target, card = game.legal_asks()[0]
    return f"{target} {card}"


def _write_log(game: Game, path: str | None, lang: str) -> int:
    if not path:
        return 0
    try:
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(game.to_log(), fh, ensure_ascii=False, indent=1)
            fh.write("\n")
    except (OSError, ValueError) as exc:
        _say(_m("error.write", lang, path=path, problem=_os_problem(exc, lang)))
        return 2
    _say(_m("play.log", lang, path=path))
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    lang: str = args.lang
    try:
        rules = _rules(args)
        if getattr(args, "code", None) is not None:
            players, dealer, seed = _from_code(args, lang)
        else:
            players = _split_players(args.players or DEFAULT_PLAYERS[lang])
            dealer = _seat(players, args.dealer, len(players) - 1)
            seed = args.seed if args.seed is not None else secrets.randbits(32)
        game = Game.deal(players, seed=seed, dealer=dealer, rules=rules)
    except HappyFamiliesError as exc:
        return _fail(exc, lang)
    try:
        make = _load_chooser(args.bot, seed)
    except ImportError:
        _say(_m("error.no-bots", lang))
        return 2
    you = game.players[0]
    bots = {p: make(p) for p in game.players[1:]}
    _say(_m("play.title", lang, players=join_names(game.players, lang), seed=seed, dealer=game.players[dealer]))
    _say(_m(f"play.you.{args.bot}", lang, you=you))
    shown = 0

    def flush() -> None:
        nonlocal shown
        for event in game.events[shown:]:
            _say(narrate(event, lang, players=game.players, pack=game.rules.pack))
        shown = len(game.events)

    flush()
    _status(game, you, lang)
    while not game.is_over:
        current = game.current
        assert current is not None
        if current != you:
            target, card = bots[current](game)
            game.ask(current, target, card)
            flush()
            if game.current == you:
                _status(game, you, lang)
            continue
        example = _example(game)
        _write(_m("play.prompt", lang, example=example), end="")
        try:
            line = sys.stdin.readline()
        except UnicodeDecodeError:
            _say(say("hardening.cli.line-not-utf8", lang))
            continue
        if not line:  # end of input: stop cleanly
            _say()
            _say(_m("play.quit", lang))
            _end(game, lang)
            return _write_log(game, args.log, lang)
        word = line.strip().casefold()
        if not word:
            continue
        if word in QUIT_WORDS:
            _say(_m("play.quit", lang))
            _end(game, lang)
            return _write_log(game, args.log, lang)
        if word in HELP_WORDS:
            _say(_m("play.help", lang, example=example))
            continue
        if word in HAND_WORDS:
            _status(game, you, lang)
            continue
        request = _parse_request(line, game.players, you)
        if request is None:
            _say(_m("play.unclear", lang, example=example))
            continue
        try:
            game.ask(you, *request)
        except IllegalAsk as exc:
            _say(refusal(exc, lang))
            continue
        except HappyFamiliesError as exc:
            _say(error_message(exc, lang))
            continue
        flush()
        if game.current == you:
            _status(game, you, lang)
    return _write_log(game, args.log, lang)  # the last narrated sentence gave the scores and the winners


# ----------------------------------------------------------------------------------------------- replay


def replay_lines(game: Game, lang: str) -> list[str]:
    """The narrated replay: the deal, then each request numbered with what followed it."""
    lines: list[str] = []
    number = 0
    for event in game.events:
        sentence = narrate(event, lang, players=game.players, pack=game.rules.pack)
        if isinstance(event, Asked):
            number += 1
            lines.append(f"{number:>3}. {sentence}")
        elif isinstance(event, GameOver):
            lines.append(sentence)
        else:
            lines.append(f"     {sentence}")
    return lines


def cmd_replay(args: argparse.Namespace) -> int:
    lang: str = args.lang
    path: str = args.log
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MOST_BYTES + 1)  # no more: a log is never larger (and /dev/zero never ends)
    except (OSError, ValueError) as exc:
        _say(_m("error.read", lang, path=path, problem=_os_problem(exc, lang)))
        return 2
    if len(raw) > MOST_BYTES:
        _say(_m("error.too-big", lang, path=path, most=MOST_BYTES // 1_000_000))
        return 2
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        problem = say("hardening.cli.not-utf8", lang, byte=raw[exc.start], position=exc.start)
        _say(_m("error.not-json", lang, path=path, problem=problem))
        return 2
    try:  # the log's shape and size before its values (a hostile file is refused at once)
        data = read_log(text)
    except NotJSON as exc:
        _say(_m("error.not-json", lang, path=path, problem=exc.detail[lang]))
        return 2
    except HappyFamiliesError as exc:
        return _fail(exc, lang)
    try:
        game = game_from_log(data)
    except HappyFamiliesError as exc:
        return _fail(exc, lang)
    players, count = join_names(game.players, lang), len(game.requests)
    if game.seed is not None:
        _say(_m("replay.title.seed", lang, players=players, seed=game.seed, dealer=game.dealer, count=count))
    else:
        _say(_m("replay.title.hands", lang, players=players, count=count))
    for line in replay_lines(game, lang):
        _say(line)
    if not game.is_over:
        _say(_m("replay.unfinished", lang, player=game.current))
        _end(game, lang)
    return 0


# ------------------------------------------------------------------------------------------------- main


HELP: Final[Mapping[str, Mapping[str, str]]] = {
    key.removeprefix("cli.help."): entry for key, entry in CATALOGUE.items() if key.startswith("cli.help.")
}


# argparse's own words (usage line, section titles, the -h line, its error messages). argparse looks
# each one up through gettext (its module-level ``_`` and ``ngettext``) when it writes it, so while
# the parser is built and run in French, :func:`_argparse_speaks` swaps in a lookup in this table;
# anything missing stays in English. The catalogue's ``cli.argparse.*`` messages give argparse's own
# templates (3.11 to 3.14) in English and their French, with French typography.
ARGPARSE_FR: Final[Mapping[str, str]] = {
    entry["en"]: french(entry["fr"]) for key, entry in CATALOGUE.items() if key.startswith("cli.argparse.")
}
ARGPARSE: Final[Mapping[str, Mapping[str, str]]] = {"fr": ARGPARSE_FR}


@contextmanager
def _argparse_speaks(lang: str) -> Iterator[None]:
    """While the block runs, argparse writes its own words in ``lang`` where :data:`ARGPARSE` has them."""
    table = ARGPARSE.get(lang)
    names = vars(argparse)
    saved = {name: names.get(name) for name in ("_", "ngettext")}
    gettext, ngettext = saved["_"], saved["ngettext"]
    if table is None or not callable(gettext) or not callable(ngettext):
        yield
        return

    def one(message: str) -> str:
        return table.get(message) or str(gettext(message))

    def plural(singular: str, plural: str, n: int) -> str:
        return table.get(singular if n == 1 else plural) or str(ngettext(singular, plural, n))

    names["_"], names["ngettext"] = one, plural
    try:
        yield
    finally:
        names.update(saved)


def _wanted_lang(argv: Sequence[str]) -> str:
    """The ``--lang`` given anywhere in ``argv`` (so that ``--help`` speaks it too)."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv) and argv[i + 1] in LANGS:
            return argv[i + 1]
        if arg.startswith("--lang=") and arg[7:] in LANGS:
            return arg[7:]
    return "en"


class _Parser(argparse.ArgumentParser):
    """argparse, writing its usage and errors (which quote the arguments as typed) through :func:`safe_text`."""

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        if message:
            super()._print_message("\n".join(safe_text(line) for line in message.split("\n")), file)


_SEED_TEXT: Final = re.compile(r"-?[0-9]{1,20}")  # ASCII digits only: int() would also read '١٢' as 12


def _parser(lang: str = "en") -> argparse.ArgumentParser:
    def h(key: str) -> str:
        return say(f"cli.help.{key}", lang)

    def seed(text: str) -> int:
        if not _SEED_TEXT.fullmatch(text.strip()):
            shown = text if len(text) <= 24 else text[:23] + "…"
            raise argparse.ArgumentTypeError(say("hardening.cli.seed", lang, text=repr(shown)))
        return int(text)

    parser: argparse.ArgumentParser = _Parser(prog="python -m hf_core", description=h("description"))
    parser.add_argument("--lang", choices=LANGS, default="en", help=h("lang"))
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--lang", choices=LANGS, default=argparse.SUPPRESS, help=h("lang"))
    table = argparse.ArgumentParser(add_help=False)
    table.add_argument("--seed", type=seed, help=h("seed"))
    table.add_argument("--dealer", help=h("dealer"))
    table.add_argument("--pack", choices=sorted(PACKS), default="happy-families", help=h("pack"))
    sub = parser.add_subparsers(dest="command", required=True)

    deal = sub.add_parser("deal", parents=[common, table], help=h("deal"), description=h("deal"))
    deal.add_argument("--players", help=h("deal.players"))
    deal.add_argument("--code", help=h("code"))
    deal.set_defaults(run=cmd_deal)

    play = sub.add_parser("play", parents=[common, table], help=h("play"), description=h("play"))
    play.add_argument("--players", help=say("cli.help.play.players", lang, default=DEFAULT_PLAYERS[lang]))
    play.add_argument("--code", help=h("code"))
    play.add_argument("--bot", choices=("smart", "random"), default="smart", help=h("bot"))
    play.add_argument("--log", help=h("log"))
    play.set_defaults(run=cmd_play)

    replay = sub.add_parser("replay", parents=[common], help=h("replay"), description=h("replay"))
    replay.add_argument("log", metavar="LOG.json")
    replay.set_defaults(run=cmd_replay)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); returns the exit code."""
    if argv is None:
        argv = sys.argv[1:]
    lang = _wanted_lang(argv)
    with _argparse_speaks(lang):  # usage, --help and argparse's own errors in lang too (exits here on those)
        args = _parser(lang).parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.run
    try:
        return run(args)
    except KeyboardInterrupt:
        _say()
        return 130
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        return 0


if __name__ == "__main__":
    sys.exit(main())

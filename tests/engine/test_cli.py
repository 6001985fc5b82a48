"""The command line, run in-process through ``main(argv)`` (so it also runs inside Pyodide)."""

from __future__ import annotations

import io
import json
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

from hf_core import Card, Game
from hf_core.__main__ import HELP, MESSAGES, main
from hf_core.log import MOST_BYTES, redacted_log
from hf_core.words import french, say


def run(capsys: pytest.CaptureFixture[str], argv: list[str], stdin: str = "", monkeypatch=None) -> tuple[int, str]:
    if monkeypatch is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(argv)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out


def every_request(names: tuple[str, ...], rounds: int = 60) -> str:
    cards = [f"{f}{m}" for f in "ABCDEFGHIJK" for m in (1, 2, 3, 4)]
    return "".join(f"{name} {card}\n" for _ in range(rounds) for name in names for card in cards)


def test_messages_exist_in_both_languages() -> None:
    for key, table in {**MESSAGES, **{f"help.{k}": v for k, v in HELP.items()}}.items():
        assert set(table) == {"en", "fr"}, key
        fields = [{f for _, f, _, _ in string.Formatter().parse(table[lang]) if f} for lang in ("en", "fr")]
        assert fields[0] == fields[1], key
        assert table["en"] != table["fr"], key


def test_help_speaks_the_chosen_language(capsys) -> None:
    for argv, lang in ((["deal", "--help"], "en"), (["--lang", "fr", "deal", "-h"], "fr"), (["-h", "--lang=fr"], "fr")):
        with pytest.raises(SystemExit) as info:
            main(argv)
        assert info.value.code == 0
        out = " ".join(capsys.readouterr().out.split())  # argparse wraps long lines
        key = "deal.players" if argv[-1] != "--lang=fr" else "description"
        assert " ".join(say(f"cli.help.{key}", lang).split()) in out


# ------------------------------------------------------------------------------------------------ deal


def test_deal_prints_each_hand_and_who_begins(capsys) -> None:
    code, out = run(capsys, ["deal", "--players", "Ann,Ben,Cara,Dan", "--seed", "7"])
    assert code == 0
    assert "Deal number 7: 4 players, Ann deals." in out
    assert "Ann (dealer), 11 cards: B4 · D2 D3 · E1 E2 E4 · G1 G4 · I2 I3 I4" in out
    assert "Dan, 11 cards: B3 · C1 · D1 · E3 · F1 F3 · H1 · K1 K2 K3 K4" in out
    assert "Complete from the deal, laid face up at once: Cara J, Dan K." in out
    assert "Ben begins." in out
    assert "--players Ann,Ben,Cara,Dan --seed 7 --dealer Ann" in out


def test_deal_in_french_with_another_dealer(capsys) -> None:
    code, out = run(capsys, ["deal", "--players", "Ann,Ben,Cara,Dan", "--seed", "7", "--dealer", "dan", "--lang", "fr"])
    assert code == 0
    assert french("Donne n° 7 : 4 joueurs, Dan distribue.") in out
    assert french("Dan, qui distribue, 11 cartes : B4 · D2 D3 · E1 E2 E4 · G1 G4 · I2 I3 I4") in out
    assert french("en commençant par Ann, à la gauche de Dan.") in out
    assert "Ann commence." in out
    for english in ("Deal number", "cards:", "begins", "Complete from", "(dealer)", "donneur", "horaire"):
        assert english not in out
    # --lang before the command works too
    argv = ["--lang", "fr", "deal", "--players", "Ann,Ben,Cara,Dan", "--seed", "7", "--dealer", "Dan"]
    code, again = run(capsys, argv)
    assert again == out


def test_deal_without_a_seed_prints_one_that_gives_the_same_deal(capsys) -> None:
    _, out = run(capsys, ["deal", "--players", "Ann,Ben,Cara"])
    again = out.split("python -m hf_core deal ", 1)[1].split()
    _, out2 = run(capsys, ["deal", *again])
    assert out2 == out


@pytest.mark.parametrize(
    ("argv", "en", "fr"),
    [
        (["--players", "Ann"], "played by 2 to 6 players", "de 2 à 6 joueurs"),
        (["--players", "Ann,Ann"], "distinct, non-empty name", "nom distinct"),
        (["--players", "Ann,Ben", "--dealer", "Zoe"], "“Zoe” is not at this table", "«\u00a0Zoe\u00a0» ne joue pas"),
        (["--players", "Ann,Ben", "--seed", "-4"], "A seed is a whole number", "Une graine est un entier"),
    ],
)
def test_deal_errors_in_both_languages(capsys, argv: list[str], en: str, fr: str) -> None:
    code, out = run(capsys, ["deal", *argv])
    assert code == 2 and out.startswith("Error: ") and en in out
    code, out = run(capsys, ["deal", *argv, "--lang", "fr"])
    assert code == 2 and out.startswith(french("Erreur : ")) and fr in out


# ------------------------------------------------------------------------------------------------ play


def test_play_shows_refusals_with_the_rule_and_quits_at_end_of_input(capsys, monkeypatch) -> None:
    code, out = run(capsys, ["play", "--seed", "3", "--players", "Sam,Ben,Cara", "--dealer", "Cara"],
                    "help\nBen A\nBen\nBen Z9\nZoe A1\n", monkeypatch)
    assert code == 0
    assert "Sam begins." in out and "Your hand (" in out
    assert "Refused (rule ask.exact-member, Ask for one exact member): “A” names a family" in out
    assert re.search(r"Name a player and a card, such as (Ben|Cara) [A-K][1-4]\.", out)
    assert "Z9 is not in this pack" in out and "“Zoe” is not at this table" in out
    assert "Game stopped; nothing more is asked." in out
    assert "Leading so far:" in out


def test_play_in_french(capsys, monkeypatch) -> None:
    code, out = run(capsys, ["play", "--seed", "3", "--lang", "fr"], "Aline A\nquitter\n", monkeypatch)
    assert code == 0
    assert french("Happy Families : Camille, Aline et Basile.") in out  # the play page's names
    assert french("les autres sont des joueurs automatiques attentifs") in out
    assert french("Refusé (règle ask.exact-member, Demander un membre précis) : « A » désigne une famille") in out
    assert "Partie arrêtée" in out
    for english in ("Your hand", "Refused", "begins", "Families:", "smart", "Robot", "virtuel"):
        assert english not in out


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("seed", [1, 3, 5, 8, 13])
def test_the_example_request_is_one_the_reader_may_make(capsys, monkeypatch, lang: str, seed: int) -> None:
    """The prompt's example is a request the rules allow now, from the reader's own hand, never a card they hold."""
    code, out = run(capsys, ["play", "--seed", str(seed), "--lang", lang], "quit\n", monkeypatch)
    assert code == 0
    example = re.search(r"\((?:e\.g\.|par ex\.) (\S+) ([A-K][1-4])\)", out)
    assert example, out
    names = ("Sam", "Ada", "Bram") if lang == "en" else ("Camille", "Aline", "Basile")
    game = Game.deal(names, seed=seed, dealer=2)
    assert game.current == names[0]
    target, card = example.groups()
    assert (target, Card.parse(card)) in game.legal_asks()
    assert Card.parse(card) not in game.hand(names[0])


@pytest.mark.parametrize(("lang", "leader", "none"), [
    ("en", "Leading so far:", "Nobody has laid a family down yet."),
    ("fr", "En tête pour l’instant", "Personne n’a encore posé de famille."),
])
def test_stopping_at_once_names_no_leader(capsys, monkeypatch, lang: str, leader: str, none: str) -> None:
    """Every score is 0 when the reader stops before anything happened: nobody is "in the lead"."""
    code, out = run(capsys, ["play", "--seed", "5", "--lang", lang], "quit\n", monkeypatch)
    assert code == 0 and none in out and leader not in out


@pytest.mark.parametrize("bot", ["smart", "random"])
def test_a_whole_game_against_the_computer_then_its_replay(capsys, monkeypatch, tmp_path: Path, bot: str) -> None:
    log = tmp_path / "game.json"
    players = ("Sam", "Ada", "Bram")
    code, out = run(capsys, ["play", "--seed", "5", "--bot", bot, "--log", str(log)],
                    every_request(players[1:]), monkeypatch)
    assert code == 0
    assert "Game over, every family is complete" in out and ("wins with" in out or "share the victory" in out)
    assert "Ada asks" in out or "Bram asks" in out  # the computer players are narrated
    assert f"Log written to {log}." in out
    game = Game.from_log(json.loads(log.read_text(encoding="utf-8")))
    assert game.is_over and game.players == players
    lines = [line.rpartition("help / quit: ")[2] for line in out.splitlines()]  # no echo of the input
    narrated = [line for line in lines if " asks " in line]
    code, replay = run(capsys, ["replay", str(log)])
    assert code == 0
    assert replay.splitlines()[0].startswith("Replay: Sam, Ada and Bram; deal number 5, Bram deals.")
    replayed = [line.split(". ", 1)[1] for line in replay.splitlines() if " asks " in line]
    assert replayed == narrated
    code, replay_fr = run(capsys, ["replay", str(log), "--lang", "fr"])
    assert code == 0 and french("Relecture : Sam, Ada et Bram") in replay_fr and "Partie terminée" in replay_fr
    assert len(replay_fr.splitlines()) == len(replay.splitlines())


def test_play_refuses_a_bad_table(capsys, monkeypatch) -> None:
    code, out = run(capsys, ["play", "--players", "Solo", "--lang", "fr"], "", monkeypatch)
    assert code == 2 and out.startswith(french("Erreur : Happy Families se joue de 2 à 6 joueurs"))


def test_play_reports_a_log_it_cannot_write(capsys, monkeypatch, tmp_path: Path) -> None:
    target = tmp_path / "missing" / "game.json"
    code, out = run(capsys, ["play", "--seed", "1", "--log", str(target), "--lang", "fr"], "", monkeypatch)
    assert code == 2 and french(f"Impossible d'écrire {target}") in out


# ----------------------------------------------------------------------------------------------- replay


@pytest.fixture
def logged(tmp_path: Path) -> tuple[Path, dict[str, object]]:
    g = Game.deal(["Ann", "Ben", "Cara"], seed=8, dealer=0)
    for _ in range(10):
        assert g.current is not None
        g.ask(g.current, *g.legal_asks()[-1])
    return tmp_path / "log.json", g.to_log()


def test_replay_of_an_unfinished_game(capsys, logged) -> None:
    path, log = logged
    path.write_text(json.dumps(log), encoding="utf-8")
    code, out = run(capsys, ["replay", str(path)])
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Replay: Ann, Ben and Cara; deal number 8, Ann deals. 10 requests."
    assert lines[1].strip() == "Ann deals all 44 cards: Ann 14, Ben 15, Cara 15."
    assert sum(1 for line in lines if line[:4].strip().rstrip(".").isdigit()) == 10
    assert "The log stops here: the game is not over" in out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_broken_logs_give_a_clear_error(capsys, logged, tmp_path: Path, lang: str) -> None:
    _, log = logged
    cases: list[tuple[str | bytes | None, str, str]] = [
        (None, "Cannot read", "Impossible de lire"),
        ("{not json", "is not a JSON log", french("n'est pas un journal JSON")),
        (b"\xff\xfe\x00", "is not a JSON log", french("n'est pas un journal JSON")),
        ("[]", "Invalid log at $", "Journal invalide à $"),
        (json.dumps(dict(log, requests=[{"asker": "Ann", "target": "Ben", "card": "A1"}])),
         "Invalid log at requests[0]", "Journal invalide à requests[0]"),
        (json.dumps(dict(log, events=log["events"][:-1])), "Invalid log at events[", "Journal invalide à events["),
        (json.dumps(redacted_log(Game.from_log(log), "Ben")), "a redacted log cannot be replayed",
         "un journal masqué ne peut pas être rejoué"),
    ]
    for content, en, fr in cases:
        target = tmp_path / "broken.json"
        if isinstance(content, bytes):
            target.write_bytes(content)
        elif content is not None:
            target.write_text(content, encoding="utf-8")
        else:
            target = tmp_path / "nowhere.json"
        code, out = run(capsys, ["replay", str(target), "--lang", lang])
        assert code == 2, out
        assert (en if lang == "en" else fr) in out
        assert len(out.splitlines()) == 1


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_file_over_the_size_of_any_log_is_refused_unread(capsys, logged, tmp_path: Path, lang: str) -> None:
    _, log = logged
    path = tmp_path / "padded.json"
    text = json.dumps(log)
    path.write_text(text[:-1] + " " * (MOST_BYTES - len(text)) + "}", encoding="utf-8")  # a log replays at 4 MB
    assert run(capsys, ["replay", str(path), "--lang", lang])[0] == 0
    path.write_text(text[:-1] + " " * (MOST_BYTES - len(text) + 1) + "}", encoding="utf-8")  # one byte more
    code, out = run(capsys, ["replay", str(path), "--lang", lang])
    said = {"en": f"{path} is not replayed: it is larger than 4 MB, and a whole game’s log is far smaller.",
            "fr": french(f"{path} n'est pas rejoué : il dépasse 4 Mo, alors que le journal d'une partie entière est "
                         "bien plus petit.")}
    assert (code, out) == (2, said[lang] + "\n")


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses under Pyodide")
def test_python_dash_m_runs_the_cli() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "hf_core", "deal", "--players", "Ann,Ben", "--seed", "1", "--lang", "fr"],
        capture_output=True, text=True, check=False, timeout=300,
    )
    assert done.returncode == 0 and french("Donne n° 1 : 2 joueurs") in done.stdout
    done = subprocess.run([sys.executable, "-m", "hf_core", "replay", "/nonexistent.json"],
                          capture_output=True, text=True, check=False, timeout=300)
    assert done.returncode == 2 and "Cannot read" in done.stdout and "Traceback" not in done.stderr


def test_replay_of_the_worked_example_in_french(capsys, tmp_path: Path) -> None:
    from hf_core.scenarios import WORKED_EXAMPLE, WORKED_EXAMPLE_DEALER, WORKED_EXAMPLE_REQUESTS

    g = Game.from_hands(WORKED_EXAMPLE, dealer=WORKED_EXAMPLE_DEALER)
    for request in WORKED_EXAMPLE_REQUESTS:
        g.ask(*request)
    path = tmp_path / "exemple.json"
    path.write_text(json.dumps(g.to_log(), ensure_ascii=False), encoding="utf-8")
    code, out = run(capsys, ["replay", str(path), "--lang", "fr"])
    assert code == 0
    assert out.splitlines()[:9] == [
        french(line)
        for line in (
            "Relecture : Alice, Ben et Cara ; mains fournies par le journal. 2 demandes.",
            "     Cara distribue les 44 cartes : Alice 15, Ben 15, Cara 14.",
            "     Alice commence.",
            "  1. Alice demande A3 à Ben.",
            "     Ben donne A3 à Alice.",
            "     Alice complète la famille A et la pose face visible.",
            "  2. Alice demande B2 à Cara.",
            "     Cara répond non : pas de B2.",
            "     Après ce non, c'est au tour de Cara.",
        )
    ]
    assert french("c'était à Cara de demander") in out


def test_argparse_own_words_follow_the_language(capsys) -> None:
    """Usage lines, the -h line and argparse's own errors come in French with --lang fr, and the
    English ones are back afterwards (argparse is shared by the whole process)."""
    cases = [
        (["replay", "--lang", "fr"], "il manque ces arguments : LOG.json", "the following arguments are required"),
        (["deal", "--lang", "fr", "--pack", "x"], "choix impossible : « x »", "invalid choice"),
        (["deal", "--seed", "abc", "--lang", "fr"], "argument --seed : 'abc' n’est pas un numéro de donne",
         "is not a deal number"),
        (["deal", "--lang", "fr", "--colour"], "arguments inconnus : --colour", "unrecognized arguments"),
    ]
    for argv, in_french, english in cases:
        with pytest.raises(SystemExit) as info:
            main(argv)
        assert info.value.code == 2
        err = capsys.readouterr().err
        assert err.startswith(french("utilisation : python -m hf_core")), err
        assert french(in_french) in err
        assert english not in err
        assert "usage:" not in err
        assert french("erreur :") in err
        with pytest.raises(SystemExit):
            main([a for a in argv if a not in ("--lang", "fr")])
        err = capsys.readouterr().err
        assert err.startswith("usage: python -m hf_core"), err
        assert english in err
    with pytest.raises(SystemExit):
        main(["-h", "--lang", "fr"])
    out = capsys.readouterr().out
    assert "afficher cette aide et quitter" in out
    assert "show this help" not in out


# ---------------------------------------------------------------------------------------- hostile input


def test_names_reach_the_terminal_escaped(capsys) -> None:
    names = "Ann\x1b]0;pwned\x07\x1b[2J,Ben\u202e,Cy\u200b"
    code, out = run(capsys, ["deal", "--players", names, "--seed", "3"])
    assert code == 0
    assert not any(ch in out for ch in "\x1b\x07\u202e\u200b")
    assert "Ann\\x1b]0;pwned\\x07\\x1b[2J" in out and "Ben\\u202e" in out and "Cy\\u200b" in out


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "Error: --players holds a name that is not valid text (U+DCFF); write the names in UTF-8."),
    ("fr", "Erreur\u00a0: --players contient un nom qui n’est pas du texte valide (U+DCFF)\u202f; écrivez les "
           "noms en UTF-8."),
])
@pytest.mark.parametrize("command", ["deal", "play"])
def test_names_that_are_not_text_are_refused(capsys, monkeypatch, command: str, lang: str, message: str) -> None:
    # what a non-UTF-8 --players becomes in sys.argv (surrogateescape)
    names = b"Ann\xff,Ben".decode("utf-8", "surrogateescape")
    code, out = run(capsys, [command, "--players", names, "--seed", "1", "--lang", lang], "", monkeypatch)
    assert (code, out) == (2, message + "\n")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_replay_refuses_hostile_files_briefly_in_the_readers_language(capsys, tmp_path: Path, lang: str) -> None:
    cases: dict[str, tuple[bytes | None, str, str]] = {
        "missing.json": (None, "no such file or folder", "fichier ou dossier introuvable"),
        "big.json": (b"1" * 5000, "a number of 5000 digits", "un nombre de 5000 chiffres"),
        "latin1.json": (b'{"players": ["Z\xe9"]}', "not UTF-8 text (byte 0xe9 at position 15)",
                        "ce n’est pas du texte UTF-8 (octet 0xe9 à la position 15)"),
        "cut.json": (b'{"format":', "line 1, column 11", "ligne 1, colonne 11"),
        "nan.json": (b'{"format": NaN}', "NaN is not a number JSON allows", "NaN n’est pas un nombre admis en JSON"),
    }
    for name, (content, en, fr) in cases.items():
        path = tmp_path / name
        if content is not None:
            path.write_bytes(content)
        code, out = run(capsys, ["replay", str(path), "--lang", lang])
        assert code == 2 and len(out.splitlines()) == 1
        assert (en if lang == "en" else fr) in out, out
        for english in ("No such file", "invalid start", "codec", "Expecting", "Exceeds"):
            assert english not in out
    code, out = run(capsys, ["replay", str(tmp_path), "--lang", lang])
    assert code == 2 and ("it is a folder" if lang == "en" else "c’est un dossier") in out


@pytest.mark.parametrize("text", ["9" * 5000, "\u0661\u0662", "1e3", "0x10", "abc"])
def test_a_seed_is_ascii_digits_said_briefly(capsys, text: str) -> None:
    with pytest.raises(SystemExit) as info:
        main(["deal", "--players", "Ann,Ben", "--seed", text])
    err = capsys.readouterr().err
    assert info.value.code == 2 and "is not a deal number: write a whole number from 0 to" in err
    assert len(err.splitlines()[-1]) < 200 and "Traceback" not in err

"""The guide's worked example, played and told step by step: ``python examples/worked_example.py [--lang fr]``.

Alice holds A1, A2 and A4 and asks Ben for A3: Ben has it, Alice lays family A down and asks again. She then asks
Cara for B2: Cara has none, so Cara plays next (not Ben, on Alice's left, as some other rules would have it).
The script checks every step against the guide, so it fails loudly if the engine ever tells another story.
"""

from __future__ import annotations

import argparse

from hf_core import Game, IllegalAsk, Rules
from hf_core.cards import HAPPY_FAMILIES, parse_cards
from hf_core.narrate import narrate, narrate_all, refusal
from hf_core.scenarios import WORKED_EXAMPLE, WORKED_EXAMPLE_DEALER, WORKED_EXAMPLE_REQUESTS

TEXT = {
    "title": {"en": "The worked example of the guide", "fr": "L'exemple commenté du guide"},
    "cards": {
        "en": "The cards that matter: Alice {alice}; Ben {ben}; Cara holds no B2.",
        "fr": "Les cartes utiles : Alice {alice} ; Ben {ben} ; Cara n'a pas B2.",
    },
    "step": {"en": "Step {n}:", "fr": "Étape {n} :"},
    "state": {
        "en": "  Families: {scores}. {current} asks next.",
        "fr": "  Familles : {scores}. C'est à {current} de demander.",
    },
    "refused": {
        "en": "Cara may not ask Alice for A1, since Cara holds no card of family A:",
        "fr": "Cara ne peut pas demander A1 à Alice, faute d'avoir une carte de la famille A :",
    },
    "variant": {
        "en": "Under the other rule where a no passes the turn to the asker's left, {current} would play instead.",
        "fr": "Avec l'autre règle, où le tour passe à gauche du demandeur après un non, ce serait à {current}.",
    },
}


def t(key: str, lang: str, **params: object) -> str:
    return TEXT[key][lang].format(**params)


def tell(lang: str) -> list[str]:
    out = [t("title", lang), ""]
    game = Game.from_hands(WORKED_EXAMPLE, dealer=WORKED_EXAMPLE_DEALER)
    alice = " ".join(str(c) for c in HAPPY_FAMILIES.sorted(parse_cards(["A1", "A2", "A4", "B1"])))
    out.append(t("cards", lang, alice=alice, ben="A3 B2"))
    out += narrate_all(game.events, lang, players=game.players)
    for n, (asker, target, card) in enumerate(WORKED_EXAMPLE_REQUESTS, start=1):
        result = game.ask(asker, target, card)
        out.append(t("step", lang, n=n))
        out += [f"  {narrate(e, lang, players=game.players)}" for e in result.events]
        scores = ", ".join(f"{p} {s}" for p, s in game.scores().items())
        out.append(t("state", lang, scores=scores, current=game.current))
    # the guide's story, checked
    assert game.families("Alice") == ("A",) and game.current == "Cara"
    assert parse_cards(["B1"])[0] in game.hand("Alice")
    out += ["", t("refused", lang)]
    try:
        game.ask("Cara", "Alice", "A1")
    except IllegalAsk as exc:
        assert exc.rule == "ask.family-in-hand"
        out.append(f"  {refusal(exc, lang)}")
    else:
        raise AssertionError("Cara's request should have been refused")
    variant = Game.from_hands(WORKED_EXAMPLE, dealer=WORKED_EXAMPLE_DEALER, rules=Rules(miss="clockwise"))
    for request in WORKED_EXAMPLE_REQUESTS:
        variant.ask(*request)
    assert variant.current == "Ben"
    out += ["", t("variant", lang, current=variant.current)]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("en", "fr"), default="en")
    parser.add_argument("--ci", action="store_true", help="quick run for CI: tell the story in both languages")
    args = parser.parse_args(argv)
    for lang in ("en", "fr") if args.ci else (args.lang,):
        print("\n".join(tell(lang)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

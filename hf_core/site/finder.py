"""The "What happens if...?" finder, built at build time: every situation of :mod:`hf_core.situations` drawn as a
section of the page (its question, our ruling, its rules, other rules' answers, a diagram), and the index a
reader searches as they type, in the page, with no Python.

The index is words, folded and stemmed here; ``docs/javascripts/hf/widgets/finder-search.js`` folds and stems
what the reader types with the same steps, reading the same tables from the index (:data:`ANALYSIS`), so the page
and the build cannot disagree on a word (a test runs both on every word of both indexes). The steps, in order:

1. lower case, accents folded (NFD, combining marks dropped: "égalité" -> "egalite"), ``œ`` -> ``oe``;
2. words are runs of letters and digits (an apostrophe splits: "l'avait" -> "l", "avait");
3. a stop phrase of the language ("happy families", the game's name; « se passe », what happens, not passing
   one's turn) is dropped; a saying whose words say something else one by one is read as the word it stands for
   ("it's a draw": "tie"; « c'est à qui » : « tour »; data, :data:`hf_core.words.situations.SAYINGS`); dropped too
   is a word one letter long (but a digit the next step names: "2" -> "two", read
   as the word reads), or a stop word of the language (with the words that only say who is at the table, "my
   dad", "ma sœur", and the names of the diagrams' players, "Ben"; the forms of "pouvoir" as "can"; short forms
   typed on a phone, "ur", "ki"), except a stop word the language's ``cued`` table keeps before one term ("any"
   before a family named: "any bakers?" asks for a family; on the page, before a misspelt one too);
4. an irregular form is replaced by its base form's stem (``said`` -> ``say``, ``eu`` -> ``avo``, as « avoir »
   reads; "wanna" -> "want", "tjs" -> "toujours"), and a card named as the site names it ("C3") is read as
   "card" / « carte »;
5. the first ending of the language's list that leaves a stem of at least 3 letters is taken off, with its
   replacement ("families" -> "famil" + "y" = "family");
6. a synonym's stem is read as its group's first ("fib" -> "lie", "redistribuer" -> "distribu"; the groups are
   data, :data:`hf_core.words.situations.SYNONYMS`, and the pack's families by name are one group: "the
   Doctors" is read as "the Bakers").

In the page, a word of three letters or more that is neither a term nor a stop word is read as the term behind
one of the language's prefixes when there is one ("impolite" -> "polite", « redonner » -> « donner »), else
matches the terms one typo away (two from seven letters: a letter left out, added, changed, or two swapped),
accents never counting, or a term with one of the language's endings put back ("ment" + "ir": « mentir », so
"menitr" is one typo away); the typos a hand makes most count less, so that the likelier of two words is read (a
letter doubled or typed single, two swapped, a neighbouring key on a QWERTY or AZERTY keyboard, a vowel for a vowel,
left out or added), and a word near several terms shares its weight among them; a word one typo from a stop word of
four letters or more, and no nearer a term, is that stop word ("pet-on": "peut"), in every language when it is one
of the page's ("jyst" on the English page); a word only another language knows may be a typo of the page's ("man"
on the French page: « main »); a stop phrase or a saying typed with one cheap typo in a word of four letters or more
is still read as one (« qusnd mrme »: « quand même »), when another of its words is typed right or two are that long.

A situation's score is the weight of the query's terms it holds (each term's weight in it: the fields it is said
in, weighted, its question and keywords first, times the term's rarity; a family's name counted as common as a
word a quarter of the situations hold, :data:`NAMED_SHARE`), plus a bonus for each two of the query's
terms, in their order and close together, that one clause of its question or one of its keyword phrases says ("who
starts", « mauvaise donne »: :data:`PAIR_WEIGHT`), times the share of the query's terms it holds to the power
:data:`COORDINATION` (three quarters).

The page's language also has examples (:data:`hf_core.words.asked.ASKED`: queries written for each situation by
readers' stand-ins, never shown; and the labelled queries of :data:`hf_core.site.readers.LABELLED`, sets once held
out, each term counted :data:`LABELLED_TF` times): each situation's examples are one bag of terms, and the query is
scored against the bags with BM25 (:func:`examples`, :data:`EXAMPLE_K1`, :data:`EXAMPLE_B`); each situation's score is
then its finder's score divided by the best one plus :data:`EXAMPLE_WEIGHT` times its examples' score divided by the
best one, so that a situation only the examples find is a result too. A query's term that no example holds, of four
letters or more, is read as the examples' term one typo from it, or from one of its synonyms (the rarest, if several).

>>> analyse("He said no but he had it!", "en")
['say', 'no', 'have']
>>> analyse("Il a dit non mais il l'avait", "fr")
['dir', 'non', 'avo']
>>> analyse("Égalité, familles", "fr")
['egalit', 'famill']
>>> analyse("He asked the Doctors for C3", "en")
['ask', 'baker', 'card']
>>> analyse("What if it's a draw?", "en"), analyse("Il a dit non, c'est à qui ?", "fr")
(['tie'], ['dir', 'non', 'tour'])
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from collections.abc import Mapping
from typing import Any, Final

from hf_core.rules import RULES, rule_title, rule_url
from hf_core.rulings import reference
from hf_core.site.common import e, script_json, ui_attribute
from hf_core.situations import OTHER_SECTIONS, SITUATION_IDS, SITUATIONS, Situation, diagram_outcome
from hf_core.web import views
from hf_core.words import LANGS, say
from hf_core.words.asked import ASKED
from hf_core.words.pictures import MESSAGES as PICTURES
from hf_core.words.situations import CHATTER, KEYWORDS, SAYINGS, SYNONYMS

# ------------------------------------------------------------------------------------------------ analysis

ANALYSIS: Final[Mapping[str, Mapping[str, Any]]] = {
    "en": {
        "stop": sorted([
            # not "all" ("all the family", "all my cards are gone", as « tout » is no stop word), nor "too" ("too
            # many cards", "too few": a misdeal), nor "who" ("who plays next?", "who starts?"); "may" as "can"
            "a", "about", "am", "an", "and", "any", "anybody", "anyone", "are", "as", "at", "be",
            "been", "being", "but", "by", "can", "could", "did", "didn", "do", "does", "doesn", "doing",
            "don", "for", "from", "he", "her", "him", "his", "how", "i", "if", "in", "into",
            "is", "isn", "it", "its", "just", "ll", "may", "me", "might", "my", "of", "on", "or", "our", "re", "she",
            "should", "so", "some", "somebody", "someone", "than", "that", "the", "their", "them", "then", "there",
            "they", "this", "to", "us", "ve", "was", "wasn", "we", "were", "what", "when", "where", "which", "whom",
            "why", "will", "with", "would", "you", "your",
            # the same words typed without their apostrophe, as "didn't" is read "didn" "t"
            "arent", "cant", "couldnt", "didnt", "dont", "hes", "im", "isnt", "ive", "shes", "shouldnt", "thats",
            "theyre", "theyve", "wasnt", "werent", "weve", "whats", "wont", "wouldnt", "youre", "youve",
            # and as a phone types them ("ur", "coz", "gonna": what "you", "because", "going to" say)
            "aint", "cannot", "coz", "cuz", "gonna", "hows", "lets", "theres", "ur", "wheres", "ya",
            # how many, as "some" ("lots of games"); the rules, which every situation is about ("rules for two")
            "lot", "lots", "rule", "rules",
            # "went" says what someone did or said ("then went 'oops'"), not whose go it is ("go" is a turn)
            "went",
        ]),
        "irregular": {
            "said": "say", "says": "say", "saying": "say", "had": "have", "has": "have", "having": "have",
            "gave": "give", "given": "give", "giving": "give", "gives": "give", "took": "take", "taken": "take",
            "lied": "lie", "lying": "lie", "lies": "lie", "won": "win", "winning": "win", "ran": "run",
            "began": "begin", "begun": "begin", "dealt": "deal", "saw": "see", "seen": "see", "forgot": "forget",
            "forgotten": "forget", "left": "left", "children": "child", "people": "person", "men": "man",
            "asked": "ask", "asking": "ask", "asks": "ask", "cheating": "cheat", "cheated": "cheat",
            "shown": "show", "showed": "show", "goes": "go", "going": "go", "doesnt": "do", "whose": "who",
            "hasn": "have", "haven": "have", "hadn": "have", "hasnt": "have", "havent": "have", "hadnt": "have",
            "laid": "lay", "lain": "lay", "wanna": "want", "gotta": "have", "whos": "who",  # as a phone types them
            # "hand" as a verb is giving ("was handed C3"), not a hand of cards
            "handed": "give", "handing": "give",
            "1st": "first", "2nd": "second", "3rd": "third", "kept": "keep", "got": "get", "gotten": "get",
            "family": "family",  # not "fami", as "-ly" would leave it: "family" and "families" are one word
            # the family's name whole, not "bak" (a child's "back"): the pack's families are read as this one
            "baker": "baker", "bakers": "baker",
            "player": "player", "players": "player",  # someone at the table, not "play" (who plays next?)
            "2": "two", "3": "three", "4": "four",
        },
        "endings": [
            ["ies", "y"], ["ied", "y"], ["ing", ""], ["ers", ""], ["ed", ""], ["es", ""], ["er", ""], ["ly", ""],
            ["s", ""],
        ],
        "prefixes": ["un", "im", "in", "dis", "mis", "re", "non"],
        # the endings after which a doubled consonant is made single ("running" -> "run")
        "undouble": ["ing", "ed", "er", "ers"],
        # the game's name says nothing of a situation; "won't" is not "won" (win)
        # "we ended up level" says nothing of the game's end
        "phrases": [["happy", "families"], ["happy", "family"], ["won", "t"], ["ended", "up"], ["end", "up"],
                    ["ends", "up"],
                    # "she's got", "I've got" hold (as "has" does: a stop word), not "got" (obtained: "I got it")
                    ["s", "got"], ["ve", "got"], ["d", "got"], ["hes", "got"], ["shes", "got"], ["ive", "got"],
                    ["youve", "got"], ["weve", "got"], ["theyve", "got"],
                    # "going to" says what comes next, as "gonna" (a stop word) does, not a go (a turn)
                    ["going", "to"]],
    },
    "fr": {
        "stop": sorted([
            # not « certain(e) » (« je suis certain qu'il ne l'a pas »: knowing), only « certains » (some)
            "ai", "as", "au", "aux", "avec", "c", "ca", "ce", "cela", "celle", "celles", "celui", "certaines",
            "certains", "ces", "cet", "cette", "ceux", "ci", "comment", "d", "dans",
            "de", "des", "du", "elle", "elles", "en", "est", "est-ce", "et", "etait", "eux", "il", "ils", "j", "je",
            "l", "la", "le", "les", "leur", "leurs", "lui", "m", "ma", "mais", "me", "mes", "moi", "mon", "n", "ne",
            "nos", "notre", "nous", "on", "ou", "par", "pas", "pour", "qu", "quand", "que", "quelqu", "qui", "quoi",
            "s", "sa", "se", "ses", "si", "son", "sont", "sur", "t", "ta", "te", "tes", "toi", "ton", "tu", "un",
            "une", "vos", "votre", "vous", "y",
            # the same words typed without their apostrophe (« j'ai » is read « j » « ai »)
            "cest", "jai", "jsuis", "nest", "quil", "quils", "quon", "sil", "ya",
            # and as a phone types them (« ki », « koi », « kan », « chui », « jpeux »: qui, quoi, quand, je suis)
            "chui", "chuis", "jpeux", "kan", "kand", "ke", "ki", "koi", "pk", "pq", "jsp",
            # which (« quel élève commence »)
            "quel", "quelle", "quels", "quelles", "lequel", "laquelle",
            # the rules, which every situation is about (« règle pour 2 joueurs »)
            "regle", "regles",
            # « pouvoir », as "can" and "may" in English: « puis-je », « peut-on », « je peux » ask, and say nothing
            # of what is asked
            "peut", "peux", "peuvent", "puis", "pu", "pouvoir", "pourrait", "pourrais", "pouvons", "pouvez",
        ]),
        "irregular": {
            "avait": "avoir", "avais": "avoir", "avaient": "avoir", "eu": "avoir", "ont": "avoir", "avez": "avoir",
            "avons": "avoir", "aura": "avoir", "aurait": "avoir", "a": "avoir", "aie": "avoir", "aies": "avoir",
            "ait": "avoir", "aient": "avoir", "na": "avoir", "eue": "avoir", "eut": "avoir", "disant": "dire",
            "dit": "dire", "dis": "dire", "disait": "dire", "dites": "dire", "disent": "dire",
            "fait": "faire", "fais": "faire", "faites": "faire", "font": "faire",
            "doit": "devoir", "dois": "devoir", "doivent": "devoir", "du": "devoir",
            "veut": "vouloir", "veux": "vouloir", "veulent": "vouloir", "voulu": "vouloir",
            "vu": "voir", "voit": "voir", "vois": "voir", "voient": "voir",
            "pris": "prendre", "prend": "prendre", "prends": "prendre", "prennent": "prendre",
            "mis": "mettre", "met": "mettre", "mets": "mettre",
            "menti": "mentir", "ment": "mentir", "mens": "mentir",
            "recu": "recevoir", "recue": "recevoir", "recus": "recevoir", "recues": "recevoir", "recoit": "recevoir",
            "recois": "recevoir", "recoivent": "recevoir", "recevant": "recevoir", "recevons": "recevoir",
            # the dealer deals (as "dealer" is read "deal"), not « donner » (give), which « donneur » would stem to
            "donneur": "distribu", "donneurs": "distribu", "donneuse": "distribu",
            # a player is someone at the table, not « jouer » (who plays next?), which « joueur » would stem to
            "joueur": "joueur", "joueurs": "joueur", "joueuse": "joueur", "joueuses": "joueur",
            # « cartes » (« plus de cartes », « combien de cartes ») is read apart from « carte », a card
            "yeux": "oeil", "cartes": "cartes", "2": "deux", "3": "trois", "4": "quatre", "7": "sept",
            # « à droite » (where one sits) is not « le droit » (allowed), which « droite » would stem to
            "droite": "droite", "droites": "droite",
            # as a phone types them
            "tjs": "toujours", "tjrs": "toujours", "bcp": "beaucoup",
            "1er": "premier", "1ere": "premier", "1re": "premier", "premiere": "premier", "2e": "second",
        },
        "endings": [
            ["issements", ""], ["issement", ""], ["ements", ""], ["ement", ""], ["ations", ""], ["ation", ""],
            ["aient", ""], ["erait", ""], ["eront", ""], ["erons", ""], ["euses", ""], ["euse", ""], ["eurs", ""],
            ["eur", ""], ["ais", ""], ["ait", ""],
            # a present participle or an adjective in -ant, in all its forms (« manquante » as « manque »)
            ["antes", ""], ["ante", ""], ["ants", ""], ["ant", ""],
            ["ees", ""], ["ee", ""], ["es", ""], ["er", ""], ["ez", ""], ["ons", ""], ["ent", ""], ["ir", ""],
            ["e", ""], ["s", ""], ["x", ""],
        ],
        "prefixes": ["re", "im", "in", "mal", "des", "de", "dis", "non"],
        # the game's name (as the site writes it in French too); « que se passe-t-il », « ça s'est passé » (what
        # happens) is not « passer » (pass one's turn)
        "phrases": [["happy", "families"], ["happy", "family"], ["se", "passe"], ["se", "passer"], ["se", "passait"],
                    ["se", "passera"], ["se", "passerait"], ["s", "est", "passe"], ["s", "est", "il", "passe"],
                    ["s", "etait", "passe"],
                    # « pas du tout » says no more than « pas » (not « tout », all of it)
                    ["du", "tout"]],
    },
}
"""Per language: stop words, irregular forms, endings, prefixes and stop phrases (see the module's docstring);
shipped in the index, so that the page analyses a query exactly as the build analysed the situations.
:func:`_complete` adds the words of :data:`hf_core.words.situations.CHATTER` to the stop words, the cards' names
("c3") to the irregular forms (and reads a digit as its word's stem), ``sayings`` ([words, the word they stand
for, and when it says so the words it is not read before], :data:`hf_core.words.situations.SAYINGS`), and ``same``:
each synonym's stem -> its group's, the pack's family names being one group."""

MIN_STEM: Final = 3
_WORD = re.compile(r"[a-z0-9]+")


def fold(text: str) -> str:
    """Lower case, accents off, ``œ``/``æ`` spelt out."""
    text = text.lower().replace("œ", "oe").replace("æ", "ae")
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))


def words(text: str) -> list[str]:
    """The folded words of ``text``, before stop words and stemming."""
    return _WORD.findall(fold(text))


def _strip(word: str, lang: str) -> str:
    """``word`` with the first ending of its language's list that leaves 3 letters taken off (step 5 of the
    module's docstring), and a consonant doubled before it made single when the language says so ("running" ->
    "run", "stopped" -> "stop"; not "ll", "ss" or "zz": "called", "passed").

    >>> _strip("running", "en"), _strip("dropped", "en"), _strip("passed", "en")
    ('run', 'drop', 'pass')
    """
    endings: list[list[str]] = ANALYSIS[lang]["endings"]
    undouble: list[str] = ANALYSIS[lang].get("undouble", [])
    for ending, replacement in endings:
        if word.endswith(ending) and len(word) - len(ending) >= MIN_STEM:
            base = word[: len(word) - len(ending)]
            if ending in undouble and base[-1] == base[-2] and base[-1] not in "aeiouylsz":
                base = base[:-1]
            return base + replacement
    return word


def stem(word: str, lang: str) -> str:
    """One folded word's stem (irregular forms first, then the first ending that leaves 3 letters)."""
    irregular: Mapping[str, str] = ANALYSIS[lang]["irregular"]
    return irregular[word] if word in irregular else _strip(word, lang)


def _complete(lang: str) -> None:
    """The words kept as data (:mod:`hf_core.words.situations`) into the language's tables: chatter as stop words,
    each synonym's stem read as its group's first (step 6 of the module's docstring)."""
    table: dict[str, Any] = ANALYSIS[lang]  # type: ignore[assignment]
    # the names of the players in the diagrams ("Ben has no cards left") say who, not what happened
    seated = {fold(name) for s in SITUATIONS if s.diagram is not None for name, _ in s.diagram.hands}
    table["stop"] = sorted(set(table["stop"]) | {fold(w) for w in CHATTER[lang]} | seated)
    # a saying whose words say something else one by one ("it's a draw", « c'est à qui ») as the words it stands for
    # (and the words it is not read before, when it says: « juste après » but not « juste après moi »)
    table["sayings"] = [[words(phrase), " ".join(words(said)), *([words(rest[0])] if rest else [])]
                        for phrase, said, *rest in SAYINGS[lang]]
    # a card named as the site names it ("C3"...) is read as the word card
    card = {"en": "card", "fr": "carte"}[lang]
    irregular = {**{f"{f}{m}": card for f in "abcdefghijk" for m in range(1, 5)}, **table["irregular"]}
    # and a family named by its letter in the plural ("any Gs?", "no Cs") as a family named by name is (not "as",
    # "is": words)
    if lang == "en":
        irregular = {**{f"{f}s": "baker" for f in "bcdefghjk"}, **irregular}
    # an irregular form is read as its base form reads ("avait" as « avoir » reads, "avo": the form and the base
    # form typed plain are one term), unless the base form is kept whole itself ("player", « joueur »); a digit
    # as its number's word reads ("2" as « deux », "deu")
    table["irregular"] = {w: base if base in irregular and not w.isdigit() else _strip(base, lang)
                          for w, base in irregular.items()}
    same: dict[str, str] = {}
    # the pack's families by name ("the Doctors", « les Docteur »): one word, as the bakers of the keywords are
    # (but a name whose stem the keywords already use for something else: "fish", as in "go fish")
    first = {"en": "bakers", "fr": "boulangers"}[lang]
    used = {_strip(w, lang) for k in KEYWORDS.values() for w in words(k[lang])} - {_strip(first, lang)}
    names = [w for k, m in PICTURES.items() if k.startswith("pack.pictures.family.")
             for w in words(m[lang])[-1:] if _strip(w, lang) not in used]
    for group in ((first, *names), *SYNONYMS[lang]):
        stems = [stem(w, lang) for w in words(" ".join(group))]
        for other in stems[1:]:
            if other != stems[0]:
                same[other] = stems[0]
    table["same"] = dict(sorted(same.items()))
    # a stop word kept as a term before a family named (by name, colour or letter: "any bakers?", "any of the
    # Doctors", "any Gs"): asking for a family, not "I haven't got any" (none); only the next term counts
    named = same.get(stem(first, lang), stem(first, lang))
    table["cued"] = {w: [named] for w in {"en": ["any"], "fr": []}[lang]}


def _unphrased(found: list[str], lang: str) -> list[str]:
    """``found`` without the language's stop phrases, and each of its sayings as the word it stands for (step 3 of
    the module's docstring)."""
    phrases: list[list[str]] = ANALYSIS[lang]["phrases"]
    sayings: list[list[Any]] = ANALYSIS[lang]["sayings"]
    out: list[str] = []
    i = 0
    while i < len(found):
        phrase = next((p for p in phrases if found[i : i + len(p)] == p), None)
        saying = None if phrase else next((s for s in sayings if found[i : i + len(s[0])] == s[0]
                                           and not set(found[i + len(s[0]) :][:1]) & set(s[2] if s[2:] else [])),
                                          None)
        if phrase:
            i += len(phrase)
        elif saying:
            out += saying[1].split()
            i += len(saying[0])
        else:
            out.append(found[i])
            i += 1
    return out


def analyse(text: str, lang: str) -> list[str]:
    """The terms of ``text`` as the index holds them (see the module's docstring).

    >>> analyse("Have you got any Doctors?", "en"), analyse("I haven't got any of that family", "en")
    (['have', 'get', 'any', 'baker'], ['have', 'none', 'family'])
    """
    stop = set(ANALYSIS[lang]["stop"])
    same = ANALYSIS[lang]["same"]
    cued: Mapping[str, list[str]] = ANALYSIS[lang]["cued"]
    kept = [w for w in _unphrased(words(text), lang) if len(w) > 1 or w.isdigit()]
    found = [None if w in stop else same.get(t, t) for w, t in ((w, stem(w, lang)) for w in kept)]
    out: list[str] = []
    for i, (w, t) in enumerate(zip(kept, found, strict=True)):
        if t is not None:
            out.append(t)
        elif w in cued and next((x for x in found[i + 1 :] if x is not None), None) in cued[w]:
            out.append(w)  # a stop word said of what follows it: "any" before a family ("any bakers?")
    return out


# --------------------------------------------------------------------------------------------- situations


def _section_title(anchor: str, lang: str) -> str:
    return say(f"finder.section.{anchor}", lang)


def _link_of(ref: str, lang: str) -> tuple[str, str]:
    """(title, site-relative url) of a rule id or a section of the site."""
    if ref in RULES:
        return rule_title(ref, lang), rule_url(ref, lang)
    page = OTHER_SECTIONS[ref]
    return _section_title(ref, lang), f"{'fr/' if lang == 'fr' else ''}{page}/#{ref}"


def situation_view(s: Situation, lang: str) -> dict[str, Any]:
    """A situation as the page shows it: question, its rulings (each record's label, text and the rules it rests
    on, by title and url), other rules' answer, more to read, and the diagram (a view tree) with the engine's
    verdict on its request. ``answer`` is the rulings' texts together; ``ruling`` whose the first one is."""
    rulings: list[dict[str, Any]] = [
        {"id": r.id, "whose": r.whose, "label": r.label(lang), "text": r.text(lang),
         "rules": [dict(zip(("title", "url"), reference(ref, lang), strict=True), id=ref) for ref in r.rules]}
        for r in s.rulings
    ]
    out: dict[str, Any] = {
        "id": s.id,
        "question": say(s.message_id("q"), lang),
        "answer": " ".join(r.text(lang) for r in s.rulings),
        "ruling": s.whose,
        "rulings": rulings,
        "rules": [dict(zip(("title", "url"), reference(ref, lang), strict=True), id=ref) for ref in s.references],
        "other": say(s.message_id("other"), lang) if s.others else None,
        "others": [dict(zip(("title", "url"), _link_of(o, lang), strict=True), id=o) for o in s.others],
        "see": [dict(zip(("title", "url"), _link_of(a, lang), strict=True), id=a) for a in s.see],
        "diagram": _diagram(s, lang) if s.diagram is not None else None,
    }
    return out


def _diagram(s: Situation, lang: str) -> dict[str, Any]:
    """The diagram after the engine has played (or refused) its request: the cards the picture is about, every
    other card counted, the families of those cards laid down, whose turn it is."""
    d = s.diagram
    assert d is not None
    outcome = diagram_outcome(s)
    game = outcome["game"]
    asker, target, card = d.ask
    if outcome["outcome"] == "refused":
        verdict = say("finder.refused", lang, rule=rule_title(outcome["rule"], lang))
        said = outcome["error"].message(lang)
    else:
        verdict = say("finder.next", lang, name=outcome["next"])
        said = ""
    about = {c for _, cards in d.hands for c in cards} | set(d.highlight) | {card}
    families = d.families
    seats = []
    for name in game.players:
        hand = sorted(game.hand(name))
        cards = [str(c) for c in hand if str(c) in about]
        seats.append(
            views.diagram_seat(
                lang, name, cards, len(hand) - len(cards), [f for f in game.families(name) if f in families],
                current=game.current == name, played=True, highlight=d.highlight,
            )
        )
    figure: views.Node = [
        "figure",
        {"class": "hf-finder__figure"},
        ["p", {"class": "hf-finder__request"}, say("finder.request", lang, asker=asker, target=target, card=card)],
        ["div", {"class": "hf-finder__table"}, views.table(seats, board=False)],
        ["figcaption", {}, say(s.message_id("fig"), lang)],
    ]
    return {"view": figure, "outcome": outcome["outcome"], "rule": outcome["rule"], "verdict": verdict,
            "said": said}


# ---------------------------------------------------------------------------------------------------- index

FIELDS: Final = (("question", 3.0), ("keywords", 3.0), ("answer", 1.0), ("rules", 0.5), ("other", 0.5))
"""The fields of a situation the index reads, with their weight."""


def _terms(lang: str) -> dict[str, Any]:
    """One language's part of the index: its analysis tables; for each term the situations holding it with a
    weight (the field weights of its occurrences, dampened) times its rarity (idf); for each pair of terms
    (:func:`_pairs`) the situations saying it (the page weighs it: :data:`PAIR_WEIGHT` times its rarity)."""
    postings: dict[str, dict[int, float]] = {}
    for n, s in enumerate(SITUATIONS):
        v = situation_view(s, lang)
        texts = {
            "question": v["question"],
            "keywords": KEYWORDS[s.id][lang],
            # its own ruling (a shared one, such as the refusal of a request that breaks a rule, would make
            # every situation that shows it look alike)
            "answer": v["rulings"][0]["text"],
            "rules": " ".join(r["title"] for r in v["rulings"][0]["rules"]),
            "other": v["other"] or "",
        }
        weights: dict[str, float] = {}
        for name, weight in FIELDS:
            for term in set(analyse(texts[name], lang)):  # once a field: saying a word again says no more
                weights[term] = weights.get(term, 0.0) + weight
        for term, w in weights.items():
            postings.setdefault(term, {})[n] = 1.0 + math.log(w)
    total = len(SITUATIONS)
    # a family named by name or colour ("the bakers", "Mr Bun the Baker", « le fils du boulanger ») is as common in
    # a question as a card is, whatever the situation: its rarity is that of a word held by a quarter of them, not
    # that of the few whose keywords happen to name the bakers
    named = ANALYSIS[lang]["same"].get(stem({"en": "bakers", "fr": "boulangers"}[lang], lang),
                                       stem({"en": "bakers", "fr": "boulangers"}[lang], lang))
    terms = {
        term: [[doc, round(w * math.log(1 + total / max(len(found), total * NAMED_SHARE if term == named else 0)),
                           3)] for doc, w in sorted(found.items())]
        for term, found in sorted(postings.items())
    }
    # a pair's situations only: the page weighs it (PAIR_WEIGHT times its rarity, as a term's), keeping the index small
    pairs = {pair: sorted(found) for pair, found in sorted(_pairs(lang).items())}
    analysis = {**ANALYSIS[lang], "min": MIN_STEM, "span": PAIR_SPAN, "pair": PAIR_WEIGHT, "coord": COORDINATION}
    return {"lang": lang, "analysis": analysis, "terms": terms, "pairs": pairs}


NAMED_SHARE: Final = 0.25
"""The share of the situations a family's name is counted as held by, for its rarity (:func:`_terms`)."""

PAIR_WEIGHT: Final = 1.0
"""The weight of two terms a reader types in this order, at most :data:`PAIR_SPAN` terms apart, that a situation's
question or one of its keyword phrases says so too ("who starts", « mauvaise donne »), times the pair's rarity: a
bonus added to the situation's score (the page adds it: ``finder-search.js``)."""

COORDINATION: Final = 0.75
"""The power of the share of the query's terms a situation holds that its score is multiplied by (the page applies
it: ``finder-search.js``): below 1, a situation holding fewer of the query's words, but its rarer and more telling
ones, may still come first, each word of a long question counting for less. Chosen on the older query sets (first
right, as typed and with one typo per word): choosing among 0.5, 0.75 and 1 on all sets but one picks less than 1
for every set left out; 0.75 is no worse than 1 on any set, better on four of eight; 0.5, about as good pooled,
loses a query of HELD_OUT_4 in French, and two misspelt ones (below their floor in tests/site/test_finder.py)."""

PAIR_SPAN: Final = 3
"""How far apart (in terms, stop words aside) the two terms of a pair may be: next to each other, or one or two
terms between."""


def pair_key(a: str, b: str) -> str:
    """Two terms, in their order, as the index's ``pairs`` names them (the page forms the same key)."""
    return f"{a} {b}"


_CLAUSE = re.compile(r"[,;:.!?…]")
"""Where a question's clauses part (a pair never spans two: "A misdeal: wrong hand sizes, a card face up" says no
"wrong card")."""


def _pairs(lang: str) -> dict[str, set[int]]:
    """For each pair of terms in this order, at most :data:`PAIR_SPAN` apart, in one clause of a situation's
    question or in one of its keyword phrases (the keywords are phrases between commas), the situations saying it."""
    found: dict[str, set[int]] = {}
    for n, s in enumerate(SITUATIONS):
        for phrase in [*_CLAUSE.split(say(s.message_id("q"), lang)), *KEYWORDS[s.id][lang].split(",")]:
            terms = analyse(phrase, lang)
            for i, a in enumerate(terms):
                for b in terms[i + 1 : i + 1 + PAIR_SPAN]:
                    if a != b:
                        found.setdefault(pair_key(a, b), set()).add(n)
    return found


EXAMPLE_K1: Final = 1.2
"""BM25's saturation of a term said again in a situation's examples (:func:`examples`): the textbook value, the one
measured (``benchmarks/finder_examples.py``); the second time a situation's examples say a term counts for less than
the first, the tenth for little more than the fifth."""

EXAMPLE_B: Final = 0.75
"""BM25's normalisation by the length of a situation's bag of example terms (1: fully; 0: not at all): the textbook
value. Against 0.3, measured with the examples added to the finder on the blind sets: HELD_OUT_12 first as typed
36/40 EN, 39/40 FR with 0.75, 35 and 39 with 0.3; HELD_OUT_13 (sealed) 39/40 EN, 38/40 FR with 0.75, 39 and 37 with
0.3."""

EXAMPLE_WEIGHT: Final = 1.2
"""The weight of the examples' score against the finder's own, each divided by its best for the query (the page adds
them: ``finder-search.js``; shipped as the part's ``fusion``). Of the designs measured on the blind sets written after
the keywords were tuned (the examples alone, the finder's first three or five put in the examples' order,
reciprocal-rank fusion, this sum with 0.5 or 1), this sum with 1 did best with typos as well as without: HELD_OUT_12
first as typed 30 -> 36/40 EN, 35 -> 39/40 FR (one typo per word 29 -> 33, 32 -> 37), HELD_OUT_13 (sealed) 39/40 EN,
38/40 FR (one typo 39, 35); measured after the choice, on sets no choice was made on: HELD_OUT_14 37/40 EN, 38/40 FR,
HELD_OUT_15 34/40 EN, 37/40 FR (tests/site/test_finder.py). The examples alone find as many as typed (37, 38 on
HELD_OUT_12) but far fewer misspelt (31, 28): the finder's own reading of a misspelt word is worth keeping. The page,
with the weights rounded (a tie to the fifth decimal settled the other way) and a misspelt synonym read too, finds
HELD_OUT_12's 35/40 EN, 39/40 FR as typed (one typo per word 32, 38); the sets the keywords were tuned on lose a few
queries to it (tests/site/test_finder.py, above FLOORS). 1.2 since the labelled queries are examples too
(:data:`LABELLED_TF`): with them, 1.2 found more of HELD_OUT_19 and HELD_OUT_20 (sealed) than 1 (70 against 69 EN, 69
against 68 FR as typed, 63 against 60 EN, 71 against 68 FR with one typo per word)."""

LABELLED_TF: Final = 2
"""How many times each term of a labelled query (:data:`hf_core.site.readers.LABELLED`) counts in its situation's bag
of examples, against once for each of :data:`hf_core.words.asked.ASKED`'s: chosen with :data:`EXAMPLE_WEIGHT` among
eight ways of adding them, measured on the sets still sealed (HELD_OUT_19 and HELD_OUT_20, first as typed: none 67/80
EN, 69/80 FR; 1 and weight 1: 69, 68; 1 and 1.2: 70, 69; 2 and 1.2: 71, 70; 1 and 1.5: 72, 69; a bag of their own:
71, 69), by the sum over both languages, as typed and with one typo per word (``benchmarks/finder_learned.py``;
before the labelled queries' slips were read as the words they miss, :func:`_spelt`)."""


def _known_terms(lang: str) -> dict[str, int]:
    """The terms the finder knows in ``lang`` (its own index's, and those of :data:`hf_core.words.asked.ASKED`), each
    with the number of ASKED's queries that say it (0 for the index's alone)."""
    known = dict.fromkeys(_terms(lang)["terms"], 0)
    for query, _ in ASKED[lang]:
        for term in set(analyse(query, lang)):
            known[term] = known.get(term, 0) + 1
    return known


def _one_slip(a: str, b: str) -> bool:
    """Whether ``a`` is ``b`` with one letter left out or added, or two beside each other swapped (not a letter
    changed: "watch" is not a slip of "match")."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
    short, long = sorted((a, b), key=len)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def _spelt(term: str, known: Mapping[str, int]) -> str:
    """A labelled query's term as the finder knows it: itself when known, shorter than five letters (a name: "lucy"),
    or when no known term is one slip from it (a word only readers used), else the known term one slip away, the one
    ASKED says most. The readers' sets were typed as readers type ("famliy"): read as it stood, such a slip drew a
    reader's "famiyl" to the one situation whose examples held it."""
    if term in known or len(term) < 5:
        return term
    near = [k for k in known if _one_slip(term, k)]
    return max(near, key=lambda k: (known[k], k)) if near else term


def examples(lang: str) -> dict[str, list[list[float]]]:
    """The examples' part of the index in ``lang`` (:data:`hf_core.words.asked.ASKED`, and the labelled queries of
    :data:`hf_core.site.readers.LABELLED`, each term :data:`LABELLED_TF` times): for each term, the situations
    whose examples hold it, each with its BM25 weight there, idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * len /
    avg)): tf the times the situation's examples say the term, len the number of terms of its examples, avg that
    number's mean over the situations, idf = ln(1 + (N - df + 0.5) / (df + 0.5)), N the situations with examples and
    df those holding the term. The page adds up the weights of the query's terms (each once) per situation. Build
    time only: the labelled queries are not in the wheel (tests/site/test_finder.py checks what this gives).
    """
    from hf_core.site.readers import LABELLED  # build-time data, not in the wheel the pages load

    bags: dict[int, dict[str, int]] = {}
    known = _known_terms(lang)
    for pairs, times in ((ASKED[lang], 1), (LABELLED[lang], LABELLED_TF)):
        for query, sid in pairs:
            bag = bags.setdefault(SITUATION_IDS.index(sid), {})
            for term in analyse(query, lang):
                term = term if times == 1 else _spelt(term, known)
                bag[term] = bag.get(term, 0) + times
    return bm25(bags, EXAMPLE_K1, EXAMPLE_B)  # read now: benchmarks/finder_pooled.py sets them for a build


def bm25(bags: Mapping[int, Mapping[str, float]], k1: float, b: float) -> dict[str, list[list[float]]]:
    """The examples' part of the index from bags of terms (situation -> term -> times said): for each term, the
    situations holding it with its BM25 weight there (:func:`examples`' formula), rounded to three decimals.

    >>> bm25({0: {"already": 2, "have": 1}, 1: {"have": 1}}, 1.2, 0.75)["already"]
    [[0, 0.836]]
    """
    lengths = {doc: sum(bag.values()) for doc, bag in bags.items()}
    avg = sum(lengths.values()) / len(bags)
    holding: dict[str, list[int]] = {}
    for doc, bag in sorted(bags.items()):
        for term in bag:
            holding.setdefault(term, []).append(doc)
    n = len(bags)
    out: dict[str, list[list[float]]] = {}
    for term, docs in sorted(holding.items()):
        idf = math.log(1 + (n - len(docs) + 0.5) / (len(docs) + 0.5))
        out[term] = []
        for doc in docs:
            tf = bags[doc][term]
            norm = k1 * (1 - b + b * lengths[doc] / avg)
            out[term].append([doc, round(idf * tf * (k1 + 1) / (tf + norm), 3)])
    return out


def search_index(lang: str) -> dict[str, Any]:
    """The finder's index for a page in ``lang``: the situations (id, question in ``lang``), then one part per
    language, the page's first: a reader may type in either language. The page's part also holds its examples
    (:func:`examples`) and the weight the page gives them (``fusion``: :data:`EXAMPLE_WEIGHT`)."""
    docs = [{"id": s.id, "q": say(s.message_id("q"), lang)} for s in SITUATIONS]
    own = {**_terms(lang), "examples": examples(lang), "fusion": EXAMPLE_WEIGHT}
    return {"lang": lang, "docs": docs, "parts": [own, *(_terms(o) for o in LANGS if o != lang)]}


# ---------------------------------------------------------------------------------------------------- page


def _link(title: str, url: str) -> views.Node:
    return ["a", {"href": url}, title]


def situation_nodes(s: Situation, lang: str) -> list[views.Node]:
    """What one situation's section holds (:func:`situation_html` wraps it in its section)."""
    v = situation_view(s, lang)
    body: list[views.Node] = [["h2", {"class": "hf-finder__q"}, v["question"]]]  # the page's h1, then one h2 each
    for r in v["rulings"]:
        body.append([
            "p",
            {"class": "hf-finder__ruling", "data-ruling": r["whose"], "data-ruling-id": r["id"]},
            ["strong", {"class": "hf-finder__kind"}, r["label"]],
            " " + r["text"],
        ])
        if r["rules"]:
            rules: list[views.Node] = []
            for i, ref in enumerate(r["rules"]):
                rules += [", " if i else "", _link(ref["title"], ref["url"])]
            body.append(
                ["p", {"class": "hf-finder__rules"},
                 say("finder.rules" if len(r["rules"]) > 1 else "finder.rule", lang) + " ", *[x for x in rules if x]]
            )
    if v["other"]:
        links: list[views.Node] = []
        for i, o in enumerate(v["others"]):
            links += [", " if i else "", _link(o["title"], o["url"])]
        body.append(
            ["div", {"class": "hf-finder__other", "data-others": " ".join(o["id"] for o in v["others"])},
             ["p", {}, ["strong", {}, say("finder.other-rules", lang)], " " + v["other"]],
             ["p", {}, say("finder.not-ours", lang) + " ", *[x for x in links if x != ""]]]
        )
    if v["see"]:
        see: list[views.Node] = []
        for i, a in enumerate(v["see"]):
            see += [", " if i else "", _link(a["title"], a["url"])]
        body.append(["p", {"class": "hf-finder__see"}, say("finder.see", lang) + " ", *[x for x in see if x != ""]])
    if v["diagram"]:
        d = v["diagram"]
        verdict = [d["verdict"]] + ([" ", ["em", {}, d["said"]]] if d["said"] else [])
        figure = list(d["view"])
        figure.insert(4, ["p", {"class": "hf-finder__verdict", "data-outcome": d["outcome"], "data-rule": d["rule"]},
                          *verdict])
        body.append(figure)
    return body


_SENTENCE = re.compile(r"^(.+?[.!?…])(?=\s+[^\s\u00bb\u201d]|$)", re.S)


def gist(s: Situation, lang: str) -> str:
    """The first sentence of a situation's first ruling (two when the first is a bare "No."): what the finder
    shows under a match.

    >>> gist(next(x for x in SITUATIONS if x.id == "two-players"), "en")
    'Yes: the game is for 2 to 6 players.'
    >>> gist(next(x for x in SITUATIONS if x.id == "draw-pile"), "en").startswith("No. ")
    True
    """
    text = s.rulings[0].text(lang).strip()
    found = _SENTENCE.match(text)
    first = found.group(1) if found else text
    if len(first) < 20 and found:
        rest = text[len(first):].lstrip()
        more = _SENTENCE.match(rest)
        first += " " + (more.group(1) if more else rest)
    return first


def situation_html(s: Situation, lang: str, root: str) -> str:
    """One situation's section, its anchor its id (a view has no ids: the page never draws one again); its
    ruling's first sentence in ``data-hf-gist``, for the finder's list of matches."""
    inside = "".join(views.to_html(node, root) for node in situation_nodes(s, lang))
    return (
        f'<section class="hf-finder__item" id="{e(s.anchor)}" data-situation="{e(s.id)}" '
        f'data-rules="{e(" ".join(s.rules))}" data-ruling="{e(s.whose)}" data-hf-gist="{e(gist(s, lang))}">'
        f"{inside}</section>"
    )


def render(lang: str, data: dict[str, Any], root: str) -> str:
    """The finder: a search box (results as one types), then every situation."""
    index = search_index(lang)
    items = "".join(situation_html(s, lang, root) for s in SITUATIONS)
    count = say("finder.count", lang, n=len(SITUATIONS))
    return (
        f'<div class="hf-widget hf-finder" data-hf-widget="finder" data-hf-runtime-free data-hf-lang="{lang}" '
        f'{ui_attribute(lang, "finder")}>'
        f'<form class="hf-finder__form" role="search" aria-labelledby="hf-finder-label-{lang}" data-hf-form="finder">'
        f'<label class="hf-finder__label" id="hf-finder-label-{lang}" for="hf-finder-{lang}">'
        f'{e(say("finder.label", lang))}</label>'
        f'<input class="hf-finder__input" id="hf-finder-{lang}" type="search" name="q" autocomplete="off" '
        f'spellcheck="false" placeholder="{e(say("finder.placeholder", lang))}" '
        f'aria-describedby="hf-finder-status" aria-controls="hf-finder-results" disabled></form>'
        f'<p class="hf-finder__status" id="hf-finder-status" data-hf-finder-status role="status" aria-live="polite">'
        f"{e(count)}</p>"
        f'<ol class="hf-finder__results" id="hf-finder-results" data-hf-results hidden></ol>'
        f'<div class="hf-finder__list" data-hf-situations>{items}</div>'
        f'<script type="application/json" data-hf-index>{script_json(index)}</script>'
        f"</div>"
    )


def index_json(lang: str) -> str:
    """The index as the page ships it (for the tests and the benchmark)."""
    return json.dumps(search_index(lang), ensure_ascii=False)


for _lang in ANALYSIS:
    _complete(_lang)

__all__ = ["ANALYSIS", "analyse", "fold", "gist", "render", "search_index", "situation_html", "situation_view", "stem"]
assert set(LANGS) == set(ANALYSIS)

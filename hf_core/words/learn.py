"""Words of the pages that teach by playing: the finder ("What happens if...?", ``finder.*``), the guided game
("Learn by playing", ``learn.*``) and one device passed round the table (``pass.*``). Pure data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    # ------------------------------------------------------------------------------ the finder
    "finder.label": {"en": "Describe what happened at your table", "fr": "Décrivez ce qui s'est passé à votre table"},
    "finder.placeholder": {"en": "he said no but had it", "fr": "il a dit non mais il l'avait"},
    "finder.count": {
        "en": "{n} situations, from the deal to the end of the game. Type a few words to find yours.",
        "fr": "{n} situations, de la donne à la fin de la partie. Tapez quelques mots pour trouver la vôtre.",
    },
    "finder.found": {
        "en": "{n} situations match, the closest first.",
        "fr": "{n} situations correspondent, la plus proche d'abord.",
    },
    "finder.found-one": {"en": "One situation matches.", "fr": "Une situation correspond."},
    "finder.none": {
        "en": "Nothing matches these words. Try other words, or read the list below.",
        "fr": "Aucune situation ne correspond à ces mots. Essayez d'autres mots, ou parcourez la liste ci-dessous.",
    },
    "finder.results": {"en": "Closest situations", "fr": "Situations les plus proches"},
    "finder.ruling-guide": {"en": "Our rules:", "fr": "Nos règles :"},
    "finder.ruling-site": {
        "en": "Our ruling (the rules do not say):",
        "fr": "Notre arbitrage (les règles n'en disent rien) :",
    },
    "finder.rule": {"en": "Rule:", "fr": "Règle :"},
    "finder.rules": {"en": "Rules:", "fr": "Règles :"},
    "finder.other-rules": {"en": "Other rules:", "fr": "Autres règles :"},
    "finder.not-ours": {"en": "Not our rules; read", "fr": "Ce ne sont pas nos règles ; voir"},
    "finder.see": {"en": "Read also:", "fr": "À lire aussi :"},
    "finder.request": {"en": "{asker} asks {target} for {card}.", "fr": "{asker} demande {card} à {target}."},
    "finder.refused": {"en": "Refused: {rule}.", "fr": "Refusé : {rule}."},
    "finder.next": {"en": "{name} asks next.", "fr": "À {name} de demander."},
    # the sections a situation points to: each the heading of its section
    "finder.section.courtesy-penalty": {"en": "A courtesy penalty", "fr": "La pénalité de politesse"},
    "finder.section.out-of-the-deal": {
        "en": "A player who runs out of cards is out of the deal",
        "fr": "Un joueur sans cartes est éliminé de la donne",
    },
    "finder.section.dealer-shorter-hand": {
        "en": "The dealer takes the shorter hand",
        "fr": "Le donneur prend la main la plus courte",
    },
    "finder.section.series-total": {"en": "A series to an agreed total", "fr": "Une série jusqu'à un total convenu"},
    "finder.section.sept-familles": {"en": "The French jeu des sept familles", "fr": "Le jeu des sept familles"},
    "finder.section.ordinary-pack": {"en": "The ordinary 52-card pack", "fr": "Le jeu ordinaire de 52 cartes"},
    "finder.section.wrong-no": {"en": "A “no” that was wrong", "fr": "Un « non » qui était faux"},
    "finder.section.please": {"en": "Is “please” a rule?", "fr": "« S'il te plaît », est-ce une règle ?"},
    "finder.section.out-loud": {"en": "What everyone hears and sees", "fr": "Ce que chacun entend et voit"},
    "finder.section.illegal-request": {
        "en": "A request that breaks a rule",
        "fr": "Une demande contraire aux règles",
    },
    # ------------------------------------------------------------------------- the guided game
    "learn.start": {"en": "Start the game", "fr": "Commencer la partie"},
    "learn.as-story": {"en": "Read the whole game as a story", "fr": "Lire toute la partie comme une histoire"},
    "learn.resume": {"en": "Go back to the game", "fr": "Revenir à la partie"},
    "learn.close": {"en": "Close", "fr": "Fermer"},
    "learn.close-long": {"en": "Close the game", "fr": "Fermer la partie"},
    "learn.title": {"en": "Learn by playing", "fr": "Apprendre en jouant"},
    "learn.you-are": {
        "en": "You are Sam. Ben and Cara are played by the computer.",
        "fr": "Vous êtes Sam. Ben et Cara sont joués par l'ordinateur.",
    },
    # The game's opening, as the live region says it once when the game opens on a new deal (then the rules the deal
    # shows, as a new frame says them).
    "learn.opening": {
        "en": "The game begins: the cards are dealt.",
        "fr": "La partie commence : les cartes sont distribuées.",
    },
    "learn.progress": {"en": "Rules met: {n} of {total}", "fr": "Règles vues : {n} sur {total}"},
    "learn.progress-short": {"en": "{n}/{total} rules", "fr": "{n}/{total} règles"},
    "learn.new-rule": {"en": "New rule", "fr": "Nouvelle règle"},
    # A new rule as the live region says it, once, when a tap shows it (a rule's text is a sentence of its own).
    "learn.new-rule-said": {"en": "New rule: {title}. {text}", "fr": "Nouvelle règle : {title}. {text}"},
    "learn.the-rule": {"en": "The rule", "fr": "La règle"},
    "learn.read-rule": {"en": "Read it on the rules page", "fr": "La lire sur la page des règles"},
    "learn.continue": {"en": "Continue", "fr": "Continuer"},
    "learn.next": {"en": "Next: {name} asks", "fr": "Suite : {name} demande"},
    "learn.your-turn": {"en": "Your turn: whom do you ask?", "fr": "À vous : à qui demandez-vous ?"},
    "learn.which-card": {"en": "Which card do you ask {target} for?", "fr": "Quelle carte demandez-vous à {target} ?"},
    "learn.other-player": {"en": "Ask someone else", "fr": "Demander à quelqu'un d'autre"},
    "learn.target-count": {"en": "{name} ({n})", "fr": "{name} ({n})"},
    "learn.whole": {"en": "all of {family}", "fr": "toute la famille {family}"},
    "learn.held": {"en": "in your hand", "fr": "dans votre main"},
    "learn.suggested": {
        "en": "Suggested: ask {target} for {card}.",
        "fr": "Conseil : demandez {card} à {target}.",
    },
    "learn.suggested-mark": {"en": "suggested", "fr": "conseillé"},
    "learn.why": {"en": "Why: {why}", "fr": "Pourquoi : {why}"},
    "learn.not-allowed": {"en": "Not allowed by the rule: {title}", "fr": "Interdit par la règle : {title}"},
    "learn.choose-again": {"en": "Choose again.", "fr": "Choisissez de nouveau."},
    "learn.own-choice": {
        "en": "Your own choice: the computer players answer it…",
        "fr": "Votre propre choix : les joueurs automatiques y répondent…",
    },
    "learn.yes": {"en": "Yes", "fr": "Oui"},
    "learn.no": {"en": "No", "fr": "Non"},
    "learn.right": {"en": "Right.", "fr": "Exact."},
    "learn.wrong": {"en": "Not quite.", "fr": "Pas tout à fait."},
    "learn.q.next": {"en": "{target} said no. Who plays next?", "fr": "{target} a dit non. Qui joue maintenant ?"},
    "learn.q.turn": {
        "en": "It is {current}'s turn. Can you ask {target} for a card now?",
        "fr": "C'est au tour de {current}. Pouvez-vous demander une carte à {target} maintenant ?",
    },
    "learn.q.empty": {
        "en": "{empty} has no cards left. Can {current} ask {empty} for a card?",
        "fr": "{empty} n'a plus de cartes. Est-ce que {current} peut lui demander une carte ?",
    },
    "learn.q.empty-you": {
        "en": "{empty} has no cards left. Can you ask {empty} for a card?",
        "fr": "{empty} n'a plus de cartes. Pouvez-vous demander une carte à {empty} ?",
    },
    "learn.answer.next": {
        "en": "{target} was asked and said no, so {target} plays next.",
        "fr": "On a demandé une carte à {target}, qui a dit non : c'est donc à {target} de jouer.",
    },
    "learn.you": {"en": "You (Sam)", "fr": "Vous (Sam)"},
    "learn.over": {"en": "The game is over.", "fr": "La partie est finie."},
    "learn.learned": {"en": "What you learned", "fr": "Ce que vous avez appris"},
    "learn.learned-count": {
        "en": "You met {n} of the {total} rules of the game:",
        "fr": "Vous avez vu {n} des {total} règles du jeu :",
    },
    "learn.play-real": {"en": "Play a real game", "fr": "Jouer une vraie partie"},
    "learn.again": {"en": "Again with another deal", "fr": "Recommencer avec une autre donne"},
    "learn.deal-n": {"en": "Deal {n} of {total}", "fr": "Donne {n} sur {total}"},
    "learn.score": {"en": "{name}: {n}", "fr": "{name} : {n}"},
    "learn.failed": {
        "en": "The game could not go on ({reason}).",
        "fr": "La partie n'a pas pu continuer ({reason}).",
    },
    # issue 39: the computer players play on, and the story told to the reader ("you", never "Sam")
    "learn.play-on": {"en": "{names} play on: {n} requests", "fr": "{names} poursuivent : {n} demandes"},
    "learn.play-on-one": {"en": "{names} plays on: {n} requests", "fr": "{names} poursuit : {n} demandes"},
    "learn.played-on": {"en": "{names} made {n} requests.", "fr": "{names} ont fait {n} demandes."},
    "learn.played-on-one": {"en": "{names} made {n} requests.", "fr": "{names} a fait {n} demandes."},
    "learn.laid-on-way": {"en": "Families laid down: {laid}.", "fr": "Familles posées : {laid}."},
    "learn.your-hand": {"en": "Your hand", "fr": "Votre main"},
    # The reader's hand read as one line (the strip under the controls and the board's seat), never card by card.
    "learn.hand-text": {"en": "Your hand: {cards}", "fr": "Votre main : {cards}"},
    "learn.ev.asked.you": {"en": "You ask {target} for {card}.", "fr": "Vous demandez {card} à {target}."},
    "learn.ev.asked.of-you": {"en": "{asker} asks you for {card}.", "fr": "{asker} vous demande {card}."},
    "learn.ev.given.you": {"en": "You hand {card} to {receiver}.", "fr": "Vous donnez {card} à {receiver}."},
    "learn.ev.given.to-you": {"en": "{giver} hands you {card}.", "fr": "{giver} vous donne {card}."},
    "learn.ev.denied.you": {
        "en": "You say no: no {card} in your hand.",
        "fr": "Vous répondez non : pas de {card} dans votre main.",
    },
    # With the picture pack's names (hf_core.narrate.card_phrase), French puts the long name last.
    "learn.ev.asked.you.named": {"en": "You ask {target} for {card}.", "fr": "Vous demandez à {target} {card}."},
    "learn.ev.given.you.named": {"en": "You hand {card} to {receiver}.", "fr": "Vous donnez à {receiver} {card}."},
    "learn.ev.denied.you.named": {  # the card named as the picture pack does: "the Bakers' baby (B4)"
        "en": "You say no: {card} is not in your hand.",
        "fr": "Vous répondez non : {card} n'est pas dans votre main.",
    },
    "learn.ev.exposed.you": {
        "en": "You complete family {family} and lay it face up.",
        "fr": "Vous complétez la famille {family} et la posez face visible.",
    },
    "learn.ev.exposed.deal.you": {
        "en": "You were dealt the whole of family {family}, so you lay it face up at once.",
        "fr": "Vous avez reçu la famille {family} au complet dès la donne : vous la posez donc aussitôt face visible.",
    },
    # The same with the family named as the picture pack does ("the Bakers' family (B)": hf_core.narrate.family_phrase).
    "learn.ev.exposed.you.named": {
        "en": "You complete {family} and lay it face up.",
        "fr": "Vous complétez {family} et la posez face visible.",
    },
    "learn.ev.exposed.deal.you.named": {
        "en": "You were dealt the whole of {family}, so you lay it face up at once.",
        "fr": "Vous avez reçu {family} au complet dès la donne : vous la posez donc aussitôt face visible.",
    },
    "learn.ev.hand-emptied.you": {
        "en": "You have no cards left: no more asking, but your families laid down still count.",
        "fr": "Vous n'avez plus de cartes : fini les demandes, mais vos familles posées comptent toujours.",
    },
    "learn.ev.turn.you": {"en": "It is your turn.", "fr": "C'est à vous."},
    "learn.note.ask.success-continues.you": {
        "en": "{target} had {card} and handed it over. You may ask again, as long as you still have cards.",
        "fr": "{target} avait {card} et vous l'a donnée. Vous pouvez redemander, tant qu'il vous reste des cartes.",
    },
    "learn.note.family.expose.you": {
        "en": "You now hold all four cards of family {family}. The family is laid face up at once and scores 1 "
        "family.",
        "fr": "Vous avez maintenant les quatre cartes de la famille {family}. La famille est posée aussitôt face "
        "visible et vaut 1 famille.",
    },
    "learn.note.hand.empty.you": {
        "en": "You have no cards left. You ask no more, and nobody may ask you. Nobody refills an empty hand. You "
        "keep every family laid down and can still win.",
        "fr": "Vous n'avez plus de cartes. Vous ne demandez plus, et personne ne peut plus vous demander de carte. "
        "Une main vide n'est pas reconstituée. Vous gardez vos familles posées et pouvez encore gagner.",
    },
    "learn.count-to": {"en": "{n} to {name}", "fr": "{n} pour {name}"},
    "learn.count-to.you": {"en": "{n} to you", "fr": "{n} pour vous"},
    "learn.families-of.you": {"en": "yours: {families}", "fr": "à vous : {families}"},
    "learn.note.ask.failure-passes-to-asked.you": {
        "en": "{target} said no, so {target} plays next. The turn does not go to {left}, on your left.",
        "fr": "{target} a dit non, donc c'est à {target} de jouer. Le tour ne passe pas à {left}, à votre gauche.",
    },
    "learn.note.ask.failure-passes-to-asked.left.you": {
        "en": "{target} said no, so {target} plays next. {target} also sits on your left, but that is not why. "
        "After a no, the player who was asked always plays next.",
        "fr": "{target} a dit non, donc c'est à {target} de jouer. {target} est aussi à votre gauche, mais ce "
        "n'est pas la raison. Après un non, c'est toujours la personne interrogée qui joue.",
    },
    "learn.result-win.you": {"en": "you win with {n} families", "fr": "vous gagnez avec {n} familles"},
    "learn.result-tie.you": {
        "en": "you and {names} share the victory with {n} families each",
        "fr": "{names} et vous vous partagez la victoire, avec {n} familles chacun",
    },
    # the rules, as a beginner meets them (values: the game's names, cards and families)
    "learn.note.deal.all-cards": {
        "en": "{dealer} dealt all 44 cards, one at a time, clockwise: {counts}. Nothing is left over, so there is "
        "nothing to draw from.",
        "fr": "{dealer} a distribué les 44 cartes une à une, dans le sens des aiguilles d'une montre : {counts}. "
        "Il ne reste rien, donc rien à piocher.",
    },
    "learn.note.deal.complete-families": {
        "en": "A family dealt complete is laid face up at once. It already scores 1 family: {families}.",
        "fr": "Une famille reçue complète est posée aussitôt face visible. Elle vaut déjà 1 famille : {families}.",
    },
    "learn.note.turn.first": {
        "en": "{first} sits on {dealer}'s left, so {first} begins.",
        "fr": "{first} est à gauche de {dealer}, donc {first} commence.",
    },
    "learn.note.turn.first.you": {
        "en": "You sit on {dealer}'s left, so you begin.",
        "fr": "Vous êtes à gauche de {dealer}, donc vous commencez.",
    },
    "learn.note.turn.only-current": {
        "en": "It is {current}'s turn: only {current} asks now, and you wait. Next shows the request.",
        "fr": "C'est au tour de {current} : personne d'autre que {current} ne demande, et vous attendez. Suite montre "
        "sa demande.",
    },
    "learn.note.ask.opponent-with-cards": {
        "en": "First choose whom to ask: another player who still has cards.",
        "fr": "Choisissez d'abord à qui demander : un autre joueur qui a encore des cartes.",
    },
    "learn.note.ask.family-in-hand": {
        "en": "Ask only for a card of a family that is in your hand.",
        "fr": "Ne demandez qu'une carte d'une famille présente dans votre main.",
    },
    "learn.note.ask.not-own-card": {
        "en": "Never ask for a card that is in your own hand.",
        "fr": "Ne demandez jamais une carte qui est dans votre main.",
    },
    "learn.note.ask.exact-member": {
        "en": "You named one exact card, {card}. Only that card can change hands, never a whole family.",
        "fr": "Vous avez nommé une seule carte, {card}. Seule cette carte peut changer de main, jamais toute une "
        "famille.",
    },
    "learn.note.ask.success-continues": {
        "en": "{target} had {card} and handed it over. {asker} may ask again, as long as {asker} still has cards.",
        "fr": "{target} avait {card} et l'a donnée. {asker} peut redemander, tant qu'il lui reste des cartes.",
    },
    "learn.note.ask.failure-passes-to-asked": {
        "en": "{target} said no, so {target} plays next. The turn does not go to {left}, on {asker}'s left.",
        "fr": "{target} a dit non, donc c'est à {target} de jouer. Le tour ne passe pas à {left}, à gauche de "
        "{asker}.",
    },
    "learn.note.ask.failure-passes-to-asked.left": {
        "en": "{target} said no, so {target} plays next. {target} also sits on {asker}'s left, but that is not why. "
        "After a no, the player who was asked always plays next.",
        "fr": "{target} a dit non, donc c'est à {target} de jouer. {target} est aussi à gauche de {asker}, mais ce "
        "n'est pas la raison. Après un non, c'est toujours la personne interrogée qui joue.",
    },
    "learn.note.family.expose": {
        "en": "{player} now holds all four cards of family {family}. The family is laid face up at once and scores 1 "
        "family.",
        "fr": "{player} a maintenant les quatre cartes de la famille {family}. La famille est posée aussitôt face "
        "visible et vaut 1 famille.",
    },
    "learn.note.hand.empty": {
        "en": "{player} has no cards left. {player} asks no more, and nobody may ask {player}. Nobody refills an "
        "empty hand. {player} keeps every family laid down and can still win.",
        "fr": "{player} n'a plus de cartes. {player} ne demande plus, et personne ne peut plus lui demander de "
        "carte. Une main vide n'est pas reconstituée. {player} garde ses familles posées et peut encore gagner.",
    },
    "learn.note.end.all-families": {
        "en": "Every family is laid down, so the game is over. The player with the most families wins, and players "
        "tied for the most share the victory. Here, {result}.",
        "fr": "Toutes les familles sont posées : la partie est finie. Le joueur qui a le plus de familles gagne, et "
        "les ex æquo en tête se partagent la victoire. Ici, {result}.",
    },
    "learn.note.match.total": {
        "en": "Playing several games in a row? Agree on the total before the first deal.",
        "fr": "Plusieurs parties d'affilée ? Convenez du total avant la première donne.",
    },
    "learn.count": {"en": "{name} {n}", "fr": "{name} {n}"},
    "learn.families-of": {"en": "{name}: {families}", "fr": "{name} : {families}"},
    "learn.result-win": {"en": "{name} wins with {n} families", "fr": "{name} gagne avec {n} familles"},
    "learn.result-tie": {
        "en": "{names} share the victory with {n} families each",
        "fr": "{names} se partagent la victoire, à {n} familles",
    },
    # a request the rules forbid, as a beginner reads it: its one reason (the rule's title is shown above it)
    "learn.refusal.turn.only-current": {
        "en": "It is {current}'s turn, not yours: only the player whose turn it is asks.",
        "fr": "C'est au tour de {current}, pas au vôtre : seul le joueur dont c'est le tour demande.",
    },
    "learn.refusal.ask.opponent-with-cards/empty": {
        "en": "{target} has no cards left, so nobody may ask {target} any more. Choose a player who still has cards.",
        "fr": "{target} n'a plus de cartes : personne ne peut plus l'interroger. Choisissez un joueur qui en a encore.",
    },
    "learn.refusal.ask.opponent-with-cards/self": {
        "en": "You cannot ask yourself: choose another player.",
        "fr": "Vous ne pouvez pas vous demander une carte : choisissez un autre joueur.",
    },
    "learn.refusal.ask.not-own-card": {
        "en": "{card} is already in your hand: ask only for a card you do not have.",
        "fr": "{card} est déjà dans votre main : ne demandez qu'une carte que vous n'avez pas.",
    },
    "learn.refusal.ask.family-in-hand": {
        "en": "You hold no card of family {family}, so you may not ask for {card}: ask within a family you hold.",
        "fr": "Vous n'avez aucune carte de la famille {family} : vous ne pouvez pas demander {card}. Demandez dans "
        "une famille que vous avez.",
    },
    "learn.refusal.ask.exact-member": {
        "en": "A request names one card, not the whole family {family}. Choose one card, such as {example}.",
        "fr": "Une demande nomme une seule carte, pas toute la famille {family}. Choisissez une carte, par "
        "exemple {example}.",
    },
    "learn.refusal.end.all-families": {
        "en": "The game is over: nobody asks any more.",
        "fr": "La partie est finie : on ne demande plus rien.",
    },
    # ---------------------------------------------------------------------------------- pass and play
    "pass.title": {"en": "Pass and play", "fr": "Se passer l'appareil"},
    "pass.legend": {"en": "Who is at the table?", "fr": "Qui est à la table ?"},
    "pass.count": {"en": "Players", "fr": "Joueurs"},
    "pass.name": {"en": "Player {n}", "fr": "Joueur {n}"},
    "pass.names-how": {
        "en": "Names in order round the table, clockwise: the first one begins, the last one deals.",
        "fr": "Les noms dans l'ordre autour de la table, dans le sens des aiguilles d'une montre : le premier "
        "commence, le dernier distribue.",
    },
    "pass.deal": {"en": "Deal the cards", "fr": "Distribuer les cartes"},
    "pass.resume": {"en": "Go back to the game", "fr": "Revenir à la partie"},
    "pass.close": {"en": "Close", "fr": "Fermer"},
    "pass.close-long": {"en": "Leave the table", "fr": "Quitter la table"},
    "pass.hands-hidden": {
        "en": "Every hand is hidden. Only the player named below may look.",
        "fr": "Toutes les mains sont cachées. Seul le joueur nommé ci-dessous peut regarder.",
    },
    "pass.pass-to": {"en": "Pass the device to {name}.", "fr": "Passez l'appareil à {name}."},
    "pass.keep": {
        "en": "{name} got the card and asks again: keep the device, {name}.",
        "fr": "{name} a eu la carte et redemande : gardez l'appareil, {name}.",
    },
    "pass.show": {"en": "I am {name}, show my hand", "fr": "Je suis {name}, montrez-moi ma main"},
    "pass.hide": {"en": "Hide my hand", "fr": "Cacher ma main"},
    "pass.whom": {"en": "{name}, whom do you ask?", "fr": "{name}, à qui demandez-vous ?"},
    "pass.which": {"en": "Which card do you ask {target} for?", "fr": "Quelle carte demandez-vous à {target} ?"},
    "pass.said": {"en": "What the table has heard", "fr": "Ce que la table a entendu"},
    "pass.before": {
        "en": "All that was said before ({n} sentences)",
        "fr": "Tout ce qui a été dit avant ({n} phrases)",
    },
    "pass.before-one": {
        "en": "What was said before (one sentence)",
        "fr": "Ce qui a été dit avant (une phrase)",
    },
    "pass.nothing-yet": {"en": "Nobody has asked yet.", "fr": "Personne n'a encore demandé."},
    "pass.over": {"en": "The game is over.", "fr": "La partie est finie."},
    "pass.win": {"en": "{name} wins with {n} families.", "fr": "{name} gagne avec {n} familles."},
    "pass.tie": {
        "en": "{names} share the victory with {n} families each.",
        "fr": "{names} se partagent la victoire, à {n} familles.",
    },
    "pass.new": {"en": "New game", "fr": "Nouvelle partie"},
    "pass.share": {"en": "Copy the link to this game", "fr": "Copier le lien de cette partie"},
    "pass.copied": {
        "en": "Link copied: open it on any device to carry on from here.",
        "fr": "Lien copié : ouvrez-le sur n'importe quel appareil pour reprendre d'ici.",
    },
    "pass.link": {
        "en": "The link to this game (it carries on from here):",
        "fr": "Le lien de cette partie (elle reprend d'ici) :",
    },
    "pass.failed": {"en": "That did not work: {reason}", "fr": "Cela n'a pas marché : {reason}"},
    "pass.your-hand": {"en": "Your hand: {cards}", "fr": "Votre main : {cards}"},
    "pass.your-hand-empty": {"en": "Your hand is empty.", "fr": "Votre main est vide."},
    "pass.ask-for": {"en": "You ask for:", "fr": "Vous demandez :"},
    "pass.ask-for-target": {"en": "You ask {target} for:", "fr": "Vous demandez à {target} :"},
    "pass.family": {"en": "Family {family}", "fr": "Famille {family}"},
    "pass.held": {"en": "you hold it", "fr": "vous l'avez"},
    "pass.request": {"en": "Ask for {card}", "fr": "Demander {card}"},
    "pass.whom-first": {
        "en": "First choose whom you ask, then the card.",
        "fr": "Choisissez d'abord à qui vous demandez, puis la carte.",
    },
    "pass.refused": {"en": "Request refused: {reason}", "fr": "Demande refusée : {reason}"},
    "pass.again": {
        "en": "{name}, your hand stays open: ask again.",
        "fr": "{name}, votre main reste ouverte : demandez encore.",
    },
}

"""Words of the offline copy: "Keep this site on this device" (teachers' and play pages) and the offline page.

Rendered into the pages at build time by ``hf_core/site/offline.py`` (a JSON data attribute), so the
page's script ``docs/javascripts/hf/offline.js`` has no wording of its own. ``{values}`` are filled in the
page: sizes come already written in the reader's language (``offline.size.*``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

MESSAGES: Final[Mapping[str, Mapping[str, str]]] = {
    "offline.keep.title": {"en": "Keep this site on this device", "fr": "Garder ce site sur cet appareil"},
    "offline.keep.intro": {
        "en": "With no network (a classroom without Wi-Fi, a train, the underground), the rules, the worked "
              "example, the printables and the games against the computer still open on this device.",
        "fr": "Sans réseau (une salle de classe sans Wi-Fi, un train, le métro), les règles, l'exemple "
              "commenté, les pages à imprimer et les parties contre l'ordinateur s'ouvrent encore sur cet "
              "appareil.",
    },
    "offline.keep.choose": {"en": "Languages to keep:", "fr": "Langues à garder :"},
    "offline.keep.lang.en": {"en": "English pages", "fr": "Pages en anglais"},
    "offline.keep.lang.fr": {"en": "French pages", "fr": "Pages en français"},
    "offline.keep.size": {
        "en": "Size: {total} ({pages} pages and what runs the games), of which {missing} still to download.",
        "fr": "Taille : {total} ({pages} pages et de quoi faire tourner les parties), dont {missing} encore à "
              "télécharger.",
    },
    "offline.keep.none": {"en": "Choose at least one language.", "fr": "Choisissez au moins une langue."},
    "offline.keep.button": {"en": "Keep on this device", "fr": "Garder sur cet appareil"},
    "offline.keep.progress": {
        "en": "Downloading: {done} of {total} ({percent}%)…",
        "fr": "Téléchargement : {done} sur {total} ({percent}\u202f%)…",
    },
    "offline.keep.done": {
        "en": "Kept on this device: {pages} pages, and what runs the games. They open with no network.",
        "fr": "Gardé sur cet appareil : {pages} pages, et de quoi faire tourner les parties. Tout s'ouvre sans "
              "réseau.",
    },
    "offline.keep.persisted": {
        "en": "The browser has agreed to keep them until you remove them.",
        "fr": "Le navigateur a accepté de les garder jusqu'à ce que vous les retiriez.",
    },
    "offline.keep.not-persisted": {
        "en": "The browser may still clear them if the device runs short of space.",
        "fr": "Le navigateur peut encore les effacer si l'appareil manque de place.",
    },
    "offline.keep.usage": {
        "en": "This site uses {used} on this device (the browser allows up to {quota}).",
        "fr": "Ce site occupe {used} sur cet appareil (le navigateur en permet jusqu'à {quota}).",
    },
    "offline.keep.remove": {"en": "Remove from this device", "fr": "Retirer de cet appareil"},
    # "Remove from this device": what was removed, one line each, then what happens next.
    "offline.keep.removed": {"en": "Removed from this device:", "fr": "Retiré de cet appareil :"},
    "offline.keep.removed-copy": {
        "en": "kept pages: {pages}; other files: {files} ({size} in all)",
        "fr": "pages gardées : {pages} ; autres fichiers : {files} ({size} en tout)",
    },
    "offline.keep.removed-snapshot": {
        "en": "Python's memory snapshot, which made it start faster ({size})",
        "fr": "l'instantané de la mémoire de Python, qui le faisait démarrer plus vite ({size})",
    },
    "offline.keep.removed-settings": {
        "en": "settings of this site in this browser, such as light or dark: {n}",
        "fr": "réglages de ce site dans ce navigateur, comme le thème clair ou sombre : {n}",
    },
    "offline.keep.removed-worker": {
        "en": "the service worker that kept them up to date",
        "fr": "le script d'arrière-plan (service worker) qui les tenait à jour",
    },
    "offline.keep.removed-nothing": {
        "en": "Nothing of this site was kept on this device.",
        "fr": "Rien de ce site n'était gardé sur cet appareil.",
    },
    "offline.keep.removed-again": {
        "en": "From your next visit, the pages you open are kept again for reading offline, until you remove them.",
        "fr": "Dès votre prochaine visite, les pages que vous ouvrirez seront de nouveau gardées pour être lues hors "
              "ligne, jusqu'à ce que vous les retiriez.",
    },
    "offline.keep.failed": {
        "en": "Keeping stopped ({reason}). What was downloaded stays; try again once the network is back.",
        "fr": "L'enregistrement s'est arrêté ({reason}). Ce qui a été téléchargé reste ; réessayez quand le "
              "réseau sera revenu.",
    },
    "offline.keep.waiting": {
        "en": "Preparing the offline copy…",
        "fr": "Préparation de la copie hors ligne…",
    },
    "offline.size.kb": {"en": "{n} kB", "fr": "{n} ko"},
    "offline.size.mb": {"en": "{n} MB", "fr": "{n} Mo"},
    "offline.size.gb": {"en": "{n} GB", "fr": "{n} Go"},
    "offline.page.available": {
        "en": "On this device, with no network:",
        "fr": "Sur cet appareil, sans réseau :",
    },
    "offline.page.none": {
        "en": "No page of this site is kept on this device yet. Once the network is back, every page you open "
              "stays available, and the teachers' page can keep the whole site.",
        "fr": "Aucune page de ce site n'est encore gardée sur cet appareil. Quand le réseau sera revenu, chaque "
              "page ouverte restera disponible, et la page pour les enseignants permet de garder tout le site.",
    },
    "offline.page.missing": {
        "en": "The page you opened is not kept on this device yet.",
        "fr": "La page que vous avez ouverte n'est pas encore gardée sur cet appareil.",
    },
    "offline.page.runtime": {
        "en": "The games are kept too: the games against the computer, “Try it yourself” and “Play it your way” "
              "work with no network.",
        "fr": "Les parties sont gardées aussi : les parties contre l'ordinateur, « À vous de jouer » et « Jouer à "
              "votre façon » fonctionnent sans réseau.",
    },
    "offline.page.no-runtime": {
        "en": "The games are not kept yet: these pages read with no network, but the games need it once.",
        "fr": "Les parties ne sont pas encore gardées : ces pages se lisent sans réseau, mais les parties en ont "
              "besoin une fois.",
    },
}

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
        "en": "Size: {total} ({pages} pages and the Python runtime), of which {missing} still to download.",
        "fr": "Taille : {total} ({pages} pages et Python), dont {missing} encore à télécharger.",
    },
    "offline.keep.none": {"en": "Choose at least one language.", "fr": "Choisissez au moins une langue."},
    "offline.keep.button": {"en": "Keep on this device", "fr": "Garder sur cet appareil"},
    "offline.keep.progress": {
        "en": "Downloading: {done} of {total} ({percent}%)…",
        "fr": "Téléchargement : {done} sur {total} ({percent}\u202f%)…",
    },
    "offline.keep.done": {
        "en": "Kept on this device: {pages} pages and the Python runtime. They open with no network.",
        "fr": "Gardé sur cet appareil : {pages} pages et Python. Elles s'ouvrent sans réseau.",
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
    "offline.keep.removed": {
        "en": "Removed: the pages and the runtime are no longer kept on this device.",
        "fr": "Retiré : les pages et Python ne sont plus gardés sur cet appareil.",
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
        "en": "This page is not on this device: {page}",
        "fr": "Cette page n'est pas sur cet appareil : {page}",
    },
    "offline.page.runtime": {
        "en": "Python is kept too: the worked example, the explorer and the games work.",
        "fr": "Python est gardé aussi : l'exemple commenté, l'exploration et les parties fonctionnent.",
    },
    "offline.page.no-runtime": {
        "en": "Python is not kept yet: the pages read, but their interactive parts need the network once.",
        "fr": "Python n'est pas encore gardé : les pages se lisent, mais leurs parties interactives ont besoin "
              "du réseau une fois.",
    },
}

"""No English left for a Polish, Portuguese or Romanian learner: every widget view, explanation,
refusal, exercise and static HTML copy is rendered in pl, pt and ro and searched for English.

Three nets, each catching what the others cannot:

* an **untranslated id** (a sentence the catalogue does not know comes out as its id);
* an **English sentence of the catalogue**: every sentence rendered while the views were made is
  rendered again in English with the same parameters; where the English differs from the
  translation, it must not appear anywhere in what the learner sees;
* an **English word not from the catalogue** (text written in code): a word of the English
  catalogue that the language's own catalogue never uses. Allowed: the letters and words of the
  word lists (upper case), the players' names, and code the learner types (quoted).

The games are played once, by two computer players, then shown in each language in turn (the
language switch redraws everything the way a widget made in that language draws it).
"""

from __future__ import annotations

import html
import json
import re
import string
import sys
from collections.abc import Iterator
from importlib import resources
from typing import Any

import pytest

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll

pytest.importorskip("anywidget")

from wordplay.cards.table import parse_play
from wordplay.core import messages
from wordplay.core.lexicon import load_lexicon
from wordplay.core.registry import translated_languages, variant, variant_names
from wordplay.widgets import (
    BoardExplainer,
    BoardGameWidget,
    BoardMoveList,
    CardsExplainer,
    CardsGameWidget,
    ThiefExplainer,
    ThiefGameWidget,
)
from wordplay.widgets.board.exercises import exercise, position_after, worked
from wordplay.widgets.cards.exercises import action_exercise, cards_exercise, task_exercise
from wordplay.widgets.thief.exercises import steal_exercise, worked_steal

pytestmark = pytest.mark.slow

LANGUAGES = translated_languages()
NAMES = ("Ala", "Olek")
VARIANTS = tuple(variant(name).ruleset for name in variant_names())  # the names a sentence form is kept under
FRONT, WCA = "F/blue R/green O/yellow N/yellow T/red", "W/red C/red A/red"
_WORD = re.compile(r"[^\W\d_]+")
# What a learner types, not a sentence: code ('play', `answer`) and Word Thief's cards (W/red).
_QUOTED = re.compile(r"'[^']*'|`[^`]*`|\S/[a-z]+")
_PLACEHOLDER = re.compile(r"\{\w+\}")  # a label the page fills in ("krok {n} z {count}")


# ----- what was said: every render call, recorded ----------------------------------------------


class Recorder:
    """Every ``(message id, parameters)`` rendered while installed, whatever module called ``render``."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.real = messages.render

    def render(self, message_id: str, params: Any, language: str | None = None, variant: str | None = None) -> str:
        self.calls.append((message_id, dict(params)))
        return self.real(message_id, params, language, variant)


@pytest.fixture
def recorder(monkeypatch) -> Iterator[Recorder]:
    rec = Recorder()
    for module in list(sys.modules.values()):
        if (
            module is not None
            and module.__name__.startswith("wordplay")
            and getattr(module, "render", None) is rec.real
        ):
            monkeypatch.setattr(module, "render", rec.render)
    yield rec


# ----- what a learner sees --------------------------------------------------------------------------


# Keys of a view model whose values the page reads but never shows (ids, kinds, codes, colours).
MACHINE_KEYS = frozenset(
    {
        "actions",
        "board",
        "card",
        "colours",
        "id",
        "kind",
        "mode",
        "names",
        "phase",
        "premiums",
        "rule",
        "source",
        "sources",
        "squares",
        "suit",
        "suits",
        "text_on_dark",
        "used",
        "variant",
    }
)


def strings(value: Any) -> Iterator[str]:
    """Every text a view model (JSON-ready data) gives the page to show."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in MACHINE_KEYS:
                yield from strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from strings(v)


def page_text(markup: str) -> str:
    """The text of a static HTML copy: tags dropped, entities read, titles kept (a square's name)."""
    titles = " ".join(re.findall(r"title='([^']*)'", markup))
    return html.unescape(re.sub(r"<[^>]+>", " ", markup) + " " + titles)


def widget_texts(widget: Any) -> list[str]:
    """What the page shows: the view, the fixed traits (labels, names), the refusal, the static copy."""
    fixed = {name: getattr(widget, name) for name in ("board_layout", "card_set", "setup") if hasattr(widget, name)}
    out = list(strings(widget.view)) + list(strings(fixed))
    out.append(page_text(widget._repr_mimebundle_()[0]["text/html"]))
    return out


class Intents:
    """Sends a widget intents with rising sequence numbers."""

    def __init__(self, widget: Any) -> None:
        self.widget, self.seq = widget, max(0, widget.view.get("ack", -1) + 1)

    def __call__(self, action: str, **fields: Any) -> bool:
        self.seq += 1
        return self.widget.receive({"seq": self.seq, "action": action, **fields})


def game_views(widget: Any, language: str, bad: dict[str, Any]) -> list[str]:
    """A finished game in ``language``: its end, a forged and a malformed intent, and its first turns reviewed."""
    widget.language = language
    send = Intents(widget)
    seen = widget_texts(widget)
    send("fly")
    seen += widget_texts(widget)
    send(**bad)
    seen += widget_texts(widget)
    for turn in range(3):
        if send("review", turn=turn):
            seen += widget_texts(widget)
    return seen


# ----- the nets -----------------------------------------------------------------------------------------


def literal_words(template: Any) -> set[str]:
    """The words a template writes itself (not its placeholders), lower case."""
    texts = [template] if isinstance(template, str) else [v for k, v in template.items() if k != "count"]
    words: set[str] = set()
    for text in texts:
        literal = "".join(part for part, *_ in string.Formatter().parse(text))
        words |= {w.lower() for w in _WORD.findall(literal)}
    return words


def vocabulary(language: str) -> set[str]:
    return set().union(*(literal_words(t) for t in messages.catalogue(language).values()))


def english_left(texts: list[str], calls: list[tuple[str, dict[str, Any]]], language: str) -> list[str]:
    """What is still English in ``texts`` (the rendered page of a ``language`` learner), one line each."""
    seen = "\n".join(texts)
    found: list[str] = []
    ids = sorted({mid.split(".")[0] for mid in messages.catalogue("en")})
    for leaked in re.findall(rf"\b(?:{'|'.join(ids)})\.[a-z0-9_]+(?:\.[a-z0-9_-]+)*", seen):
        if leaked in messages.catalogue("en"):
            found.append(f"untranslated id {leaked}")
    said = "\n".join(_QUOTED.sub(" ", text) for text in texts)
    for message_id, params in {(m, repr(p)): (m, p) for m, p in calls}.values():
        english = messages.render(message_id, params, "en")
        said_here = {messages.render(message_id, params, language, variant=v) for v in (None, *VARIANTS)}
        if (
            # the game's own word may be the English one (Polish Wordsmith's "blank"), or inside the sentence
            # ("karta Wild: 4" says "Wild: 4")
            not any(english in here for here in said_here)
            and _WORD.search(english)
            and re.search(rf"(?<!\w){re.escape(english)}(?!\w)", said)
        ):
            found.append(f"{message_id}: {english!r}")
    foreign = vocabulary("en") - vocabulary(language)
    for text in texts:
        for word in _WORD.findall(_PLACEHOLDER.sub(" ", _QUOTED.sub(" ", text))):
            allowed = word in NAMES or sum(ch.isupper() for ch in word) > 1
            if len(word) > 2 and word.lower() in foreign and not allowed:
                found.append(f"English word {word!r} in {text[:120]!r}")
    return sorted(set(found))


# ----- the scenes -------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def pt():
    return load_lexicon("pt")


@pytest.fixture(scope="module")
def games(enable, pt):
    """Every game widget, played to its end by two computer players (made in English)."""
    computers = [(NAMES[0], 1), (NAMES[1], 1)]
    return [
        (
            BoardGameWidget("wordsmith", computers, seed=1, lexicon=enable, language="en"),
            {"action": "place", "square": 9999, "index": 0},
        ),
        (CardsGameWidget("classic", computers, seed=1, lexicon=pt, language="en"), {"action": "pass", "extra": 1}),
        (CardsGameWidget("forfeit", computers, seed=1, lexicon=pt, language="en"), {"action": "review", "turn": -1}),
        (CardsGameWidget("rummy", computers, seed=1, lexicon=pt, language="en"), {"action": "draw", "source": "sky"}),
        (ThiefGameWidget(computers, seed=1, lexicon=enable, language="en"), {"action": "words", "text": "1; DROP"}),
    ]


def explainers(language: str, enable: Any, pt: Any) -> list[Any]:
    """The explainers and move lists: a play scored, a play refused, the top plays of a rack."""
    trava = {(0, 0): "T", (0, 1): "R", (0, 2): "A", (0, 3): "V", (0, 4): "A"}
    return [
        BoardExplainer("literaki", EMPTY_BOARD, "8F ŻÓŁW", lexicon=AcceptAll(), language=language),
        BoardExplainer("wordsmith", EMPTY_BOARD, "8D QUIXT", lexicon=enable, language=language),
        BoardMoveList("wordsmith", EMPTY_BOARD, rack="AEINRST", top=3, lexicon=enable, language=language),
        CardsExplainer("classic", {}, "0,0 across TRAVA", lexicon=pt, language=language),
        CardsExplainer("forfeit", trava, "-1,1 down C(R)IAR", lexicon=pt, language=language),
        CardsExplainer("classic", trava, "5,5 across ZZZ", lexicon=pt, language=language),
        ThiefExplainer(
            ["W/red O/blue R/green K/green"], "R E E D", "WORK -> REWORKED", lexicon=enable, language=language
        ),
        ThiefExplainer([FRONT], WCA, "FRONT -> FROWN CAT", lexicon=enable, language=language),
    ]


def exercises(language: str, enable: Any, pt: Any) -> list[Any]:
    """The tutorials' exercises asked, answered well, answered less well and refused; the worked examples."""
    cgp = position_after("wordsmith", ["8D QUIET"], enable)
    trava = dict(parse_play("0,0 across TRAVA", {}).cards)
    said = {"language": language}
    # the learner types the notation of their own language (wordplay/data/notation.json): a typed answer is
    # quoted back as typed, so an English keyword here would be the test's English, not the widget's
    keywords = json.loads((resources.files("wordplay.data") / "notation.json").read_text(encoding="utf-8"))
    across, down = (keywords["cards_play"][language][k][0] for k in ("across", "down"))
    return [
        worked("wordsmith", EMPTY_BOARD, "8D QUIET", enable, **said),
        exercise("wordsmith", cgp, "ABSORNE", lexicon=enable, reveal=True, **said),
        exercise("wordsmith", cgp, "ABSORNE", "I2 BORANES", lexicon=enable, **said),
        exercise("wordsmith", cgp, "ABSORNE", "7E NABES", lexicon=enable, **said),
        exercise("wordsmith", cgp, "ABSORNE", "7E NABX", lexicon=enable, **said),
        cards_exercise("classic", trava, "CIUOXZB", lexicon=pt, reveal=True, **said),
        cards_exercise("classic", trava, "CIUOXZB", f"1,-3 {across} BUXO", lexicon=pt, **said),
        cards_exercise("classic", {}, "ASERTOL", f"0,0 {across} XYZ", lexicon=pt, **said),
        task_exercise("cinco_vence", "CASAROTE", lexicon=pt, reveal=True, **said),
        task_exercise("cinco_vence", "CASAROTE", "CASAR", "E", lexicon=pt, **said),
        task_exercise("cinco_vence", "CASAROTE", "CASA", "E", lexicon=pt, **said),
        action_exercise("ends_in_s", trava, "CASOPER", f"-6,5 {down} ESCARPO", lexicon=pt, reveal=True, **said),
        action_exercise("ends_in_s", trava, "CASOPER", f"0,0 {across} ZZZ", lexicon=pt, **said),
        worked_steal([FRONT], WCA, "FRONT -> FROWN CAT", lexicon=enable, **said),
        steal_exercise([FRONT], WCA, lexicon=enable, **said),
        steal_exercise([FRONT], WCA, "FRONT -> FROWN CAT", reveal=True, lexicon=enable, **said),
        steal_exercise([FRONT], WCA, "FRONT -> FRAWN", lexicon=enable, **said),
    ]


def literaki_by_hand(send: Intents, widget: Any) -> Iterator[None]:
    """Two people at Literaki: a first play too short (refused by the rules), then long enough, an
    exchange, a hint the variant does not have, then passes until the game ends."""
    letters = [t["index"] for t in widget.view["rack"] if t["tile"] != "?"]
    centre = 7 * 15 + 7
    for k in range(2):
        send("place", square=centre + k, index=letters[k])
        yield
    send("submit")
    yield
    send("place", square=centre + 2, index=letters[2])
    yield
    send("submit")
    yield
    for action, fields in [("exchange", {"indices": [0]}), ("hint", {}), ("undo", {})] + [("pass", {})] * 6:
        send(action, **fields)
        yield


def thief_by_hand(send: Intents, widget: Any) -> Iterator[None]:
    """Two people at Word Thief: a pass refused (cards are left to draw), a word refused, a give-up."""
    for action, fields in [
        ("pass", {}),
        ("words", {"text": "QQQ"}),
        ("submit", {}),
        ("clear", {}),
        ("give_up", {"indices": [0, 1, 2]}),
        ("steals", {}),
    ]:
        send(action, **fields)
        yield


def cards_by_hand(send: Intents, widget: Any) -> Iterator[None]:
    """Two people at Scrabble Cards: a card laid alone (refused), an exchange, passes."""
    send("place", row=0, col=0, index=0)
    yield
    send("submit")
    yield
    for action, fields in [("recall", {}), ("exchange", {"indices": [0]}), ("undo", {})] + [("pass", {})] * 6:
        send(action, **fields)
        yield


@pytest.mark.parametrize("language", LANGUAGES)
def test_games_played_by_hand_show_no_english(language, enable, pt, recorder):
    people = list(NAMES)
    scenes = [
        (BoardGameWidget("literaki", people, seed=3, lexicon=AcceptAll(), language=language), literaki_by_hand),
        (CardsGameWidget("forfeit", people, seed=3, lexicon=pt, language=language), cards_by_hand),
        (ThiefGameWidget(people, seed=3, lexicon=enable, language=language), thief_by_hand),
    ]
    seen: list[str] = []
    for widget, script in scenes:
        send = Intents(widget)
        for _ in script(send, widget):
            seen += widget_texts(widget)
    assert english_left(seen, recorder.calls, language) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_finished_game_of_every_family_shows_no_english(language, games, recorder):
    seen: list[str] = []
    for widget, bad in games:
        seen += game_views(widget, language, bad)
    assert english_left(seen, recorder.calls, language) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_explainers_and_move_lists_show_no_english(language, enable, pt, recorder):
    seen: list[str] = []
    for widget in explainers(language, enable, pt):
        seen += widget_texts(widget)
        Intents(widget)("fly")
        seen += widget_texts(widget)
    assert english_left(seen, recorder.calls, language) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_exercises_and_worked_examples_show_no_english(language, enable, pt, recorder):
    seen: list[str] = []
    for shown in exercises(language, enable, pt):
        seen += [repr(shown), page_text(shown._repr_html_())]
    assert english_left(seen, recorder.calls, language) == []


def test_the_nets_catch_english():
    """Each net finds what it is for (a test of the test: English planted in a Polish page)."""
    calls = [("widget.label.pass", {}), ("step.thief_card", {"letter": "A", "in_suit": "", "value": 1})]
    polish = [messages.render("widget.label.pass", {}, "pl")]
    assert english_left([*polish, "Ala"], calls, "pl") == []
    assert "untranslated id widget.label.pass" in english_left([*polish, "widget.label.pass"], calls, "pl")
    english = messages.render("widget.label.pass", {}, "en")
    assert f"widget.label.pass: {english!r}" in english_left([f"{polish[0]} {english}"], calls, "pl")
    assert english_left(["5 tiles in the bag"], [], "pl") == [
        f"English word {w!r} in '5 tiles in the bag'" for w in sorted({"bag", "the", "tiles"} - vocabulary("pl"))
    ]
    assert english_left(["'pass' ŻÓŁW Ala"], [], "pl") == []  # code, letters of the word lists, a name

"""``language=`` on every widget: labels, sentences and explanations in that language; switching redraws only."""

from __future__ import annotations

import html

import pytest

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll

pytest.importorskip("anywidget")

from wordplay.board.scoring import score_play
from wordplay.core.errors import WordplayError
from wordplay.core.explanation import Explanation
from wordplay.core.lexicon import load_lexicon
from wordplay.core.messages import Term, UnknownLanguageError, render, using_language
from wordplay.core.registry import translated_languages
from wordplay.widgets import (
    BoardExplainer,
    BoardGameWidget,
    BoardMoveList,
    CardsExplainer,
    CardsGameWidget,
    ThiefExplainer,
    ThiefGameWidget,
)
from wordplay.widgets.base import variant_of
from wordplay.widgets.thief.widgets import THIEF_LABELS
from wordplay.widgets.views import and_list, summary_view

LANGUAGES = translated_languages()


@pytest.fixture(scope="module")
def pt():
    return load_lexicon("pt")


def board_game(language, lexicon):
    return BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=1, lexicon=AcceptAll(), language=language)


def cards_game(language, lexicon):
    return CardsGameWidget("classic", ["Ann", "Ben"], seed=4, lexicon=lexicon, language=language)


def thief_game(language, lexicon):
    return ThiefGameWidget("word-thief", ["Ann", "Ben"], seed=1, lexicon=lexicon, language=language)


def label_trait(widget):
    """The family's labels: where each widget keeps the words of its buttons and headings."""
    for name in ("board_layout", "card_set", "setup"):
        if widget.has_trait(name):
            return getattr(widget, name)["labels"]
    raise AssertionError("no labels")


def status(widget, language):
    """The status sentence the widget should show, worked out from the catalogue in ``language``: whose turn
    it is (the bag's or pile's count is said beside the players, once)."""
    game = widget.game
    return render("widget.status.turn", {"player": game.names[game.to_move]}, language)


def label_id(widget, key):
    """The catalogue id of a label (Word Thief's own labels, and the cards' word for an empty explanation)."""
    if isinstance(widget, (ThiefGameWidget, ThiefExplainer)) and key in THIEF_LABELS:
        return f"widget.thief.label.{key}"
    if isinstance(widget, (CardsGameWidget, CardsExplainer)) and key == "no_steps":
        return "widget.label.no_card_steps"
    return f"widget.label.{key}"


def assert_speaks(widget, language):
    labels = label_trait(widget)
    translated = 0
    for key, text in labels.items():
        assert text == render(label_id(widget, key), {}, language, variant=variant_of(widget.session)), key
        english = render(label_id(widget, key), {}, "en")
        if english != text:
            translated += 1
    assert translated > len(labels) // 2  # most labels differ from English in every catalogue shipped
    assert widget.view["status"] == status(widget, language)
    assert widget.language == language


GAMES = [board_game, cards_game, thief_game]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("make", GAMES, ids=["board", "cards", "thief"])
def test_a_game_widget_speaks_its_language(make, language, pt, enable):
    widget = make(language, pt if make is cards_game else enable)
    assert_speaks(widget, language)


@pytest.mark.parametrize("make", GAMES, ids=["board", "cards", "thief"])
def test_switching_language_redraws_and_leaves_the_game(make, pt, enable):
    widget = make("pl", pt if make is cards_game else enable)
    assert not widget.receive({"seq": 0, "action": "fly"})  # a refusal, said in Polish
    reason = {"reason": Term("widget.intent.unknown_action")}
    assert widget.view["refusal"] == render("refusal.widget.bad_intent", reason, "pl")
    assert "(nieznana czynność)" in widget.view["refusal"]  # the reason too, not only the sentence around it
    before = widget.game.to_json()
    widget.language = "ro"
    assert_speaks(widget, "ro")
    assert widget.view["refusal"] == render("refusal.widget.bad_intent", reason, "ro")
    assert "(acțiune necunoscută)" in widget.view["refusal"]
    assert widget.game.to_json() == before
    assert "Ann" in widget._repr_mimebundle_()[0]["text/html"]


@pytest.mark.parametrize("make", GAMES, ids=["board", "cards", "thief"])
def test_an_unknown_language_is_refused_and_changes_nothing(make, pt, enable):
    lexicon = pt if make is cards_game else enable
    with pytest.raises(UnknownLanguageError):
        make("xx", lexicon)
    widget = make("pt", lexicon)
    view, labels = dict(widget.view), dict(label_trait(widget))
    with pytest.raises(UnknownLanguageError):
        widget.language = "klingon"
    assert widget.language == "pt" and widget.view == view and label_trait(widget) == labels


def test_the_package_default_at_construction_is_kept():
    with using_language("pl"):
        widget = BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=1, lexicon=AcceptAll())
    assert widget.language == "pl"
    widget.receive({"seq": 0, "action": "pass"})  # redrawn after the package default went back to English
    assert widget.view["status"] == "Ruch ma Ben."
    said = render("widget.count.bag", {"count": len(widget.game.bag)}, "pl", variant="wordsmith")
    assert widget.view["bag_text"] == said and "w puli" in said  # Wordsmith's own words: pula, płytka
    assert widget.language != "en" and BoardGameWidget("wordsmith", ["A", "B"], lexicon=AcceptAll()).language == "en"


def test_a_polish_literaki_explainer_steps_in_polish():
    widget = BoardExplainer("literaki", EMPTY_BOARD, "8F ŻÓŁW", language="pl", lexicon=AcceptAll())
    session = widget.session
    explanation = score_play(session.ruleset, session.board, session.pending_play())
    preview = widget.view["preview"]
    shown = [s["text"] for s in preview["explanation"]["steps"]]
    assert shown == [step.sentence("pl") for step in explanation.steps] and len(shown) == 6
    assert shown[0] == "Ż na F8: 5"  # worked by hand: Ż is worth 5 in Literaki, F8 is a plain square
    assert all(text != step.sentence("en") for text, step in zip(shown, explanation.steps, strict=True))
    headline = render("widget.preview.legal", {"notation": "8F ŻÓŁW", "total": 14}, "pl")
    assert preview["headline"] == headline
    assert html.escape(headline) in widget._repr_mimebundle_()[0]["text/html"]
    widget.language = "pt"
    assert widget.view["preview"]["headline"] == render(
        "widget.preview.legal", {"notation": "8F ŻÓŁW", "total": 14}, "pt"
    )
    assert [s["text"] for s in widget.view["preview"]["explanation"]["steps"]] == explanation.sentences("pt")


def test_explainers_and_move_lists_take_the_keyword(pt, enable):
    cards = CardsExplainer("classic", {}, "0,0 across TRAVA", lexicon=pt, language="pt")
    thief = ThiefExplainer(
        ["W/red O/blue R/green K/green"], "R E E D", "WORK -> REWORKED", lexicon=enable, language="ro"
    )
    moves = BoardMoveList("literaki", EMPTY_BOARD, rack="ŻÓŁWIKA", top=3, lexicon=["ŻÓŁW", "ŻÓŁWIK"], language="pl")
    assert label_trait(cards)["hand"] == render("widget.label.hand", {}, "pt")
    assert label_trait(thief)["steals"] == render("widget.thief.label.steals", {}, "ro")
    assert label_trait(moves)["moves"] == render("widget.label.moves", {}, "pl")
    assert (cards.language, thief.language, moves.language) == ("pt", "ro", "pl")


@pytest.mark.parametrize(
    ("language", "joined"),
    [("en", "Ala, Ola and Olek"), ("pl", "Ala, Ola i Olek"), ("pt", "Ala, Ola e Olek"), ("ro", "Ala, Ola și Olek")],
)
def test_a_tie_names_the_winners_in_the_widgets_language(language, joined):
    names = ["Ala", "Ola", "Olek"]
    with using_language(language):
        summary = summary_view(names, [50, 50, 50], [Explanation(())] * 3, [0, 1, 2], "")
    assert summary["result"] == render("widget.summary.tie", {"players": joined}, language)
    assert and_list(["Ala"]) == "Ala" and and_list([]) == ""


def with_computer(family, language, lexicon):
    """A game of the family, the learner against the beginner, the learner to move."""
    if family == "board":
        return BoardGameWidget("wordsmith", ["Ann", ("Computer", 1)], seed=2, lexicon=lexicon, language=language)
    if family == "cards":
        return CardsGameWidget("classic", ["Ann", ("Computer", 1)], seed=2, lexicon=lexicon, language=language)
    return ThiefGameWidget("word-thief", ["Ann", ("Computer", 1)], seed=2, lexicon=lexicon, language=language)


@pytest.mark.parametrize("family", ["board", "cards", "thief"])
def test_a_switched_widget_shows_what_a_widget_made_in_that_language_shows(family, pt, enable):
    lexicon = pt if family == "cards" else enable
    switched, twin = with_computer(family, "pl", lexicon), with_computer(family, "ro", lexicon)
    for widget in (switched, twin):
        # the learner passes (Word Thief: gives up three cards), the computer answers in the notice
        widget.receive(
            {"seq": 0, "action": "give_up", "indices": [0, 1, 2]} if family == "thief" else {"seq": 0, "action": "pass"}
        )
    assert switched.view["notice"] and switched.view["notice"] != twin.view["notice"]
    switched.language = "ro"
    assert switched.view == twin.view
    assert switched.game.to_json() == twin.game.to_json()


def test_a_thief_explainers_players_are_named_in_its_language(enable):
    widget = ThiefExplainer(
        ["W/red O/blue R/green K/green"], "R E E D", "WORK -> REWORKED", lexicon=enable, language="pl"
    )
    assert widget.view["names"] == ["Ty", "Inny gracz"]
    widget.language = "pt"
    assert widget.view["names"] == ["Tu", "Outro jogador"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_error_raised_while_the_widget_is_built_is_in_its_language(language):
    with pytest.raises(WordplayError) as raised:
        BoardExplainer("wordsmith", "15/15", language=language)
    error = raised.value
    assert error.code == "cgp_rows" and error.message == render("refusal.cgp_rows", error.params, language)
    assert error.message != render("refusal.cgp_rows", error.params, "en")


def test_the_page_cannot_change_the_language():
    widget = BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=1, lexicon=AcceptAll(), language="pl")
    labels = dict(widget.board_layout["labels"])
    widget.set_state({"language": "en"})
    assert widget.language == "pl" and widget.board_layout["labels"] == labels and widget.view["refused"] == 1
    assert widget.view["refusal"] == render("refusal.widget.trait_read_only", {"trait": "language"}, "pl")


def test_counts_beside_the_players_take_the_languages_plural_forms(enable):
    assert [render("widget.count.hints_left", {"count": n}, "pl") for n in (1, 2, 5, 22)] == [
        "została 1 podpowiedź",
        "zostały 2 podpowiedzi",
        "zostało 5 podpowiedzi",
        "zostały 22 podpowiedzi",
    ]
    assert [render("widget.count.pile", {"count": n}, "ro") for n in (1, 2, 20)] == [
        "1 card în teancul de tras",
        "2 carduri în teancul de tras",
        "20 de carduri în teancul de tras",
    ]
    widget = ThiefGameWidget("word-thief", ["Ann", "Ben"], seed=1, lexicon=enable, language="pl")
    hand = widget.view["players"][0]["hand_size"]
    assert widget.view["players"][0]["hand_text"] == f"{hand} {'karty' if hand in (2, 3, 4) else 'kart'} w ręce"
    widget.language = "pt"
    assert widget.view["players"][0]["hand_text"] == f"{hand} cartas na mão"


def test_names_from_the_data_files_are_said_in_each_language():
    from wordplay.cards.rules import load_ruleset

    forfeit = load_ruleset("forfeit")
    assert forfeit.name == "Scrabble Cards (forfeit)"  # the value a save records stays the English name
    assert (
        render("refusal.bad_players", {"variant": forfeit.name, "low": 2, "high": 4, "count": 5}, "pt").count(
            "Scrabble Cartas (Penalização)"
        )
        == 1
    )
    bonus = forfeit.decks.bonus[0].name
    assert [bonus.said(lang) for lang in ("en", "pl", "pt", "ro")] == [
        "Double word",
        "Podwójna premia słowna",
        "Pontuação Dupla de Palavra",
        "Cuvânt dublu",
    ]
    with using_language("ro"):
        assert f"{load_ruleset('classic').name}" == "Scrabble Cards (clasic)"


def test_a_move_list_writes_its_notation_in_the_widgets_language_and_the_engine_keeps_english():
    from wordplay.cards import parse_play
    from wordplay.widgets import CardsExplainer

    portuguese = CardsExplainer("classic", {}, hand="CASA?", top=3, language="pt")
    english = CardsExplainer("classic", {}, hand="CASA?", top=3, language="en")
    said = [m["notation"] for m in portuguese.view["moves"]]
    canonical = [m["notation"] for m in english.view["moves"]]
    assert said and all(" horizontal " in s or " vertical " in s for s in said)
    assert all(" across " in c or " down " in c for c in canonical)
    # what the Portuguese learner reads is the same play as the English canonical text
    assert [parse_play(s, {}, language="pt") for s in said] == [parse_play(c, {}) for c in canonical]

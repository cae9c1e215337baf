"""The card game's record in the learner's language (review finding 6): the score sheet, the review's
"played" move and the forfeit window's reasons are said with the language's keywords and words, while
saves keep the English notation."""

from __future__ import annotations

import pytest

from tests.widgets.test_widgets_cards import FORFEIT_WINDOW_SEED, forfeit_with_window
from wordplay.cards.review import review_move
from wordplay.core.lexicon import load_lexicon
from wordplay.core.messages import render, using_language
from wordplay.widgets.cards.session import CardsGameSession


@pytest.fixture(scope="module")
def pt():
    return load_lexicon("pt")


def test_the_score_sheet_and_the_review_say_the_played_move_in_the_language(pt):
    s = CardsGameSession("classic", ["You", ("Computer", 1)], seed=4, lexicon=pt)
    assert s.handle({"seq": 1, "action": "type_move", "move": "0,0 across FINS"})
    assert s.game.moves[0]["notation"] == "0,0 across FINS"  # the record itself stays canonical
    with using_language("ro"):
        assert s.view()["sheet"][0]["move"] == "0,0 orizontal FINS"
    played = review_move(s.game, 0, lexicon=pt).played.move
    said = render("review.summary.biggest", {"played": played, "best": played}, "pt")
    assert "0,0 horizontal FINS" in said and "across" not in said


def test_the_forfeit_window_gives_its_reasons_in_the_language(pt):
    s = forfeit_with_window(pt, FORFEIT_WINDOW_SEED)
    word = s.game.moves[0]["words"][0]
    with using_language("pt"):
        categories = [c for p in s.view()["window"]["players"] for c in p["categories"]]
    reasons = {c["reason"] for c in categories}
    assert f"{word} corresponde" in reasons  # cards.action.word in Portuguese: "{word} corresponde"
    assert not any(r.endswith(" fits") or r == "no word of the play fits" for r in reasons)


def test_a_rummy_turn_in_the_review_is_written_as_the_move_box_reads_it():
    from wordplay.core.notation_words import Notation

    assert Notation("TREINAR, discard Q", "rummy_answer").said("pt") == "TREINAR, descarta Q"
    assert Notation("discard Z", "rummy_answer").said("ro") == "aruncă Z"  # a discard alone (was "-Z")


def test_the_card_widget_takes_the_registrys_variant_names():
    from wordplay.widgets import CardsGameWidget

    assert CardsGameWidget("scrabble-cards/classic", ["You", ("Computer", 1)], seed=1).session.ruleset.id == "classic"


def test_cards_best_writes_its_plays_in_the_language_asked(capsys):
    from tests.core.test_bad_input import run_cli

    status, out, _ = run_cli(capsys, "--language", "pt", "cards-best", "--hand", "TREINOS", "-n", "2")
    assert status == 0 and out.splitlines()
    assert all(" horizontal " in line or " vertical " in line for line in out.splitlines())
    assert " across " not in out and " down " not in out

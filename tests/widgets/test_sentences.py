"""Sentences a learner reads: any name reads right, notices end in full stops, minus signs, no empty lists,
the end of a game in a sentence, cards leaving the table named by letter and word, no Undo after the end."""

from __future__ import annotations

import json
import re
import string
from importlib import resources

import pytest

from wordplay.board.finder import best_play
from wordplay.board.game import BoardGame
from wordplay.cards import parse_play
from wordplay.core.lexicon import load_lexicon
from wordplay.core.messages import number, render
from wordplay.core.outcome import Outcome, Termination
from wordplay.widgets.board.session import GameSession
from wordplay.widgets.cards.table import TableSession, leaving_sentence
from wordplay.widgets.protocol import IntentSession, full_stop

NAME_FIELDS = {"player", "holder", "thief", "players"}
# "You" followed by a verb in the third person (wins, has, is, plays...) or a possessive: glued to a name.
GLUED = re.compile(r"\bYou(?:'s|\s+(?:is|has|was|[a-z]*[^s\W]s))\b")


def catalogue() -> dict[str, str]:
    out: dict[str, str] = {}
    for entry in resources.files("wordplay.data.messages").iterdir():
        if entry.name.endswith(".json"):
            out.update(json.loads(entry.read_text(encoding="utf-8")))
    return out


def named_sentences() -> list[tuple[str, str]]:
    """Every sentence with a name in it, rendered with the name "You" (every other field a neutral word)."""
    out = []
    for key, entry in catalogue().items():
        forms = [entry] if isinstance(entry, str) else [entry["one"], entry["other"]]  # plural entries: each form
        for template in forms:
            fields = {f for _, f, _, _ in string.Formatter().parse(template) if f}
            if fields & NAME_FIELDS:
                out.append(
                    (key, template.format_map({f.split("!")[0]: "You" if f in NAME_FIELDS else "X" for f in fields}))
                )
    return out


def test_there_are_sentences_with_names():
    assert len(named_sentences()) >= 30


@pytest.mark.parametrize("key,sentence", named_sentences())
def test_a_sentence_reads_right_with_any_name(key, sentence):
    assert not GLUED.search(sentence), f"{key}: {sentence}"


def test_the_glue_check_catches_what_it_should():
    for bad in ("You wins.", "You has no cards left", "You plays the action card", "You's action card", "You holds"):
        assert GLUED.search(bad)
    for good in ("Winner: You.", "You played QUIET for 28.", "You passed.", "You to move; 9 tiles in the bag."):
        assert not GLUED.search(good)


def test_notices_end_in_full_stops_and_never_run_together():
    session = IntentSession()
    for sentence in ("P0 drew 3", "A play was possible: CAT for 5", "Winner: P0."):
        IntentSession.note(session, sentence)
    assert session.notice == "P0 drew 3. A play was possible: CAT for 5. Winner: P0."
    assert full_stop("Really?") == "Really?" and full_stop("") == ""


def test_the_minus_sign_is_one_character_everywhere():
    hyphen_minus = re.compile(r"(?<![\w,])-\{|\s-\d")  # "-{value}" or " -10" in a sentence
    templates = [
        (k, t) for k, e in catalogue().items() for t in ([e] if isinstance(e, str) else [e["one"], e["other"]])
    ]
    assert not [k for k, t in templates if hyphen_minus.search(t) and not k.startswith("refusal.cards_bad")]
    assert render("step.total", {"points": -10}) == "Total: −10"
    assert number(-10) == "−10" and number(7) == "7"
    outcome = Outcome(Termination.SCORELESS_TURNS, (-12, 30), (1,))
    assert "−12" in outcome.sentence(["You", "Ben"]) and "-12" not in outcome.sentence(["You", "Ben"])


def test_one_tile_laid_lists_no_empty_words(enable):
    game = BoardGame("wordsmith", ["You", "Ben"], seed=3, lexicon=enable)
    tile = next(t for t in game.rack if t != "?")
    report = game.check(f"8H {tile}")
    texts = [c.message for c in report.checks]
    assert not report.ok and not any(t.endswith(": .") for t in texts), texts


def test_the_end_of_a_game_in_a_sentence():
    went_out = Outcome(Termination.WENT_OUT, (320, 290), (0,), went_out=0)
    assert went_out.sentence(["You", "Ben"]) == (
        "The game ended when You went out. Final scores: You 320, Ben 290. Winner: You."
    )
    assert str(went_out) == (
        "The game ended when player 1 went out. Final scores: player 1 320, player 2 290. Winner: player 1."
    )
    tie = Outcome(Termination.SCORELESS_TURNS, (50, 50), (0, 1))
    assert tie.sentence(["Ala", "Olek"]).endswith("Final scores: Ala 50, Olek 50. A tie between Ala and Olek.")
    three = Outcome(Termination.SCORELESS_TURNS, (50, 50, 50), (0, 1, 2))
    assert three.sentence(["Ala", "Ola", "Olek"], "pl").endswith("Remis: Ala, Ola i Olek.")
    assert "Termination" not in str(tie)


def test_cards_leaving_the_table_are_named_by_letter_and_word():
    # CASA across at row 0, RATO down through the first A; the play keeps RATO, so C, S, A of CASA leave
    table = {(0, 0): "C", (1, 0): "A", (2, 0): "S", (3, 0): "A", (1, 1): "T", (1, 2): "O"}
    text = leaving_sentence(table, [(0, 0), (2, 0), (3, 0)])
    assert text == "Leaving the table after this play, in no word it forms or changes: C S A of CASA."
    assert not re.search(r"\d,\d", text)


def test_the_cards_panel_names_the_cards_that_leave():
    trava = dict(parse_play("0,0 across TRAVA", {}).cards)
    preview = TableSession("classic", trava, "-1,1 down C(R)IAR", lexicon=load_lexicon("pt")).view()["preview"]
    assert preview["leaving"] == ["0,0", "0,2", "0,3", "0,4"]  # the page fades these spots
    assert (
        preview["leaving_text"]
        == "Leaving the table after this play, in no word it forms or changes: T A V A of TRAVA."
    )


def test_undo_is_off_once_the_game_is_over(enable):
    game = BoardGame("wordsmith", ["You", "Ben"], seed=5, lexicon=enable)
    while not game.is_over:
        play = best_play(game.ruleset, game.board, game.rack, game.lexicon)
        game.play(play) if play else game.pass_turn()
    session = GameSession("wordsmith", ["You", "Ben"], lexicon=enable, game=game)
    assert session.view()["controls"]["undo"] is False
    before = game.to_json()
    assert not session.handle({"seq": 1, "action": "undo"})
    assert session.refusal == "The game is over." and game.to_json() == before


def test_one_card_laid_lists_no_empty_words():
    from wordplay.cards import load_ruleset as get_ruleset
    from wordplay.cards.legality import check_play

    pt = load_lexicon("pt")
    trava = dict(parse_play("0,0 across TRAVA", {}).cards)
    for table, text in (({}, "0,0 across A"), (trava, "5,5 across A")):  # a lone card: first play, or far away
        report = check_play(get_ruleset("classic"), table, parse_play(text, table), "AEIOU", pt)
        texts = [c.message for c in report.checks]
        assert not report.ok and not any(t.endswith((": .", ": none.")) for t in texts), texts

"""The review of a board game, worked out by hand on an empty Wordsmith board (docs/rules.md section 3:
Q 5, U I E T A L S R 1; D8 and L8 double a letter, H8 doubles the word; H4 and H12 likewise down)."""

from __future__ import annotations

from wordplay.board.game import BoardGame
from wordplay.board.review import review_game, review_move

WORDS = ["QUIET", "TIE", "RETAILS", "TEA"]


def game_with(rack: str, words: list[str] = WORDS) -> BoardGame:
    game = BoardGame("wordsmith", ["Ann", "Ben"], seed=1, lexicon=set(words))
    game.set_racks({0: rack}, to_move=0)
    return game


def test_a_short_play_loses_what_quiet_on_a_double_letter_scores():
    game = game_with("QUIETXZ")
    game.play("8H TIE")  # T, I, E = 3, doubled on H8: 6
    move = review_move(game, 0)
    # QUIET from D8: Q doubled on D8 = 10, + U I E T = 14, doubled on H8 = 28; H4 down is its mirror.
    assert (move.played.move, move.played.score) == ("8H TIE", 6)
    assert move.best_score == 28 and move.lost == 22
    assert {o.move for o in move.best[:2]} == {"8D QUIET", "H4 QUIET"}
    assert [o.score for o in move.best] == [28, 28, 20]  # then QUIET from H8: T doubled on L8: 10 x 2
    assert move.best[0].explanation is not None and move.best[0].explanation.total == 28
    assert move.misses == ()  # no seven-letter word in this word list
    assert "22" in move.verdict("en") and "28" in move.verdict("en")


def test_a_missed_all_tiles_play_is_named():
    game = game_with("RETAILS")
    game.play("8H TEA")
    move = review_move(game, 0)
    # RETAILS over D8 or L8: 7 letters + one doubled = 8, doubled on H8 = 16, + 25 for all tiles = 41.
    assert move.best_score == 41 and move.lost == 41 - 6
    (miss,) = move.misses
    assert miss.code == "board.missed_all_tiles" and miss.params["score"] == 41
    assert "RETAILS" in miss.params["move"]


def test_the_best_play_found_loses_nothing_and_the_summary_adds_up():
    game = game_with("QUIETXZ")
    game.play("8D QUIET")
    review = review_game(game)
    (move,) = review.moves
    assert move.found_best and move.lost == 0
    (ann,) = review.players
    assert (ann.score, ann.best_possible, ann.lost, ann.found_best, ann.biggest) == (28, 28, 0, 1, ())


def test_only_the_players_asked_for_are_reviewed():
    game = game_with("QUIETXZ")
    game.play("8D QUIET")
    game.pass_turn()
    assert [m.player for m in review_game(game).moves] == [0, 1]
    assert [m.player for m in review_game(game, players=[1]).moves] == [1]
    assert review_game(game, players=[1]).moves[0].number == 2


def test_the_strongest_computer_says_what_it_keeps_in_the_learners_language():
    game = game_with("QUIETXZ")
    game.play("8H TIE")
    choice = review_move(game, 0).choice
    # Both 28s keep X and Z; the first of equal totals (H4 before D8 in square order) is kept.
    assert choice is not None and (choice.params["move"], choice.params["kept"]) == ("H4 QUIET", "XZ")
    worth = choice.params["worth"]
    assert choice.params["total"] == 28 + worth
    assert "−0,5" in choice.sentence("pl") and "27,5" in choice.sentence("pl")
    assert "−0.5" in choice.sentence("en") and "27.5" in choice.sentence("en")


def test_reviewing_leaves_the_game_as_it_was():
    game = game_with("QUIETXZ")
    game.play("8H TIE")
    saved = game.to_json()
    review_game(game)
    assert game.to_json() == saved


def test_the_review_shows_as_html_with_names_escaped_and_in_the_learners_language():
    game = BoardGame("wordsmith", ["<b>Ann</b>", "Ben"], seed=1, lexicon=set(WORDS))
    game.set_racks({0: "QUIETXZ"}, to_move=0)
    game.play("8H TIE")
    from wordplay.display.review import review_html

    html = review_game(game)._repr_html_()
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html and "<b>Ann" not in html
    assert "8D QUIET" in html or "H4 QUIET" in html
    assert "Strata" in review_html(review_game(game), "pl") and "Lost" not in review_html(review_game(game), "pl")

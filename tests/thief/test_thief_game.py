"""Word Thief games: set-up, turns, "cannot play", passing, the end, undo and saved games.

Most cases arrange a position with :func:`arrange` (named deck cards in the hands, on the table
and on top of the draw pile) and play it through :class:`ThiefGame`, so the score sheet, the
piles and the refusals are the engine's own. Every refusal is checked to leave the whole state
as it was (``to_dict`` before and after).
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

from wordplay.core.errors import GameOverError, IllegalMoveError, NotationError, SaveFormatError
from wordplay.core.lexicon import lexicon_from_words
from wordplay.core.outcome import Termination
from wordplay.thief.game import ThiefGame
from wordplay.thief.moves import GiveUp, Pass, TableWord

WORDS = (
    "WORK WORKS WORKED REWORKED FRONT FROWN CAT CATS AT TA TO ON NO ONE TONE NOTE STONE SET TEN NET "
    "ART RAT TAR STAR EAT TEA ATE SEA RED DEER TREE OX ZA"
)
LEX = lexicon_from_words(WORDS.split(), "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "tiny-thief")


def arrange(
    game: ThiefGame,
    hands: dict[int, str],
    table: Sequence[tuple[int, str, str]] = (),
    to_move: int = 0,
    draw: str = "",
    pile_size: int | None = None,
) -> ThiefGame:
    """Make ``game`` start from a position of named deck cards (tests only: its save will not load).

    A card is ``W/red``, ``W`` (the first free W of any suit) or ``?`` (a Wild). ``hands`` maps players
    to cards (others get no cards); ``table`` holds ``(owner, text, cards)``; ``draw`` the next cards
    drawn, in order; ``pile_size`` cuts the draw pile to that many (the rest go to the used pile).
    """
    free = list(game.deck.ids)

    def take(token: str) -> str:
        letter, _, suit = token.partition("/")
        card = next(c for c in free if _matches(game.deck.card(c), letter, suit))
        free.remove(card)
        return card

    game.hands = [[take(t) for t in hands.get(p, "").split()] for p in range(len(game.names))]
    game.table = [
        TableWord(i + 1, owner, text, tuple(game.deck.card(take(t)) for t in spec.split()), 0, False)
        for i, (owner, text, spec) in enumerate(table)
    ]
    on_top = [take(t) for t in draw.split()]
    rest = free if pile_size is None else free[: max(0, pile_size - len(on_top))]
    game.used = [c for c in free if c not in rest]
    game.pile = rest + on_top[::-1]
    game.to_move, game.next_word_id, game.passes = to_move, len(table) + 1, 0
    game.scores = [0] * len(game.names)
    game.events, game.sheet, game.outcome = [], [], None
    game.start = game._snapshot()
    return game


def _matches(card, letter: str, suit: str) -> bool:
    if letter == "?":
        return card.is_wild
    return card.letter == letter and (not suit or card.suit == suit)


def new(players: int = 2, **settings) -> ThiefGame:
    from wordplay.core.registry import get_ruleset

    return ThiefGame(
        get_ruleset("word-thief").with_settings(**settings), [f"P{i}" for i in range(players)], seed=1, lexicon=LEX
    )


def refused(game: ThiefGame, action, code: str) -> IllegalMoveError:
    """``action`` raises the refusal ``code`` and leaves the whole state as it was."""
    before = json.dumps(game.to_dict(), sort_keys=True)
    with pytest.raises(IllegalMoveError) as info:
        action()
    assert info.value.code == code, info.value.message
    assert json.dumps(game.to_dict(), sort_keys=True) == before
    return info.value


def sheet_totals(game: ThiefGame) -> list[int]:
    return [sum(e.total for p, e in game.sheet if p == player) for player in range(len(game.names))]


def places(game: ThiefGame) -> int:
    return sum(game.card_places().values())


# ----- set-up ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_two_to_six_players_are_dealt_seven_cards_each(players):
    game = ThiefGame("word-thief", [f"P{i}" for i in range(players)], seed=players, lexicon=LEX)
    assert [len(h) for h in game.hands] == [7] * players
    assert len(game.pile) == 108 - 7 * players and places(game) == 108
    assert game.to_move == (game.dealer + 1) % players


@pytest.mark.parametrize("players", [1, 7])
def test_other_numbers_of_players_are_refused(players):
    with pytest.raises(IllegalMoveError) as info:
        ThiefGame("word-thief", [f"P{i}" for i in range(players)], lexicon=LEX)
    assert info.value.code == "bad_players"
    assert info.value.message == f"Word Thief is played by 2 to 6 players, not {players}."


def test_the_card_nearest_to_a_makes_the_dealer():
    for seed in range(40):
        game = ThiefGame("word-thief", ["A", "B", "C", "D"], seed=seed, lexicon=LEX)
        last = game.dealer_draw[-1]
        letters = {int(p): game.deck.card(ids[-1]).letter for p, ids in last["drawn"].items()}
        assert letters[game.dealer] == min(letters.values())
        assert sorted(letters.values()).count(letters[game.dealer]) == 1


def test_a_wild_drawn_for_dealer_draws_again():
    seen = 0
    for seed in range(300):
        game = ThiefGame("word-thief", ["A", "B", "C", "D", "E", "F"], seed=seed, lexicon=LEX)
        for draw in game.dealer_draw:
            for ids in draw["drawn"].values():
                cards = [game.deck.card(c) for c in ids]
                assert not cards[-1].is_wild and all(c.is_wild for c in cards[:-1])
                seen += len(cards) > 1
    assert seen > 0


def test_tied_cards_draw_again_among_the_tied():
    ties = 0
    for seed in range(300):
        game = ThiefGame("word-thief", ["A", "B", "C", "D", "E", "F"], seed=seed, lexicon=LEX)
        for first, second in zip(game.dealer_draw, game.dealer_draw[1:], strict=False):
            assert first["winner"] is None
            letters = {p: game.deck.card(ids[-1]).letter for p, ids in first["drawn"].items()}
            best = min(letters.values())
            assert set(second["drawn"]) == {p for p, ch in letters.items() if ch == best}
            ties += 1
    assert ties > 0


def test_the_same_seed_deals_the_same_game():
    one, two = (
        ThiefGame("word-thief", ["A", "B"], seed=5, lexicon=LEX),
        ThiefGame("word-thief", ["A", "B"], seed=5, lexicon=LEX),
    )
    assert one.to_dict() == two.to_dict()
    assert ThiefGame("word-thief", ["A", "B"], seed=6, lexicon=LEX).hands != one.hands


# ----- plays and steals ------------------------------------------------------------------------


def test_work_stolen_into_reworked_in_a_game():
    game = arrange(
        new(),
        {0: "R/red E/blue E/green D/yellow T S N", 1: "A"},
        [(1, "WORK", "W/red O/blue R/green K/green")],
        draw="A B C D",
    )
    explanation = game.steal("WORK", "REWORKED")
    assert explanation.total == 40 and game.scores == [40, 0]
    assert [(w.owner, w.text, w.score, w.locked) for w in game.table] == [(0, "REWORKED", 40, False)]
    assert sorted(game.deck.card(c).letter for c in game.hands[0]) == ["A", "B", "C", "D", "N", "S", "T"]
    assert game.to_move == 1 and places(game) == 108
    assert game.events[-1]["notation"] == "WORK -> REWORKED"


def test_frown_and_cat_from_front_cat_locked_to_the_used_pile():
    game = arrange(new(), {0: "W/red C/red A/red E", 1: "A"}, [(1, "FRONT", "F/blue R/blue O/green N/green T/red")])
    used = len(game.used)
    explanation = game.steal("FRONT", "FROWN CAT")
    assert [(w.word, w.score) for w in explanation.words] == [("FROWN", 18), ("CAT", 10)]
    assert game.scores == [28, 0]
    assert [w.text for w in game.table] == ["FROWN"]
    assert len(game.used) == used + 3  # CAT's three red cards, face up
    assert places(game) == 108


def test_the_victim_keeps_the_points_already_scored():
    game = arrange(new(), {0: "W/red C/red A/red E", 1: "F/blue R/blue O/green N/green T/red"}, to_move=1)
    game.play("FRONT")
    assert game.scores == [0, 14]
    game.steal("FRONT", "FROWN CAT")
    assert game.scores == [28, 14]


def test_the_victim_option_takes_the_stolen_words_points_back():
    game = arrange(
        new(victim_loses_points=True), {0: "W/red C/red A/red E", 1: "F/blue R/blue O/green N/green T/red"}, to_move=1
    )
    game.play("FRONT")
    game.steal("FRONT", "FROWN CAT")
    assert game.scores == [28, 0]
    player, loss = game.sheet[-1]
    assert player == 1 and loss.total == -14
    assert loss.sentences() == ["FRONT, stolen from P1 by P0, takes its 14 points with it"]
    assert sheet_totals(game) == game.scores


def test_locked_words_can_stay_on_the_table_by_a_setting_and_cannot_be_stolen():
    game = arrange(new(locked_words_to_used_pile=False), {0: "S E", 1: "C/red A/red T/red"}, to_move=1)
    game.play("CAT")
    assert [(w.text, w.locked, w.score) for w in game.table] == [("CAT", True, 10)]
    error = refused(game, lambda: game.steal("CAT", "CATS"), "thief_not_locked")
    assert error.message == "CAT is locked (all of one suit) and cannot be stolen."
    assert game.stealable() == []


def test_own_words_are_refused_and_nothing_changes():
    game = arrange(new(), {0: "E D S", 1: "A"}, [(0, "WORK", "W/red O/blue R/green K/green")])
    error = refused(game, lambda: game.steal("WORK", "WORKED"), "thief_not_own")
    assert error.message == "WORK is your own word: only the other players can steal it."


def test_refusals_leave_the_state_unchanged():
    game = arrange(new(), {0: "S E D A T O N", 1: "A"}, [(1, "WORK", "W/red O/blue R/green K/green")])
    refused(game, lambda: game.steal("WORK", "WORKS"), "thief_not_plural")
    refused(game, lambda: game.play("SEDATON"), "thief_words_known")
    refused(game, lambda: game.play("ZA"), "thief_hand_letters")
    error = refused(game, lambda: game.steal(1, "WORD"), "thief_all_stolen_used")
    assert error.message == "A steal must use every card of WORK; K is left over."
    refused(game, lambda: game.steal(7, "WORKED"), "thief_target_exists")
    refused(game, lambda: game.pass_turn(), "thief_pass_pile_not_empty")
    refused(game, lambda: game.give_up([]), "thief_discard_count")
    refused(game, lambda: game.give_up(["Z-blue-1", "Q-red-1", "J-green-1"]), "thief_discard_not_held")
    assert game.events == [] and game.scores == [0, 0]


# ----- cannot play, pass -----------------------------------------------------------------------


def test_cannot_play_costs_10_discards_3_and_draws_3():
    game = arrange(new(), {0: "Q/red J/green X/yellow V W Z ?", 1: "A"}, draw="E/red S/red T/red")
    discard = game.hands[0][:3]
    explanation = game.give_up(discard)
    assert explanation.total == -10 and game.scores == [-10, 0]
    assert explanation.sentences()[0] == "No play for P0: −10, Q/red J/green X/yellow discarded and 3 drawn"
    assert game.used[-3:] == discard
    assert [game.deck.card(c).label() for c in game.hands[0][-3:]] == ["E/red", "S/red", "T/red"]
    assert len(game.hands[0]) == 7 and game.to_move == 1 and places(game) == 108


def test_the_engine_says_which_play_was_possible():
    game = arrange(new(), {0: "C/red A/blue T Q J X V", 1: "A"})
    explanation = game.give_up(game.hands[0][4:])
    # the best play of C A T Q J X V in the tiny lexicon: CAT (3 + 1 + 1 = 5)
    assert explanation.sentences()[-1] == "A play was possible: CAT for 5"
    assert game.events[-1]["available"] == "CAT (5)"


def test_the_engine_confirms_when_no_play_was_possible():
    game = arrange(new(), {0: "Q J X V W Z K", 1: "A"})
    explanation = game.give_up(game.hands[0][:3])
    assert explanation.steps[-1].kind == "thief_no_play_available"


def test_giving_up_with_a_play_can_be_refused_by_a_setting():
    game = arrange(new(may_give_up_with_a_play=False), {0: "C/red A/blue T Q J X V", 1: "A"})
    error = refused(game, lambda: game.give_up(game.hands[0][4:]), "thief_play_exists")
    assert error.message == "A play is possible (CAT (5)), so the turn cannot be given up."


def test_a_short_pile_gives_what_it_has():
    game = arrange(new(), {0: "Q J X V W Z K", 1: "A"}, pile_size=2)
    game.give_up(game.hands[0][:3])
    assert len(game.hands[0]) == 6 and game.pile == [] and places(game) == 108


def test_once_the_pile_is_empty_a_player_simply_passes():
    game = arrange(new(), {0: "Q J X", 1: "V W Z"}, pile_size=0)
    refused(game, lambda: game.give_up(game.hands[0]), "thief_give_up_pile_empty")
    explanation = game.pass_turn()
    assert explanation.total == 0 and game.scores == [0, 0]
    assert explanation.sentences()[0] == "P0 passed (the draw pile is empty)"
    assert not game.is_over and game.to_move == 1


def test_when_no_player_can_make_a_word_the_game_ends_and_hands_count_against():
    game = arrange(new(), {0: "Q J X", 1: "V W Z"}, pile_size=0)
    game.pass_turn()
    game.pass_turn()
    assert game.is_over and game.outcome.termination is Termination.SCORELESS_TURNS
    # Q10 J8 X8 = 26; V4 W5 Z10 = 19
    assert game.scores == [-26, -19] and game.outcome.winners == (1,)
    assert [e.sentences() for _, e in game.sheet[-2:]] == [
        ["Q/red J/green X/yellow left unplayed by P0: −26"],
        ["V/blue W/red Z/blue left unplayed by P1: −19"],
    ]
    assert [e.steps[0].kind for _, e in game.sheet[-2:]] == ["thief_hand_penalty"] * 2  # cards, not tiles
    assert game.sheet[-1][1].sentences("ro") == ["Carduri rămase nejucate la P1 (V/albastru W/roșu Z/albastru): −19"]
    assert game.sheet[-2][1].sentences("pl") == ["Niewyłożone karty gracza P0 (Q/czerwony J/zielony X/żółty): −26"]
    assert sheet_totals(game) == game.scores
    refused(game, lambda: game.pass_turn(), "game_over")


def test_a_player_who_plays_out_with_the_pile_empty_ends_the_game():
    game = arrange(new(), {0: "C A T", 1: "O X E"}, pile_size=0)
    game.play("CAT")
    assert game.is_over and game.outcome.termination is Termination.WENT_OUT and game.outcome.went_out == 0
    # CAT 5 (mixed suits from the deck order); P1 keeps O1 X8 E1 = 10
    assert game.scores == [game.sheet[0][1].total, -10]
    assert sheet_totals(game) == game.scores and places(game) == 108
    with pytest.raises(GameOverError):
        game.play("OX")


def test_a_pass_after_a_play_starts_the_count_again():
    game = arrange(new(3), {0: "Q J", 1: "V W", 2: "C A T E"}, pile_size=0)
    game.pass_turn()
    game.pass_turn()
    game.play("CAT")
    game.pass_turn()
    game.pass_turn()
    assert not game.is_over
    game.pass_turn()
    assert game.is_over


# ----- undo, saved games -----------------------------------------------------------------------


def test_undo_takes_back_a_steal_exactly():
    game = arrange(new(), {0: "W/red C/red A/red E", 1: "F/blue R/blue O/green N/green T/red"}, to_move=1)
    game.play("FRONT")
    before = game.to_dict()
    game.steal("FRONT", "FROWN CAT")
    game.undo()
    assert game.to_dict() == before and len(game.sheet) == 1
    game.undo()
    refused(game, game.undo, "nothing_to_undo")


def _played(seed: int, moves: int) -> ThiefGame:
    from wordplay.thief.players import computer_player

    game = ThiefGame("word-thief", ["Ann", "Ben", "Cy"], seed=seed, lexicon=LEX)
    player = computer_player(2, seed)
    for _ in range(moves):
        game.apply(player.choose(game))
    return game


def test_a_saved_game_loads_back_exactly():
    game = _played(3, 12)
    text = game.to_json()
    again = ThiefGame.from_json(text, LEX)
    assert again.to_json() == text and again.sheet == game.sheet


@pytest.mark.parametrize(
    "tamper",
    [
        lambda d: d["state"]["scores"].__setitem__(0, 999),
        lambda d: d["events"][0].__setitem__("player", (d["events"][0]["player"] + 1) % 3),
        lambda d: d["events"].append({"kind": "jump", "player": d["state"]["to_move"]}),
        lambda d: d["state"]["hands"][0].append(d["state"]["pile"].pop()),
        lambda d: d.__setitem__("seed", 4),
        lambda d: d.__setitem__("version", 99),
        lambda d: d.__setitem__("format", "wordplay.board-game"),
        lambda d: d.pop("events"),
    ],
)
def test_a_tampered_save_is_refused(tamper):
    data = _played(3, 6).to_dict()
    tamper(data)
    with pytest.raises(SaveFormatError) as info:
        ThiefGame.from_dict(data, LEX)
    assert info.value.code == "bad_save"
    assert info.value.message.startswith("This saved game cannot be read: ")


def test_a_stolen_card_named_in_a_tampered_steal_is_refused():
    game = arrange(new(), {0: "W/red C/red A/red E", 1: "F/blue R/blue O/green N/green T/red"}, to_move=1)
    game.play("FRONT")
    game.steal("FRONT", "FROWN CAT")
    events = json.loads(json.dumps(game.events))
    events[1]["cards"][1][0] = "Q-red-1"
    with pytest.raises(IllegalMoveError):
        game._replay(events)
    assert game.scores == [28, 14]  # all or nothing: the game is as it was


def test_not_json_is_refused():
    with pytest.raises(SaveFormatError) as info:
        ThiefGame.from_json("{not json", LEX)
    assert info.value.message.startswith("This saved game cannot be read: not JSON")


def test_moves_as_values_apply_like_the_methods():
    game = arrange(new(), {0: "Q J X V W Z K", 1: "V"}, pile_size=5)
    game.apply(GiveUp(tuple(game.hands[0][:3])))
    assert game.events[-1]["kind"] == "give_up"
    game = arrange(new(), {0: "Q", 1: "V"}, pile_size=0)
    game.apply(Pass())
    assert game.events[-1]["kind"] == "pass"
    with pytest.raises(NotationError):  # a typed refusal, not a TypeError
        game.apply("CAT")

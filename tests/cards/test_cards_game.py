"""Scrabble Cards games: the deal, turns, the end, forfeit windows, rummy rounds, undo and JSON.

Most tests dictate the hands (``dictate``): the state is a value, and the dictated state
becomes the start of play, so undo still replays from it.
"""

from __future__ import annotations

import json

import pytest

from wordplay.cards.game import CardGame, ClassicGame
from wordplay.cards.modes import new_game
from wordplay.cards.rules import CARD_ALPHABET, load_ruleset
from wordplay.cards.task import RummyWord, check_task, score_task
from wordplay.core.errors import GameOverError, IllegalMoveError, SaveFormatError
from wordplay.core.lexicon import AcceptAllLexicon
from wordplay.core.outcome import Termination

ANY = AcceptAllLexicon(CARD_ALPHABET)


def dictate(game: CardGame, **state) -> CardGame:
    """Set parts of the state (hands, draw pile...) and make that the start of play."""
    game.state.update(json.loads(json.dumps(state)))
    game.start = game._snapshot()
    return game


def test_deal_is_seeded_and_conserves_every_card():
    game = new_game("classic", ["Ana", "Rui", "Eva"], seed=11, lexicon=ANY)
    assert [len(h) for h in game.hands] == [7, 7, 7]
    assert len(game.draw_pile) == 126 - 21
    assert sum(game.card_counts().values()) == 144 and game.card_counts() == game.decks.box()
    cut = game.state["cut"][-1]
    ranks = {p: -1 if t == "?" else CARD_ALPHABET.index(t) for p, t in cut["drawn"].items()}
    assert game.to_move == cut["winner"] == int(min(ranks, key=ranks.get))
    again = new_game("classic", ["Ana", "Rui", "Eva"], seed=11, lexicon=ANY)
    assert again.to_json() == game.to_json()
    assert new_game("classic", ["Ana", "Rui", "Eva"], seed=12, lexicon=ANY).hands != game.hands
    with pytest.raises(IllegalMoveError) as info:
        new_game("classic", ["Solo"], lexicon=ANY)
    assert info.value.code == "cards_bad_players"


def test_passing_twice_each_ends_the_game_with_leftovers_taken_off():
    game = dictate(new_game("classic", ["Ana", "Rui"], seed=1, lexicon=ANY), hands=["QXZ2AAA", "EEE3III"], to_move=0)
    for _ in range(3):
        game.pass_turn()
    assert not game.is_over
    game.pass_turn()
    assert game.outcome.termination is Termination.SCORELESS_TURNS
    # Q6 X8 Z8 A1 A1 A1 = 25 (the bonus card counts 0); E E E I I I = 6
    assert game.scores == [-25, -6] and game.outcome.winners == (1,)
    assert [e.total for e in game.end_explanations] == [-25, -6]
    # a hand of cards, not a rack of tiles, in every language
    assert [e.steps[0].kind for e in game.end_explanations] == ["cards_hand_penalty"] * 2
    assert game.end_explanations[0].sentences("pt") == ["Cartas por jogar de Ana (QXZAAA): −25"]
    assert game.end_explanations[1].sentences("en") == ["EEEIII left unplayed by Rui: −6"]
    with pytest.raises(GameOverError):
        game.pass_turn()


def test_exchange_draws_as_many_and_breaks_the_run_of_passes():
    game = dictate(new_game("classic", ["Ana", "Rui"], seed=2, lexicon=ANY), hands=["QXZ2AAA", "EEEIIIO"], to_move=0)
    top = game.draw_pile[-2:]
    game.pass_turn()
    game.pass_turn()
    game.exchange("qx")
    assert game.state["passes"] == 0 and game.discard_pile == ["Q", "X"]
    assert game.hands[0] == "Z2AAA" + "".join(reversed(top)) and game.to_move == 1
    with pytest.raises(IllegalMoveError) as info:
        game.exchange("AAAA")
    assert info.value.code == "cards_not_held"
    game.state["draw"] = game.state["draw"][:2]
    with pytest.raises(IllegalMoveError) as info:
        game.exchange("EEE")
    assert info.value.code == "cards_exchange_too_many"


def test_going_out_collects_the_others_leftovers():
    game = new_game("classic", ["Ana", "Rui"], seed=3, lexicon=ANY)
    rest = game.state["draw"]
    dictate(game, hands=["AR", "QU3"], to_move=0, draw=[], aside=game.state["aside"] + rest)
    explanation = game.play("0,0 across AR")
    assert explanation.total == 4  # (1 + 1) x 2
    assert game.outcome.termination is Termination.WENT_OUT and game.outcome.went_out == 0
    assert game.scores == [4 + 7, -7]  # Q6 + U1 = 7, the triple card counts 0


def test_going_out_leaves_bonus_cards_behind():
    game = new_game("classic", ["Ana", "Rui"], seed=3, lexicon=ANY)
    rest = game.state["draw"]
    dictate(game, hands=["AR2", "QU"], to_move=0, draw=[], aside=game.state["aside"] + rest)
    game.play("0,0 across AR")  # only the double card is left: Ana went out
    assert game.outcome.went_out == 0 and game.scores == [4 + 7, -7]


def test_play_refills_clears_the_table_and_undo_replays():
    game = dictate(new_game("classic", ["Ana", "Rui"], seed=4, lexicon=ANY), hands=["TRAVAXX", "CIARZZZ"], to_move=0)
    game.play("0,0 across TRAVA")
    game.play("-1,1 down C(R)IAR")
    assert sorted(game.table.values()) == sorted("CRIAR")
    assert sorted(game.discard_pile) == ["A", "A", "T", "V"]
    assert [len(h) for h in game.hands] == [7, 7] and game.scores == [16, 6]
    saved = game.to_json()
    game.undo()
    assert game.table == {(0, c): ch for c, ch in enumerate("TRAVA")} and game.scores == [16, 0]
    assert game.to_move == 1
    with pytest.raises(IllegalMoveError):
        game.play("5,5 across ZZ")  # does not join: refused, nothing changes
    assert game.scores == [16, 0] and len(game.moves) == 1
    game.undo()
    with pytest.raises(IllegalMoveError) as info:
        game.undo()
    assert info.value.code == "nothing_to_undo"
    assert game.start == game._snapshot()
    del saved


def test_a_past_play_is_explained_on_the_table_as_it_was():
    game = dictate(new_game("classic", ["Ana", "Rui"], seed=4, lexicon=ANY), hands=["TRAVAXX", "CIARZZZ"], to_move=0)
    first = game.play("0,0 across TRAVA")
    second = game.play("-1,1 down C(R)IAR")  # through TRAVA's R: that table is gone now (cleared)
    plays = [i for i, e in enumerate(game.events) if e["kind"] == "play"]
    again = [game.move_explanation(i) for i in plays]
    assert [e.total for e in again] == [first.total, second.total] == [16, 6]  # TRAVA 8 doubled; CRIAR 6
    assert again[1].sentences() == second.sentences()
    with pytest.raises(IndexError):
        game.move_explanation(len(game.events))


def test_save_and_load_and_tampering():
    game = new_game("classic", ["Ana", "Rui"], seed=5, lexicon=ANY)
    hand = game.hand
    letters = [c for c in hand if c.isalpha()]
    game.play("0,0 across " + "".join(letters[:2]))
    game.pass_turn()
    text = game.to_json()
    again = CardGame.from_json(text, ANY)
    assert isinstance(again, ClassicGame) and again.to_json() == text
    data = json.loads(text)
    data["state"]["scores"][0] += 1
    with pytest.raises(SaveFormatError):
        CardGame.from_dict(data, ANY)
    data = json.loads(text)
    data["events"][0]["play"]["cards"][0][2] = "Z" if letters[0] != "Z" else "X"
    with pytest.raises(SaveFormatError):
        CardGame.from_dict(data, ANY)
    with pytest.raises(SaveFormatError):
        CardGame.from_json("{not json", ANY)


# ----- forfeit ------------------------------------------------------------------------------------


def test_forfeit_window_gain_loss_and_the_action_deck():
    game = new_game("forfeit", ["Ana", "Rui", "Eva"], seed=6, lexicon=ANY)
    deck = [n for n in range(1, 9) if n not in (1, 2, 5)]
    dictate(game, hands=["TREINOS", "AAAAAAA", "EEEEEEE"], to_move=0, actions=[1, 2, 5], action_deck=deck)
    game.play("0,0 across TREINOS")  # T1 R1 E1 I1 N3 O1 S1 = 9, doubled 18, +50 for all 7 cards = 68
    assert game.scores[0] == 68 and game.window["player"] == 0
    gain = game.play_action(0, "ends_in_s")
    assert gain.total == 10 and game.scores[0] == 78
    assert game.state["actions"][0] == deck[-1] and game.state["action_deck"][0] == 1  # under the deck, drew the top
    loss = game.play_action(1, "six_plus_letters")
    assert loss.total == -10 and game.scores[0] == 68
    assert "Rui" in loss.sentences()[0] and "Ana" in loss.sentences()[0]
    with pytest.raises(IllegalMoveError) as info:
        game.play_action(1, "two_letters")
    assert info.value.code == "cards_action_used"
    with pytest.raises(IllegalMoveError) as info:
        game.play_action(2, "four_letters")
    assert info.value.code == "cards_action_no_fit" and "TREINOS" not in info.value.message
    with pytest.raises(IllegalMoveError) as info:
        game.play_action(2, "ends_in_s")
    assert info.value.code == "cards_action_not_held"
    game.close_window()
    assert game.window is None and game.to_move == 1
    with pytest.raises(IllegalMoveError) as info:
        game.close_window()
    assert info.value.code == "cards_no_window"
    text = game.to_json()
    game.undo()  # the close
    assert game.window is not None and game.scores[0] == 68
    game.undo()  # the play, with the action cards played on it
    assert game.scores == [0, 0, 0] and game.state["actions"] == [1, 2, 5]
    assert text  # the JSON of a dictated start cannot be reloaded from the seed (on purpose)


def test_forfeit_next_move_closes_the_window_and_exchange_swaps_the_action_card():
    game = new_game("forfeit", ["Ana", "Rui"], seed=7, lexicon=ANY)
    dictate(
        game,
        hands=["ARAAAAA", "EEEEEEE"],
        to_move=0,
        actions=[3, 4],
        action_deck=[n for n in range(1, 9) if n not in (3, 4)],
    )
    game.play("0,0 across AR")
    game.exchange("E", action_card=True)  # Rui's turn: the window closes first
    assert game.window is None and game.state["actions"][1] == 8 and game.state["action_deck"][0] == 4
    assert [e["kind"] for e in game.events] == ["play", "close", "exchange"] and game.events[1]["auto"]
    game.undo()
    assert game.window is not None


# ----- rummy ---------------------------------------------------------------------------------------

RUMMY = load_ruleset("rummy")


def words(*texts: str) -> list[RummyWord]:
    return [RummyWord(t) for t in texts]


@pytest.mark.parametrize(
    "card, laid, unused, expected",
    [
        # AR 2 + LA 3 + IR 2 = 7, minus the unused Q 6: 1
        ("dois_e_bom", ("AR", "LA", "IR"), "Q", 1),
        # AR 2 + LA 3 = 5, +3 for a second word: 8; three words: 7 + 3 + 6 = 16; unused not taken off
        ("quanto_mais_melhor", ("AR", "LA"), "QQ", 8),
        ("quanto_mais_melhor", ("AR", "LA", "IR"), "Q", 16),
        # RIO 3 + SOL 4 = 7 minus the unused Z 8: -1
        ("trio_de_tres", ("RIO", "SOL"), "Z", -1),
        # TRAVA 8 + AR 2 + 5 = 15 (nothing taken off); TRAVA alone minus unused E, S: 8 - 2 = 6
        ("cinco_vence", ("TRAVA", "AR"), "E", 15),
        ("cinco_vence", ("TRAVA",), "ES", 6),
        # TREINO 8 minus the unused Z: 0
        ("seis_estrelas", ("TREINO",), "Z", 0),
        # CRIAR 6 + TREINO... every card: TRAVA 8 + AR 2 = 10
        ("tudo_ou_nada", ("TRAVA", "AR"), "", 10),
        # TREINAR 9 + 50 = 59
        ("bingo", ("TREINAR",), "", 59),
        # XI: X8 I1 = 9; TRAVA 8: 17, and the X counts 4 times: + 24 = 41
        ("quadrupla_letra", ("XI", "TRAVA"), "", 41),
        # the best word, XI 9 (not TRAVA 8), counts 4 times: 17 + 27 = 44; with CRIAR 6 + AR 2: 8 + 18 = 26
        ("quadrupla_palavra", ("XI", "TRAVA"), "", 44),
        ("quadrupla_palavra", ("CRIAR", "AR"), "", 26),
    ],
)
def test_round_cards_score_as_the_task_says(card, laid, unused, expected):
    round_card = RUMMY.decks.round_card(card)
    check_task(RUMMY, round_card, words(*laid), unused, None)
    assert score_task(RUMMY, round_card, words(*laid), unused).total == expected


@pytest.mark.parametrize(
    "card, laid, unused",
    [
        ("dois_e_bom", ("AR", "LA"), "QQ"),
        ("dois_e_bom", ("AR", "LA", "RIO"), ""),
        ("trio_de_tres", ("RIO",), "ZZZ"),
        ("cinco_vence", ("TRAVA", "RIO"), ""),
        ("quanto_mais_melhor", ("AR", "LA", "IR", "OS"), ""),
        ("tudo_ou_nada", ("TRAVA",), "AR"),
        ("bingo", ("TREINO",), "S"),
    ],
)
def test_tasks_not_met_are_refused_with_a_reason(card, laid, unused):
    with pytest.raises(IllegalMoveError) as info:
        check_task(RUMMY, RUMMY.decks.round_card(card), words(*laid), unused, None)
    assert info.value.code == "cards_task_not_met" and RUMMY.decks.round_card(card).name in info.value.message


def test_bonus_cards_in_rummy_follow_the_round_card():
    rules = RUMMY.with_settings(bonus_cards=True)
    tudo = rules.decks.round_card("tudo_ou_nada")
    laid = [RummyWord("TRAVA", "3"), RummyWord("AR")]
    check_task(rules, tudo, laid, "", None)
    assert score_task(rules, tudo, laid, "").total == 8 * 3 + 2
    with pytest.raises(IllegalMoveError) as info:
        check_task(rules, rules.decks.round_card("bingo"), [RummyWord("TREINAR", "2")], "", None)
    assert info.value.code == "cards_no_bonus_this_round"
    with pytest.raises(IllegalMoveError):
        check_task(RUMMY, tudo, laid, "", None)  # the default rummy table plays without bonus cards


def rummy_game(**state) -> CardGame:
    game = new_game("rummy", ["Ana", "Rui", "Eva"], seed=8, lexicon=ANY)
    return dictate(game, **state)


def test_rummy_round_one_more_turn_each_then_scoring_and_refill():
    game = rummy_game(round="dois_e_bom", hands=["ARLAIRQ", "EEEEEEE", "OOOOOOO"], discard=["Z"], to_move=0)
    deck_before = list(game.state["round_deck"])
    with pytest.raises(IllegalMoveError) as info:
        game.discard("Q")
    assert info.value.code == "cards_wrong_phase"
    assert game.draw("discard") == "Z" and game.phase == "discard"
    with pytest.raises(IllegalMoveError) as info:
        game.draw("pile")
    assert info.value.code == "cards_wrong_phase"
    with pytest.raises(IllegalMoveError) as info:
        game.discard("Z", ["AR", "LA"])
    assert info.value.code == "cards_task_not_met"
    explanation = game.discard("Z", ["AR", "LA", "IR"])
    assert explanation.total == 7 - 6  # unused Q
    assert game.hands[0] == "Q" and game.to_move == 1 and game.state["final_turns"] == 2
    game.draw("pile")
    game.discard(game.hands[1][0])
    assert game.to_move == 2 and game.state["round_no"] == 1
    game.draw("discard")
    game.discard("O")
    # the round is over: Ana 1, the others 0; laid cards to the discard pile; hands refilled; next card
    assert game.scores == [1, 0, 0] and game.state["round_no"] == 2
    assert [len(h) for h in game.hands] == [7, 7, 7]
    assert game.state["round_deck"][0] == "dois_e_bom" and game.state["round"] == deck_before[-1]
    assert game.to_move == game.state["starter"] == 1
    assert [e.total for e in game.round_explanations] == [1, 0, 0]
    assert "not met by" in game.round_explanations[1].sentences()[0]


def test_rummy_refills_the_draw_pile_from_the_discards_keeping_the_top():
    game = rummy_game(hands=["AAAAAAA", "EEEEEEE", "OOOOOOO"], to_move=0)
    rest = game.state["draw"] + game.state["discard"]
    dictate(game, draw=[], discard=rest)
    top = rest[-1]
    game.draw("pile")
    assert game.discard_pile == [top] and len(game.draw_pile) == len(rest) - 2


def test_rummy_ten_rounds_then_a_tie_round_then_the_end():
    # nobody lays a word: each round ends after the turn limit with 0 for all, so after round 10
    # the lead is tied (0 - 0) and one tie round is played; then the game ends, still tied
    game = new_game("rummy", ["Ana", "Rui"], seed=9, lexicon=ANY)
    dictate(game, round_no=10)
    turns = 2 * load_ruleset("rummy").round_turn_limit_per_player
    for _ in range(turns):
        game.draw("pile")
        game.discard(game.hand[0])
    assert not game.is_over and game.state["round_no"] == 11 and game.state["extra_rounds"] == 1
    for _ in range(turns):
        game.draw("pile")
        game.discard(game.hand[0])
    assert game.outcome.termination is Termination.ROUNDS_PLAYED and game.outcome.is_tie
    assert [h["round"] for h in game.state["history"]] == [10, 11]


def test_a_rummy_round_cut_short_by_the_turn_limit_says_so():
    # docs/rules.md section 2.3 [decided]: after the limit (a setting: 2 turns each here, so 4 turns) the round
    # ends with no points for anyone, and every player is told so in a sentence
    rules = load_ruleset("rummy").with_settings(round_turn_limit_per_player=2)
    game = new_game(rules, ["Ana", "Rui"], seed=9, lexicon=ANY)
    first = game.state["round_no"]
    for _ in range(4):
        game.draw("pile")
        game.discard(game.hand[0])
    assert game.state["round_no"] == first + 1
    assert [e.total for e in game.round_explanations] == [0, 0]
    for explanation in game.round_explanations:
        (sentence,) = explanation.sentences("en")
        assert sentence.startswith("The round of ") and "ended after 4 turns" in sentence
        assert "the limit is 2 turns each" in sentence


# ----- challenges ----------------------------------------------------------------------------------


def test_a_table_playing_by_challenge():
    from wordplay.core.lexicon import lexicon_from_words

    lexicon = lexicon_from_words(["trava", "criar"], CARD_ALPHABET)
    rules = load_ruleset("classic").with_settings(check_words=False)
    game = dictate(new_game(rules, ["Ana", "Rui"], seed=4, lexicon=lexicon), hands=["TRAVAXX", "CIARZZZ"], to_move=0)
    with pytest.raises(IllegalMoveError) as info:
        game.challenge(1)
    assert info.value.code == "cards_nothing_to_challenge"
    game.play("0,0 across TRAVA")
    failed = game.challenge(1)
    assert "stands" in failed.sentences()[0] and game.scores == [16, 0] and game.to_move == 1
    hand, table = game.hand, game.table
    game.play("0,0 across (TRAVA)ZZ")  # TRAVAZZ is accepted for now: nobody checks
    assert game.scores == [16, 24]  # T1 R1 A1 V4 A1 Z8 Z8
    with pytest.raises(IllegalMoveError) as info:
        game.challenge(1)
    assert info.value.code == "cards_challenge_own"
    upheld = game.challenge(0)
    assert "TRAVAZZ" in upheld.sentences()[0]
    # the play is taken back: Rui's cards, the table and the score are as before; Rui lost the turn
    assert game.scores == [16, 0] and game.hands[1] == hand and game.table == table and game.to_move == 0
    assert [e["kind"] for e in game.events] == ["play", "play", "challenge"] and game.events[1]["withdrawn"]
    text = game.to_json()
    game.undo()  # takes back the challenge: the play stands again
    assert game.scores == [16, 24]  # T1 R1 A1 V4 A1 Z8 Z8 and game.to_move == 0 and len(game.events) == 2
    game.undo()
    assert game.scores == [16, 0] and game.to_move == 1
    assert text
    with pytest.raises(IllegalMoveError) as info:
        new_game("classic", ["Ana", "Rui"], lexicon=ANY).challenge(1)
    assert info.value.code == "cards_challenge_off"


def test_challenges_survive_json():
    from wordplay.core.lexicon import lexicon_from_words

    lexicon = lexicon_from_words(["ar"], CARD_ALPHABET)
    rules = load_ruleset("classic").with_settings(check_words=False)
    game = new_game(rules, ["Ana", "Rui"], seed=21, lexicon=lexicon)
    letters = [c for c in game.hand if c.isalpha()]
    game.play("0,0 across " + "".join(letters[:2]))
    word = game.events[-1]["words"][0]
    if word != "AR":
        game.challenge(1 - game.events[-1]["player"])
        assert game.events[-1]["kind"] == "challenge"
    again = CardGame.from_json(game.to_json(), lexicon)
    assert again.to_json() == game.to_json()

"""Issue 10's bad input: each defect reproduced, refused with a typed error, and nothing changed.

One test (or a few) per item of the issue, in its order; the seeded fuzz test that looks for
more of the same lives in ``test_fuzz.py``.
"""

from __future__ import annotations

import json

import pytest

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll
from wordplay.board.game import BoardGame
from wordplay.board.gcg import game_from_gcg
from wordplay.board.legality import check_play
from wordplay.board.notation import parse_play, resolve_play
from wordplay.board.position import parse_cgp, parse_rack
from wordplay.cards.modes import new_game as new_cards_game
from wordplay.cards.rules import CARD_ALPHABET, MODES
from wordplay.cards.rules import load_ruleset as cards_ruleset
from wordplay.cards.table import parse_play as parse_cards_play
from wordplay.cli import main
from wordplay.core.errors import IllegalMoveError, NotationError, SaveFormatError
from wordplay.core.lexicon import AcceptAllLexicon
from wordplay.core.registry import get_ruleset
from wordplay.core.untrusted import bounded_int, json_depth, load_json
from wordplay.thief.game import ThiefGame
from wordplay.thief.moves import parse_move
from wordplay.thief.ruleset import load_ruleset as thief_ruleset
from wordplay.widgets.board.session import GameSession

WORDSMITH = get_ruleset("wordsmith")
ANY_CARD = AcceptAllLexicon(CARD_ALPHABET)


def board_game(seed: int = 1) -> BoardGame:
    return BoardGame("wordsmith", ["Ann", "Ben"], seed=seed, lexicon=AcceptAll())


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# ----- rules that follow the texts: an exchange is not a pass ---------------------------------------


def test_no_variant_counts_an_exchange_as_a_pass_by_default():
    rulesets = [get_ruleset("wordsmith"), get_ruleset("literaki")] + [cards_ruleset(m) for m in MODES]
    assert [r.exchange_counts_as_pass for r in rulesets] == [False] * 5


def test_an_exchange_breaks_the_run_of_scoreless_turns_on_the_board():
    game = board_game()
    game.pass_turn(), game.pass_turn(), game.pass_turn()  # three of the four that end a two-player game
    game.exchange(game.rack[:2])
    game.pass_turn()
    assert game.outcome is None and game.scoreless_turns == 1
    counting = BoardGame(
        WORDSMITH.with_settings(exchange_counts_as_pass=True), ["Ann", "Ben"], seed=1, lexicon=AcceptAll()
    )
    counting.pass_turn(), counting.pass_turn(), counting.pass_turn()
    counting.exchange(counting.rack[:2])  # the setting still works when a teacher turns it on
    assert counting.outcome is not None


def test_a_word_worth_15_reads_the_first_play_double_but_not_the_all_cards_bonus():
    game = new_cards_game("forfeit", ["Ana", "Rui"], seed=6, lexicon=ANY_CARD)
    game.state.update(hands=["TREINOS", "AAAAAAA"], to_move=0, actions=[8, 1])
    game.start = game._snapshot()
    game.play("0,0 across TREINOS")  # the cards add up to 9; the first play doubles them to 18 (+50 aside)
    assert game.window["facts"]["word_scores"] == [18]
    assert game.play_action(0, "worth_15").total == 10


def test_the_decided_points_of_the_rules_are_the_shipped_settings():
    thief, cards = thief_ruleset(), [cards_ruleset(m) for m in MODES]
    assert thief.split_words_need_stolen_card
    assert all(r.challenge_lost_turn_counts_as_pass and r.exchange_needs_cards_to_draw for r in cards)
    assert cards_ruleset("rummy").rotate_round_start
    assert get_ruleset("wordsmith").draw_blank_first and get_ruleset("literaki").draw_blank_first


# ----- item 8: lower case, columns and rows, round card names ---------------------------------------


def test_more_blanks_than_the_game_holds_is_refused_and_says_lower_case_is_a_blank():
    empty = parse_cgp(EMPTY_BOARD, WORDSMITH).board
    with pytest.raises(NotationError) as info:
        resolve_play(parse_play("8h zax"), empty, WORDSMITH.tiles)
    assert info.value.code == "too_many_blanks"
    assert info.value.message == "8h zax lays 3 blanks (a lower-case letter means a blank) but this game has 2."


def test_a_rack_without_the_blank_says_lower_case_is_a_blank():
    empty = parse_cgp(EMPTY_BOARD, WORDSMITH).board
    play = resolve_play(parse_play("8H zIT"), empty, WORDSMITH.tiles)
    failure = check_play(WORDSMITH, empty, play, "ZIT", AcceptAll()).failure
    assert failure.rule == "from_rack" and "does not hold ?." in failure.message
    assert "lower-case letter in a play is a blank" in failure.message
    plain = check_play(
        WORDSMITH, empty, resolve_play(parse_play("8H ZIT"), empty, WORDSMITH.tiles), "ZAT", AcceptAll()
    ).failure
    assert plain.message == "The rack ZAT does not hold I."  # no note when no blank is missing


@pytest.mark.parametrize(
    ("text", "code", "sentence"),
    [
        ("8Z ZAX", "no_column", "8Z ZAX: there is no column Z (A–O)."),
        ("16H ZAX", "no_row", "16H ZAX: there is no row 16 (1–15)."),
        ("P1 ZAX", "no_column", "P1 ZAX: there is no column P (A–O)."),
    ],
)
def test_a_column_or_row_beyond_the_board_is_named(text, code, sentence):
    empty = parse_cgp(EMPTY_BOARD, WORDSMITH).board
    with pytest.raises(NotationError) as info:
        resolve_play(parse_play(text), empty, WORDSMITH.tiles)
    assert (info.value.code, info.value.message) == (code, sentence)


def test_cards_score_refuses_a_word_of_blanks(capsys):
    code, out, err = run_cli(capsys, "cards-score", "--hand", "TREINOAS", "--play", "0,0 across treino")
    assert code == 2 and out == "" and "too_many_blanks" in err and "lower-case letter means a blank" in err


def test_cards_task_takes_the_printed_round_name(capsys):
    by_name = run_cli(capsys, "cards-task", "--hand", "TREINOAS", "--round", "Dois é Bom")
    by_id = run_cli(capsys, "cards-task", "--hand", "TREINOAS", "--round", "dois_e_bom")
    assert by_name[0] == 0 and by_name == by_id
    code, _, err = run_cli(capsys, "cards-task", "--hand", "TREINOAS", "--round", "Três é Bom")
    assert code == 2 and err.startswith("refused (unknown_round): Três é Bom is not a round card")


def test_word_thief_refuses_more_wilds_than_the_deck_has(capsys):
    code, _, err = run_cli(capsys, "steals", "--table", "cat dog", "--hand", "REEDWCA")
    assert code == 2 and err == (
        "refused (too_many_wilds): The hand and the table hold 6 Wilds (a lower-case letter "
        "in a table word is a Wild, ? in a hand) but the deck has 4.\n"
    )


# ----- forfeit: a refused move leaves the window open ----------------------------------------------


def forfeit_with_open_window():
    game = new_cards_game("forfeit", ["Ana", "Rui"], seed=7, lexicon=ANY_CARD)
    game.state.update(hands=["ARAAAAA", "EEEEEEE"], to_move=0)
    game.start = game._snapshot()  # a dictated deal: the start of play the save replays from
    game.play("0,0 across AR")
    assert game.window is not None
    return game


@pytest.mark.parametrize(
    "refused",
    [
        lambda g: g.play("0,0 across QQQQ"),  # not in the hand
        lambda g: g.exchange("QQQQQQQQ"),  # not in the hand
        lambda g: g.exchange(""),  # nothing to exchange
        lambda g: g.play("5,5 across XY"),  # not connected, not held
    ],
)
def test_a_refused_move_in_the_forfeit_window_changes_nothing(refused):
    game = forfeit_with_open_window()
    before = game.to_json()
    with pytest.raises(IllegalMoveError):
        refused(game)
    assert game.to_json() == before and game.window is not None
    game._replay_from_start(list(game.events))  # the record still replays to the same state
    assert game.to_json() == before
    game.undo()
    assert game.moves == []


def test_action_players_and_move_shapes_are_checked():
    game = forfeit_with_open_window()
    before = game.to_json()
    for player in (-1, 2, True, "0"):
        with pytest.raises(IllegalMoveError) as info:
            game.play_action(player, "ends_in_s")
        assert info.value.code == "no_such_player"
    for move in [("exchange",), ("exchange", 5), ("action", 0), ("action", "0", "x"), ("fly",), (), "jump", 7]:
        with pytest.raises(NotationError) as info:
            game.apply(move)
        assert info.value.code == "not_a_move"
    assert game.to_json() == before
    rummy = new_cards_game("rummy", ["Ana", "Rui"], seed=2, lexicon=ANY_CARD)
    for move in [("draw",), ("discard", 3), ("discard", "A", "B")]:
        with pytest.raises(NotationError):
            rummy.apply(move)
    with pytest.raises(NotationError):
        board_game().apply("pass")


# ----- the Wordsmith hint ----------------------------------------------------------------------------


def test_a_hint_that_finds_nothing_uses_nothing():
    game = BoardGame("wordsmith", ["Ann", "Ben"], seed=1, lexicon=AcceptAll(), hint_finder=lambda *a: None)
    before = game.to_json()
    with pytest.raises(IllegalMoveError) as info:
        game.hint()
    assert info.value.code == "no_hint_found" and info.value.message.endswith("the hint is not used.")
    assert game.to_json() == before and game.hints_left == [3, 3]


def test_the_widget_refuses_a_hint_without_a_traceback():
    s = GameSession("wordsmith", ["Ann", "Ben"], 1, lexicon=AcceptAll())
    s.game.hint_finder = lambda *a: None
    before = s.game.to_json()
    assert not s.handle({"seq": 1, "action": "hint"})
    assert s.refusal.endswith("the hint is not used.") and s.game.to_json() == before


# ----- saves name rulesets, never paths; settings are checked -------------------------------------


def board_save() -> dict:
    return json.loads(board_game().to_json())


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("board_path", "/dev/zero"),
        ("tiles_path", "../../../etc/passwd"),
        ("lexicon", "/dev/zero"),
        ("blanks", 10**6),
        ("min_players", -1),
        ("rack_size", "7"),
        ("exchange_counts_as_pass", 0),
        ("hints_per_player", 2.5),
        ("blanks_range", [0, 10**6]),
        ("id", "chess"),
        ("surprise", 1),
    ],
)
def test_a_board_save_that_names_a_path_or_a_bad_setting_is_refused(name, value, monkeypatch):
    from wordplay.board import ruleset

    data = board_save()
    monkeypatch.setattr(ruleset, "load_layout", lambda path: pytest.fail(f"the loader opened {path}"))
    data["ruleset"][name] = value
    with pytest.raises(SaveFormatError) as info:
        BoardGame.from_dict(data, AcceptAll())
    assert info.value.code == "bad_save" and "setting" in info.value.message


def test_a_save_with_a_teachers_setting_still_loads():
    game = BoardGame(WORDSMITH.with_settings(blanks=4, hints_per_player=0), ["Ann", "Ben"], seed=3, lexicon=AcceptAll())
    assert BoardGame.from_json(game.to_json(), AcceptAll()).to_json() == game.to_json()


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("deck_path", "/dev/zero"),
        ("length_bonus", [[2, "ten"]]),
        ("length_bonus", [[2]]),
        ("plural_endings", [["", "S", "X"]]),
        ("min_players", -1),
        ("hand_size", 10**6),
        ("length_bonus", [[5, 5]] * 1000),
    ],
)
def test_a_word_thief_save_with_a_bad_setting_is_refused(name, value):
    game = ThiefGame(thief_ruleset(), ["P0", "P1"], seed=1, lexicon=AcceptAll())
    data = json.loads(game.to_json())
    data["ruleset"][name] = value
    with pytest.raises(SaveFormatError):
        ThiefGame.from_dict(data, AcceptAll())


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("letters", "/dev/zero"),
        ("rounds", "thief/deck.txt"),
        ("hand_size", -3),
        ("mode", "rummy"),
        ("first_player", "x" * 1000),
        ("check_words", "yes"),
    ],
)
def test_a_cards_save_with_a_bad_setting_is_refused(name, value):
    game = new_cards_game("classic", ["Ana", "Rui"], seed=1, lexicon=ANY_CARD)
    data = json.loads(game.to_json())
    data["ruleset"][name] = value
    with pytest.raises(SaveFormatError):
        type(game).from_dict(data, ANY_CARD)


# ----- numbers and nesting from text -----------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["[" * 100_000, '{"a":' * 50_000, "9" * 5000, "[" + "9" * 5000 + "]", "NaN", b"\xff\xfe", "x" * 10, 12]
)
def test_save_text_that_python_cannot_read_safely_is_refused(text):
    with pytest.raises(SaveFormatError):
        load_json(text)
    if isinstance(text, str):
        with pytest.raises(SaveFormatError):
            BoardGame.from_json(text, AcceptAll())


def test_json_depth_skips_brackets_in_strings():
    assert json_depth('{"a": ["[[[", {"b": 1}]}') == 3 and json_depth("1") == 0


@pytest.mark.parametrize("text", ["12", "-3", "+4", "007"])
def test_bounded_int_reads_ascii_digits(text):
    assert bounded_int(text, low=-10, high=20) == int(text)


@pytest.mark.parametrize("text", ["²", "٣", "1_0", " 1", "1.0", "", "-", "9" * 20, "9" * 5000, "21"])
def test_bounded_int_refuses_everything_else(text):
    with pytest.raises(NotationError) as info:
        bounded_int(text, low=-10, high=20)
    assert info.value.code == "bad_number"


@pytest.mark.parametrize(
    "cgp",
    [
        "²" + "/15" * 14,
        "4294967296" + "/15" * 14,
        EMPTY_BOARD + " CAT/DOG " + "9" * 20 + "/0",
        EMPTY_BOARD + " CAT/DOG " + "9" * 5000 + "/0",
        EMPTY_BOARD + " CAT/DOG 1/2 " + "9" * 5000,
    ],
)
def test_cgp_numbers_are_bounded(cgp):
    with pytest.raises(NotationError):
        parse_cgp(cgp, WORDSMITH)


GCG_HEAD = "#player1 ann Ann\n#player2 ben Ben\n"


@pytest.mark.parametrize(
    "gcg",
    [
        GCG_HEAD + "#variant wordsmith blanks=²\n",
        GCG_HEAD + "#variant wordsmith blanks=" + "9" * 5000 + "\n",
        "#player" + "9" * 5000 + " ann Ann\n#player2 ben Ben\n",
        "#player1 ann Ann\n#player٢ ben Ben\n",
        GCG_HEAD + ">ann: ABCDEFG 8H CAB +" + "9" * 5000 + " 10\n",
        GCG_HEAD + ">ann: ABCDEFG 8H CAB +²\u00b2 10\n",
    ],
)
def test_gcg_numbers_are_bounded(gcg):
    with pytest.raises(NotationError):
        game_from_gcg(gcg, AcceptAll())


def test_word_thief_word_numbers_are_bounded():
    with pytest.raises(NotationError):
        parse_move("#" + "9" * 5000 + " -> CATS", [], 0)


@pytest.mark.parametrize("letter", ["ı", "ſ", "ß", "\u212a"])  # dotless i, long s, sharp s, Kelvin sign
def test_letters_that_only_upper_case_to_a_tile_are_not_tiles(letter):
    assert not WORDSMITH.tiles.is_letter(letter)
    with pytest.raises(NotationError):
        parse_rack("CA" + letter, WORDSMITH)


def test_a_huge_rack_is_refused_before_it_is_read_and_the_tile_set_is_read_once():
    with pytest.raises(NotationError) as info:
        parse_rack("A" * 100_000, WORDSMITH)
    assert info.value.code == "bad_rack" and len(info.value.message) < 200
    assert WORDSMITH.tiles is WORDSMITH.tiles


def test_a_cards_spot_far_from_the_table_is_refused():
    for text in ["-100000,0 across TREINO", "0,0 across TREINO bonus 2 on 0,99999999"]:
        with pytest.raises(NotationError) as info:
            parse_cards_play(text, {})
        assert info.value.code == "bad_number"


# ----- the command line --------------------------------------------------------------------------------


@pytest.fixture
def files(tmp_path):
    (tmp_path / "nonwords.txt").write_text("hello\n123\n!!\n", encoding="utf-8")
    (tmp_path / "binary.dat").write_bytes(bytes(range(256)) * 8)
    return tmp_path


CLI_CASES = [
    ["score", "--position", EMPTY_BOARD, "--play", "8H CAT", "--lexicon", "{nonwords}"],
    ["check", "--position", EMPTY_BOARD, "--play", "8H CAT", "--lexicon", "{binary}"],
    ["moves", "--position", EMPTY_BOARD, "--rack", "CAT", "--lexicon", "{binary}"],
    ["moves", "--position", EMPTY_BOARD, "--rack", "CAT", "--lexicon", "/dev/zero"],
    ["cards-score", "--hand", "TREINOA", "--play", "0,0 across TREINO", "--lexicon", "{nonwords}"],
    ["cards-best", "--hand", "TREINOA", "--lexicon", "{binary}"],
    ["cards-best", "--hand", "TREINOA", "-n", "-1"],
    ["cards-task", "--hand", "TREINOA", "--round", "dois_e_bom", "--lexicon", "{binary}"],
    ["steals", "--hand", "CAT", "--lexicon", "{binary}"],
    ["analyze", "{binary}"],
    ["analyze", "{nonwords}"],
    ["lexicon", "build", "klingon"],
    ["score", "--position", EMPTY_BOARD],
    ["score", "--position", "4294967296" + "/15" * 14, "--play", "8H CAT"],
]


@pytest.mark.parametrize("argv", CLI_CASES)
def test_every_cli_error_is_one_line_and_exit_2(argv, files, capsys):
    argv = [a.format(nonwords=files / "nonwords.txt", binary=files / "binary.dat") for a in argv]
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse's own refusals exit from inside main
        code = exc.code
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err, err


# ----- widgets: a replayed intent ------------------------------------------------------------------------


def test_an_intent_sent_twice_is_applied_once():
    s = GameSession("wordsmith", ["Ann", "Ben"], 1, lexicon=AcceptAll())
    message = {"seq": 5, "action": "exchange", "indices": [0, 1]}
    assert s.handle(message)
    after_once = s.game.to_json()
    assert not s.handle(dict(message))
    assert s.game.to_json() == after_once and "already applied" in s.refusal and s.ack == 5
    assert not s.handle({"seq": 4, "action": "pass"}) and s.game.to_json() == after_once
    assert s.handle({"seq": 6, "action": "pass"})

"""The analysis board (wordplay.widgets.analysis) and the unseen tiles and cards (board/cards/thief unseen.py).

Expected values are worked out by hand from the tile set (wordsmith.json: 99 letters, A 9, B 2, I 9, Q 1,
U 4, and two blanks: 101 tiles) or from the game's own record (the tiles each move laid), never from the
code under test.
"""

from __future__ import annotations

from collections import Counter

import pytest

from wordplay.board.finder import best_play
from wordplay.board.unseen import unseen_tiles
from wordplay.cards.unseen import unseen_cards
from wordplay.core.registry import get_ruleset
from wordplay.thief.cards import Card, Deck
from wordplay.thief.unseen import unseen_cards as thief_unseen
from wordplay.widgets.board.widgets import BoardGameWidget

WORDSMITH = get_ruleset("wordsmith")


# ----- the engines' functions, hand-worked --------------------------------------------------------------


def test_board_unseen_by_hand() -> None:
    # Q and I and a blank (as U) on the board; A, A, B and a blank on the rack
    unseen = unseen_tiles(WORDSMITH.tiles, ["Q", "u", "I", ""], "AAB?")
    assert unseen["A"] == 9 - 2
    assert unseen["B"] == 2 - 1
    assert unseen["I"] == 9 - 1
    assert unseen["U"] == 4  # the blank laid as U is a blank, not a U
    assert "Q" not in unseen and "?" not in unseen  # the one Q and both blanks are seen
    assert sum(unseen.values()) == 101 - 3 - 4
    assert next(iter(unseen)) == "A"


def test_cards_unseen_by_hand() -> None:
    # the draw pile and the other hand; the mover's own hand (player 1, "AC") is known
    assert unseen_cards(["B", "A"], ["Z?", "AC", "E"], 1) == {"A": 1, "B": 1, "E": 1, "Z": 1, "?": 1}
    assert unseen_cards([], ["AB"], 0) == {}


def test_thief_unseen_by_hand() -> None:
    deck = Deck(
        (Card("1", "A", "red", 1), Card("2", "A", "blue", 1), Card("3", "?", None, 0), Card("4", "W", "red", 4)),
        {},
        ("red", "blue"),
        0,
        "",
    )
    # pile: a Wild and an A; player 0 holds the other A; player 1 the W
    assert thief_unseen(deck, ["3", "1"], [["2"], ["4"]], 0) == {"A": 1, "W": 1, "?": 1}
    assert thief_unseen(deck, ["3", "1"], [["2"], ["4"]], 1) == {"A": 2, "?": 1}


# ----- the analysis board of a board game ---------------------------------------------------------------


def _played(moves: int, players: tuple[object, ...] = ("Ann", "Bob")) -> BoardGameWidget:
    """A seeded game between two people, ``moves`` best plays made straight on the engine."""
    widget = BoardGameWidget("wordsmith", players=players, seed=5)
    game = widget.game
    for _ in range(moves):
        play = best_play(game.ruleset, game.board, game.rack, game.lexicon)
        assert play is not None
        game.play(play)
    widget._push()
    return widget


def _send(widget: BoardGameWidget, **fields: object) -> bool:
    return widget.receive({"seq": widget.session.ack + 1, "action": "analyse", **fields})


def _board_of(view: dict) -> dict[tuple[int, int], str]:
    return {(c["row"], c["col"]): c["tile"] for c in view["analysis"]["position"]["cells"]}


def _tiles_of(move: dict) -> dict[tuple[int, int], str]:
    return {(int(sq) // 15, int(sq) % 15): t for sq, t in move["tiles"]}


@pytest.fixture(scope="module")
def three() -> BoardGameWidget:
    return _played(3)


def test_position_before_each_move(three: BoardGameWidget) -> None:
    moves = three.game.moves
    assert _send(three, number=1)
    assert _board_of(three.view) == {}  # before the first move the board is empty
    assert _send(three, number=2)
    assert _board_of(three.view) == _tiles_of(moves[0])  # exactly the tiles of move 1
    assert _send(three, number=3)
    assert _board_of(three.view) == {**_tiles_of(moves[0]), **_tiles_of(moves[1])}
    # the live game is untouched
    assert len(three.game.moves) == 3


def test_marks_played_and_best(three: BoardGameWidget) -> None:
    assert _send(three, number=2)
    a = three.view["analysis"]
    played = a["marks"][0]
    assert played["label"] == "played" and played["move"] == three.game.moves[1]["notation"]
    assert {(c["row"], c["col"]): c["tile"] for c in played["cells"]} == _tiles_of(three.game.moves[1])
    assert [m["label"] for m in a["marks"][1:]] == [f"best {i}" for i in range(1, len(a["marks"]))]
    assert len(a["marks"]) >= 2  # people's moves: the best moves are shown
    assert all(
        m["cells"] and all(", best" in c["name"] or "played" in c["name"] for c in m["cells"]) for m in a["marks"]
    )
    # a best move's score is never below the one played (both were best plays here: equal)
    assert a["marks"][1]["score"] >= played["score"]
    assert _send(three, number=2, mark=1)
    assert three.view["analysis"]["mark"] == 1
    assert "best 1" in three.view["announce"]["text"]


def test_navigation(three: BoardGameWidget) -> None:
    assert _send(three, step="first")
    assert three.view["analysis"]["number"] == 1
    assert three.view["analysis"]["nav"] == {
        "first": False,
        "previous": False,
        "next": True,
        "last": True,
        "live": True,
    }
    assert _send(three, step="next") and three.view["analysis"]["number"] == 2
    assert _send(three, step="previous") and three.view["analysis"]["number"] == 1
    assert _send(three, step="previous") and three.view["analysis"]["number"] == 1  # stays at the first
    assert _send(three, step="last") and three.view["analysis"]["number"] == 3
    assert _send(three, step="next") and three.view["analysis"]["number"] == 3  # stays at the last
    assert "Move 3 of 3" in three.view["announce"]["text"]
    assert _send(three, step="live")
    assert three.view["analysis"]["number"] is None and three.view["analysis"]["position"] is None
    assert three.view["announce"]["text"].startswith("Back to the live game.")


def test_sheet_row_opens_the_analysis(three: BoardGameWidget) -> None:
    assert three.receive({"seq": three.session.ack + 1, "action": "review", "turn": 1})
    assert three.view["analysis"]["number"] == 2
    assert three.view["review"]["turn"] == 1  # the scoring of the move, as before


@pytest.mark.parametrize(
    "fields",
    [{"number": 4}, {"number": 0}, {"step": "sideways"}, {"mark": -1}, {"number": 1, "mark": 99}, {"number": "1"}],
)
def test_bad_analyse_refused(three: BoardGameWidget, fields: dict) -> None:
    before = (three.session.analysis_number, three.session.analysis_mark)
    assert not _send(three, **fields)
    assert three.view["refusal"]
    assert (three.session.analysis_number, three.session.analysis_mark) == before


def test_nothing_to_analyse_yet() -> None:
    widget = _played(0)
    assert not _send(widget, step="first")
    assert "No move has been made" in widget.view["refusal"]
    assert widget.view["analysis"]["nav"]["first"] is False


def test_computer_best_moves_hidden_while_the_game_runs() -> None:
    widget = _played(0, players=("Ann", ("Computer", 1)))  # the computer answers at once
    game = widget.game
    play = best_play(game.ruleset, game.board, game.rack, game.lexicon)
    widget.session.lay(play)
    widget.receive({"seq": widget.session.ack + 1, "action": "submit"})
    computers = [i for i, m in enumerate(game.moves) if m["player"] == 1]
    assert computers
    assert _send(widget, number=computers[0] + 1)
    a = widget.view["analysis"]
    assert [m["label"] for m in a["marks"]] == ["played"]
    assert a["hidden_note"]


def test_unseen_in_the_view(three: BoardGameWidget) -> None:
    game = three.game
    unseen = three.view["unseen"]
    mover = game.to_move
    assert unseen["player"] == game.names[mover]
    counts = {i["letter"]: i["count"] for i in unseen["items"]}
    # the bag and the other rack, counted from the engine's own state
    expected = Counter(game.bag) + Counter(game.racks[1 - mover])
    assert counts == dict(expected)
    on_board = sum(1 for t in game.board.cells if t)
    assert unseen["total"] == 101 - on_board - len(game.racks[mover])
    assert unseen["to_draw"] == len(game.bag)


def test_static_copy_shows_the_move_chosen() -> None:
    widget = _played(2, players=("<i>Ann</i>", "Bob"))
    assert _send(widget, number=2, mark=1)
    html = widget._static_html()
    a = widget.view["analysis"]
    assert "Move 2 of 2" in html
    assert f"[●] {a['marks'][0]['text']}" in html and f"[1] {a['marks'][1]['text']}" in html
    # the chosen mark's squares are drawn with their names; the earlier move's tiles are on the board
    for cell in a["marks"][1]["cells"]:
        assert f"title='{cell['name']}'" in html
    assert html.count("background:#f3dca4") == len(widget.game.moves[0]["tiles"]) - len(
        {(c["row"], c["col"]) for c in a["marks"][1]["cells"]} & set(_tiles_of(widget.game.moves[0]))
    )
    assert "<i>Ann</i>" not in html and "&lt;i&gt;Ann&lt;/i&gt;" in html  # names escaped
    assert "Unseen by" in html


def test_cards_table_before_a_move() -> None:
    from wordplay.cards import ComputerPlayer, new_game
    from wordplay.widgets import CardsGameWidget

    played = new_game("classic", ["Ann", "Ben"], seed=2)
    bots = [ComputerPlayer(1, seed=1), ComputerPlayer(1, seed=2)]
    for _ in range(3):
        played.apply(bots[played.to_move].choose(played))
    widget = CardsGameWidget("classic", ["Ann", "Ben"], game=played)
    plays = [i for i, m in enumerate(played.moves) if m["kind"] == "play"]
    assert len(plays) >= 2
    second = plays[1]
    assert widget.receive({"seq": 1, "action": "analyse", "number": second + 1})
    a = widget.view["analysis"]
    # the table before the second play holds exactly the first play's cards (only plays lay cards)
    first_cards = {(int(r), int(c)): t for r, c, t in played.moves[plays[0]]["play"]["cards"]}
    assert {(c["row"], c["col"]): c["tile"] for c in a["position"]["cells"]} == first_cards
    marked = a["marks"][0]["cells"]
    assert {(c["row"], c["col"]) for c in marked} == {
        (int(r), int(c)) for r, c, _ in played.moves[second]["play"]["cards"]
    }
    # a row of the score sheet (its rows are the sheet's events) opens the same move
    row = next(i for i, e in enumerate(widget.session.sheet_events()) if e is played.moves[plays[0]])
    assert widget.receive({"seq": 2, "action": "review", "turn": row})
    assert widget.view["analysis"]["number"] == plays[0] + 1
    assert widget.receive({"seq": 3, "action": "analyse", "number": second + 1})
    # a spot is named row first, as the notation writes it ("1,3 across")
    cell = marked[0]
    assert cell["name"].startswith(f"{cell['row']},{cell['col']}, ")
    # the cards left to draw and the unseen cards: the pile and the other hand, as the engine holds them
    unseen = widget.view["unseen"]
    viewer = widget.session.viewer()
    assert unseen["to_draw"] == len(played.draw_pile)
    expected = Counter(played.draw_pile) + Counter(played.hands[1 - viewer])
    assert {i["letter"]: i["count"] for i in unseen["items"]} == dict(expected)


def test_a_review_row_opens_the_analysis(three: BoardGameWidget) -> None:
    assert three.receive({"seq": three.session.ack + 1, "action": "review_move", "number": 3})
    assert three.view["analysis"]["number"] == 3
    assert three.view["coach"]["chosen"]["number"] == 3  # the review shows the move too, as before


def test_thief_sheet_rows_are_the_moves() -> None:
    from wordplay.widgets import ThiefGameWidget

    widget = ThiefGameWidget(players=(("Ann", 1), ("Ben", 1)), seed=2)
    game = widget.game
    steal = next(i for i, m in enumerate(game.moves) if m["kind"] == "steal")
    # the sheet's rows: each move, and after a steal a row for what its victim loses (not a move)
    rows = [e["kind"] for e in widget.view["sheet"]]
    row = [i for i, kind in enumerate(rows) if kind not in ("victim", "end")][steal]
    assert rows[row] == "steal"
    later = [i for i, m in enumerate(game.moves) if m["kind"] == "steal" and i > steal]
    assert widget.receive({"seq": 1, "action": "review", "turn": row})
    a = widget.view["analysis"]
    assert a["number"] == steal + 1
    _, before = game.position_before(steal)
    assert [w["text"] for w in a["position"]["words"]] == [w.text for w in before.table]
    played = a["marks"][0]
    assert played["new_words"] == game.moves[steal]["words"]
    assert played["stolen"] == game.moves[steal]["target"]
    assert widget.view["unseen"]["to_draw"] == len(game.pile)
    if later:  # a row after a victim's row still opens its own move
        row = [i for i, kind in enumerate(rows) if kind not in ("victim", "end")][later[0]]
        assert widget.receive({"seq": 2, "action": "review", "turn": row})
        assert widget.view["analysis"]["number"] == later[0] + 1


def test_thief_sheet_rows_after_a_victims_row(monkeypatch: pytest.MonkeyPatch) -> None:
    from types import SimpleNamespace

    import wordplay.widgets.thief.sheet as thief_sheet
    from wordplay.widgets.analysis import THIEF_ANALYSER

    kinds = ["play", "steal", "victim", "play", "end"]  # a victim's loss and the end: rows that are not moves
    monkeypatch.setattr(thief_sheet, "sheet_entries", lambda game: [{"kind": k} for k in kinds])
    assert THIEF_ANALYSER.sheet_move is not None
    rows = [THIEF_ANALYSER.sheet_move(SimpleNamespace(game=None), t) for t in range(len(kinds))]
    assert rows == [0, 1, None, 2, None]


def test_the_position_shown_is_said_again_in_another_language() -> None:
    widget = _played(2)
    widget.language = "pl"
    assert _send(widget, number=2, mark=1)
    assert "1. najlepszy" in widget.view["announce"]["text"]
    widget.language = "ro"
    said = widget.view["announce"]["text"]
    assert "cea mai bună, nr. 1" in said and "najlepszy" not in said
    assert widget.view["analysis"]["marks"][1]["label"] == "cea mai bună, nr. 1"


def test_rummy_discard_pile_before_a_move() -> None:
    """Rummy's discard pile is part of the position: its top card (which the player may take) and its count.

    By hand, from the seeded deal (seed 3): the discard pile starts as the one card turned, S; Ann draws from
    the draw pile (L, its top card) and discards L (no words); Ben takes L from the discard pile and discards
    P. So before move 1 and move 2 the pile is [S]; before move 3 (Ben's draw) [S, L], L on top; before move
    4 (Ben's discard, after his draw took L) [S] again. The cards' values: S 1 point, L 2, P 2 (letters.json).
    """
    from wordplay.cards import new_game
    from wordplay.display.analysis import analysis_html
    from wordplay.widgets import CardsGameWidget

    game = new_game("rummy", ["Ann", "<i>Ben</i>"], seed=3)
    assert game.discard_pile == ["S"] and game.hands[0] == "?OLRECE" and game.draw_pile[-1] == "L"
    game.apply(("draw", "pile"))
    game.apply(("discard", "L"))
    game.apply(("draw", "discard"))
    game.apply(("discard", "P"))
    widget = CardsGameWidget("rummy", ["Ann", "<i>Ben</i>"], game=game)

    def pile(number: int) -> dict:
        assert widget.receive({"seq": widget.session.ack + 1, "action": "analyse", "number": number})
        return widget.view["analysis"]["position"]["discard"]

    before_take = pile(3)
    assert (before_take["top"], before_take["count"]) == ("L", 2)
    assert before_take["name"] == "Discard pile: 2 cards; on top: L, 2 points"
    assert before_take["drawn"] == "<i>Ben</i> took the top card of the discard pile: L, 2 points."
    played = widget.view["analysis"]["marks"][0]
    assert played["discard"] == "P"
    assert played["discard_text"] == "Discards P, 2 points: it goes on top of the discard pile."
    html = analysis_html(widget.view["analysis"], None)
    assert "Discard pile: 2 cards; on top: L, 2 points" in html
    assert "&lt;i&gt;Ben&lt;/i&gt; took the top card" in html and "<i>Ben</i>" not in html

    after_take = pile(4)  # before Ben's discard: his draw has taken L off the pile
    assert (after_take["top"], after_take["count"]) == ("S", 1)
    assert after_take["name"] == "Discard pile: 1 card; on top: S, 1 point"
    assert after_take["drawn"] == before_take["drawn"]

    first = pile(2)  # Ann's discard, after her draw from the draw pile (the card drawn is not said)
    assert (first["top"], first["count"], first["drawn"]) == ("S", 1, "Ann drew a card from the draw pile.")
    assert widget.view["analysis"]["marks"][0]["discard_text"].startswith("Discards L, 2 points")

    widget.language = "pt"  # the game's own words (the rule text's "pilha de descarte", "topo")
    assert widget.view["analysis"]["position"]["discard"]["name"] == "Pilha de descarte: 1 carta; no topo: S, 1 ponto"

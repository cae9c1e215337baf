"""The move finder on published positions, with the shipped lexicons: counts, best plays, hints.

The positions are the published CGP test positions in ``shared/positions`` (from the
macondo / MAGPIE test suites). Their published counts use other lexicons (NWL20, "America")
and the standard tile values, so the counts here are ENABLE's and Wordsmith's own, checked
against the brute-force enumerator where that is fast enough; the published figures are
quoted beside them for scale.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.bruteforce import brute_force_scores
from wordplay.board.counting import count_plays, exchange_count
from wordplay.board.finder import all_plays, best_play, best_plays, finder_for
from wordplay.board.legality import check_play
from wordplay.board.position import parse_cgp
from wordplay.core.lexicon import lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.crossword.board import Board
from wordplay.crossword.moves import Play

POSITIONS = {
    "VsMatt": "7ZEP1F3/1FLUKY3R1R3/5EX2A1U3/2SCARIEST1I3/9TOT3/6GO1LO4/6OR1ETA3/6JABS1b3/5QI4A3/5I1N3N3/"
    "3ReSPOND1D3/1HOE3V3O3/1ENCOMIA3N3/7T7/3VENGED6",
    "VsJeremy": "7N6M/5ZOON4AA/7B5UN/2S4L3LADY/2T4E2QI1I1/2A2PORN3NOR/2BICE2AA1DA1E/6GUVS1OP1F/8ET1LA1U/"
    "5J3R1E1UT/4VOTE1I1R1NE/5G1MICKIES1/6FE1T1THEW/6OR3E1XI/6OY6G",
    "VsMatt2": "14R/12Q1E/2TIGER4HI1I/6OF3U2N/4OCEAN1PRANK/7BAZAR3/11A3/7MOONY3/6DIF6/5VEG7/7SAnTOOR1/10OX3/"
    "7AGUE4/15/15",
    "CGP1": "7L2BOXEN/5ZOARIA1IF1/4FAINE6/3Q3G7/3AR2S7/3TOM1P7/4JA1E7/3HANDLES5/4KO9/15/15/15/15/15/15",
}

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "positions"


def board_of(name, variant="wordsmith"):
    return parse_cgp(POSITIONS[name], get_ruleset(variant)).board


def test_positions_match_the_shared_files():
    for name, cgp in POSITIONS.items():
        path = SHARED / f"{name}.fen"
        if path.exists():
            assert path.read_text().split()[0] == cgp


# Placements with ENABLE (published, other lexicons: VsMatt A 24 and AABDELT 667 + 95 exchanges
# with NWL20; VsJeremy DDESW?? 8297 with "America", 8285 with NWL20; VsJeremy V 0).
@pytest.mark.parametrize(
    ("name", "rack", "placements", "exchanges", "best", "score"),
    [
        ("VsMatt", "A", 21, 1, "15C A(VENGED)", 9),
        ("VsMatt", "AABDELT", 604, 95, "K9 TAEL", 32),
        ("VsMatt", "??", 2011, 2, "K10 ae", 17),
        ("VsJeremy", "DDESW??", 7398, 0, "14B hEaDW(OR)DS", 64),
        ("VsJeremy", "V", 0, 1, None, None),
        ("VsMatt2", "AEILST?", 11685, 127, "N7 LITE(R)AlS", 43),
        ("VsMatt2", "AEILSTR", 1548, 127, "N8 RET(R)IALS", 45),
        ("CGP1", "AEILST?", 9387, 127, "K5 ELASTIc", 58),
    ],
)
def test_counts_and_best_play_on_published_positions(enable, name, rack, placements, exchanges, best, score):
    ruleset = get_ruleset("wordsmith")
    board = board_of(name)
    counts = count_plays(ruleset, board, rack, enable)
    assert (counts.placements, counts.exchanges, counts.passes) == (placements, exchanges, 1)
    top = best_plays(ruleset, board, rack, enable, 1)
    if best is None:
        assert top == [] and best_play(ruleset, board, rack, enable) is None
    else:
        assert (top[0].notation, top[0].score) == (best, score)
        assert top[0].explanation.total == score


def test_empty_board_counts_both_directions(enable):
    # MAGPIE, NWL20, one direction: DEGORV? 3307, DEGORV 156; here ENABLE, both directions.
    ruleset = get_ruleset("wordsmith")
    empty = Board(ruleset.layout)
    assert count_plays(ruleset, empty, "DEGORV?", enable).placements == 6156
    assert count_plays(ruleset, empty, "DEGORV", enable).to_dict() == {
        "placements": 300,
        "exchanges": 63,
        "passes": 1,
        "total": 364,
    }


@pytest.mark.parametrize(("name", "rack"), [("VsMatt", "A"), ("VsMatt", "?"), ("VsJeremy", "IR")])
def test_full_lexicon_matches_brute_force(enable, name, rack):
    ruleset = get_ruleset("wordsmith")
    board = board_of(name)
    found = {f.play.placement_key(): f.score for f in all_plays(ruleset, board, rack, enable)}
    assert found == brute_force_scores(ruleset, board, rack, enable.words())


def test_every_score_agrees_with_the_scorer(enable):
    ruleset = get_ruleset("wordsmith")
    board = board_of("VsMatt")
    plays = all_plays(ruleset, board, "AABDELT", enable)
    assert [p.explanation.total for p in plays] == [p.score for p in plays]
    for p in plays[:50]:
        assert check_play(ruleset, board, p.play, "AABDELT", enable).ok


@pytest.mark.parametrize("rack", ["AEILST?", "DEIKNOR", "EEIORTU", "??", "Q", "CDEHLNO"])
def test_best_first_equals_the_top_of_everything(enable, rack):
    ruleset = get_ruleset("wordsmith")
    board = board_of("VsMatt2")
    every = [(p.score, p.tiles) for p in all_plays(ruleset, board, rack, enable)]
    for n in (1, 3, 20):
        assert [(p.score, p.tiles) for p in best_plays(ruleset, board, rack, enable, n)] == every[:n]


def test_literaki_first_play_needs_three_tiles_on_the_start(sjp):
    ruleset = get_ruleset("literaki")
    empty = Board(ruleset.layout)
    plays = all_plays(ruleset, empty, "AEIKLNO", sjp)
    assert len(plays) == 2114
    assert (plays[0].notation, plays[0].score) == ("H2 ALKONIE", 51)
    assert all(len(p.tiles) >= 3 and ruleset.layout.start in p.play.squares for p in plays)
    ąć = all_plays(ruleset, empty, "ĄCEIŁSZ", sjp)
    assert ąć[0].notation == "H7 CIESZĄ" and ąć[0].explanation.total == ąć[0].score


def test_polish_midgame_matches_brute_force():
    words = [
        "ŻABA",
        "ŻAL",
        "ĆMA",
        "ŁAŃ",
        "AŁA",
        "ZĄB",
        "BAŁ",
        "MAŁA",
        "ŁĄKA",
        "KAŁ",
        "ŚMA",
        "AŚ",
        "ŻĄ",
        "ĄŻ",
        "ŁA",
        "MA",
        "BA",
        "ŻA",
        "KA",
        "AK",
        "ŁAM",
    ]
    ruleset = get_ruleset("literaki")
    lexicon = lexicon_from_words(words, "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ")
    board = parse_cgp("15/15/15/15/15/15/15/6ŻABA5/8ŁĄKA3/15/15/15/15/15/15", ruleset).board
    for rack in ("AŁM?", "ĄŻKŚ", "ĆMAŁ"):
        found = {f.play.placement_key(): f.score for f in all_plays(ruleset, board, rack, lexicon)}
        assert found == brute_force_scores(ruleset, board, rack, words)
        assert found


def test_one_tile_forming_two_words_is_one_placement():
    ruleset = get_ruleset("wordsmith")
    lexicon = lexicon_from_words(["AT", "TA", "AA"], "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    board = parse_cgp("15/15/15/15/15/15/15/7T7/6A8/15/15/15/15/15/15", ruleset).board
    plays = all_plays(ruleset, board, "A", lexicon)
    corner = [p for p in plays if p.tiles == ((7 * 15 + 6, "A"),)]
    assert len(corner) == 1 and sorted(corner[0].words) == ["AA", "AT"]
    assert finder_for(ruleset, lexicon).count(board, "A") == len(plays)


def test_a_plain_word_list_works_as_lexicon():
    ruleset = get_ruleset("wordsmith")
    plays = all_plays(ruleset, Board(ruleset.layout), "CAT", ["cat", "act", "at"])
    assert {p.notation for p in plays} >= {"8F CAT", "8G CAT", "8H ACT", "H7 AT"}


def test_accept_all_lexicon_is_refused_with_a_reason():
    from wordplay.core.lexicon import AcceptAllLexicon

    with pytest.raises(TypeError, match="word graph"):
        finder_for(get_ruleset("wordsmith"), AcceptAllLexicon())


def test_hint_of_a_game_is_the_best_play(enable):
    from wordplay.board import new_game

    game = new_game("wordsmith", ["Ann", "Ben"], seed=3, lexicon=enable)
    expected = best_plays(game.ruleset, game.board, game.rack, enable, 1)[0]
    hint = game.hint()
    assert isinstance(hint, Play) and hint == expected.play
    assert game.play(hint).total == expected.score


def test_exchange_counts_follow_the_rules():
    wordsmith, literaki = get_ruleset("wordsmith"), get_ruleset("literaki")
    assert exchange_count(wordsmith, "AABDELT", 50) == 95
    assert exchange_count(wordsmith, "AABDELT", 0) == 0
    assert exchange_count(wordsmith, "ABCDEFG", 1) == 127  # any number while the bag has a tile
    # docs/rules.md section 4 [decided]: Literaki too exchanges any number while the bag holds one (2^7 - 1 sets)
    assert exchange_count(literaki, "ABCDEFG", 2) == 127
    assert exchange_count(literaki, "ABCDEFG", 0) == 0


def test_found_play_knows_its_leave_words_and_dict(enable):
    ruleset = get_ruleset("wordsmith")
    top = best_plays(ruleset, board_of("VsJeremy"), "DDESW??", enable, 2)
    assert top[0].leave == "" and top[0].words[0] == "hEaDWORDS"
    data = top[1].to_dict()
    assert data["score"] == top[1].score and data["notation"] == top[1].notation


@pytest.mark.parametrize("rack", ["AEILST?", "DEIKNOR", "EEIORTU", "QUIZ?AE"])
def test_best_valued_is_the_first_best_of_every_play(enable, rack):
    """best_valued against reading every play: the same play for a leave valuation with signs both ways."""
    finder = finder_for(get_ruleset("wordsmith"), enable)
    board = board_of("VsMatt2")
    worth = {"": 0.0}

    def value(leave):  # blanks and S kept are worth much, duplicates and Q cost
        if leave not in worth:
            worth[leave] = (
                9.5 * leave.count("?")
                + 4.0 * leave.count("S")
                - 7.25 * leave.count("Q")
                - 2.0 * (len(leave) - len(set(leave)))
            )
        return worth[leave]

    most = 9.5 * rack.count("?") + 4.0 * rack.count("S")  # no leave is worth more
    plays = finder.plays(board, rack)
    expected = plays[0]
    for p in plays:
        if p.score + value("".join(sorted(p.leave))) > expected.score + value("".join(sorted(expected.leave))):
            expected = p
    found = finder.best_valued(board, rack, value, most)
    assert (found.score, found.tiles, found.across) == (expected.score, expected.tiles, expected.across)
    assert found.leave == expected.leave


def test_plays_limited_to_usable_tiles_are_the_plays_using_only_those(enable):
    finder = finder_for(get_ruleset("wordsmith"), enable)
    board = board_of("VsMatt2")
    usable = set("AEILST")
    every = [
        (p.score, p.tiles, p.across) for p in finder.plays(board, "AEILST?") if all(t in usable for _, t in p.tiles)
    ]
    limited = finder.plays(board, "AEILST?", usable=usable)
    assert [(p.score, p.tiles, p.across) for p in limited] == every
    assert limited and all(p.leave.count("?") == 1 for p in limited)  # the leave is the whole rack's

"""Properties of the boardless table (hypothesis): it has no edges and no special spots, so
moving everything by the same amount changes nothing; clearing keeps exactly the words formed;
and the finder's plays are all legal and scored as the scorer scores them.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordplay.cards.finder import all_plays
from wordplay.cards.legality import check_play
from wordplay.cards.rules import CARD_ALPHABET, load_ruleset
from wordplay.cards.scoring import score_play, table_after
from wordplay.cards.table import CardPlay, neighbours, parse_play, play_notation, words_formed
from wordplay.core.lexicon import lexicon_from_words

WORDS = [
    "ar",
    "la",
    "ir",
    "rio",
    "ria",
    "cria",
    "criar",
    "trava",
    "ave",
    "aves",
    "era",
    "eras",
    "ser",
    "rei",
    "reis",
    "ti",
    "tia",
    "ta",
    "si",
    "sal",
    "sala",
    "sai",
    "ri",
    "te",
    "arte",
    "artes",
    "ate",
    "vela",
    "lar",
    "ler",
]
LEX = lexicon_from_words(WORDS, CARD_ALPHABET, "tiny")
CLASSIC = load_ruleset("classic")
TABLES = [("0,0 across TRAVA",), ("0,0 down CRIAR",), ("0,0 across SALA", "0,1 down (A)VES"), ()]

hands = st.text(alphabet="AEIRSTLVC?23", min_size=2, max_size=7)
shifts = st.tuples(st.integers(-40, 40), st.integers(-40, 40))


def lay(plays: tuple[str, ...]) -> dict:
    table: dict = {}
    for text in plays:
        table.update(parse_play(text, table).cards)
    return table


def shifted(table: dict, dr: int, dc: int) -> dict:
    return {(r + dr, c + dc): card for (r, c), card in table.items()}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(TABLES), hands, shifts)
def test_plays_are_legal_scored_right_and_move_with_the_table(plays, hand, shift):
    table = lay(plays)
    found = all_plays(CLASSIC, table, hand, LEX)
    moved = all_plays(CLASSIC, shifted(table, *shift), hand, LEX)
    if table:  # on an empty table every word is reported from 0,0 whatever the shift
        assert sorted((f.score, tuple(sorted(f.play.translated(*shift).cards))) for f in found) == sorted(
            (f.score, tuple(sorted(f.play.cards))) for f in moved
        )
    for f in found[:8]:
        assert check_play(CLASSIC, table, f.play, hand, LEX).ok
        assert score_play(CLASSIC, table, f.play, len(hand)).total == f.score
        assert parse_play(play_notation(table, f.play), table) == f.play


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(TABLES[:3]), st.data())
def test_clearing_keeps_exactly_the_cards_of_the_words_formed(plays, data):
    table = lay(plays)
    free = sorted({n for spot in table for n in neighbours(spot) if n not in table})
    spot = data.draw(st.sampled_from(free))
    across = data.draw(st.booleans())
    length = data.draw(st.integers(1, 4))
    dr, dc = (0, 1) if across else (1, 0)
    cells, (r, c) = {}, spot
    while len(cells) < length:
        if (r, c) not in table:
            cells[(r, c)] = data.draw(st.sampled_from("AEIRS"))
        r, c = r + dr, c + dc
    play = CardPlay.make(cells, across)
    words = words_formed(table, play)
    after, leaving = table_after(table, play)
    assert words  # a card laid beside the table always makes a word with it
    assert set(after) == {s for w in words for s in w.coords}
    assert len(after) + len(leaving) == len(table) + len(play.cards)
    score = score_play(CLASSIC, table, play, 7)
    assert score.total == sum(s.points for s in score.steps) == sum(w.score for w in score.words)
    moved = score_play(CLASSIC, shifted(table, 7, -3), play.translated(7, -3), 7)
    assert moved.total == score.total and [w.word for w in moved.words] == [w.word for w in score.words]

"""The score-and-leave level searches best first: it stops early, yet picks exactly what weighing
every candidate would pick, turn after turn of seeded games on a small lexicon."""

from __future__ import annotations

import pytest

from wordplay.core.lexicon import lexicon_from_words
from wordplay.thief.game import ThiefGame
from wordplay.thief.players import KeepThief, keep_value, player_settings, points_left_open, without_hand_wilds

WORD_LIST = """AT TA TO ON NO AN AS SO ET RE ER OR IN IT IS ONE NOT TON TEN NET SET TOE TAN ANT RAT TAR ART EAT
    TEA ATE SEA SAT NOR ROT ORE SIT TIN TONE NOTE STONE ONSET NOTES TONES STAR RATS ARTS TSAR RATE TEAR STARE
    TEARS RATES ASTER SNORT TENOR TONER RAIN TRAIN RATION SENATOR TREASON CAT CATS ACT ACTS CAST SCAT RED
    DEER REED TREE TREES STREET DOTE NODE DONE TIDE EDIT DIET LIST SILT SLIT TILE LINE LIONS INSOLE"""
WORDS = WORD_LIST.split()
LEX = lexicon_from_words(sorted(set(WORDS)), "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "tiny-thief-keep")


def exhaustive(player: KeepThief, game: ThiefGame):
    """Level 3's choice weighing every candidate, each with its best cards or keeping a Wild."""
    values = player_settings()["level3"]
    options = [o for f in player.candidates(game) for o in (f, without_hand_wilds(f)) if o is not None]
    if not options:
        return None

    def worth(f):
        used = {c.id for c in f.laid.hand_used}
        kept = [c for c in game.hand if c.id not in used]
        leave = -sum(c.value for c in kept) if not game.pile else keep_value(kept)
        exposed = sum(points_left_open(f, i) for i in range(len(f.words)))
        taken = f.target.score if f.target is not None else 0
        return f.score + leave - values["exposed_points"] * exposed + values["steal_points"] * taken

    return max(options, key=lambda f: (worth(f), -options.index(f)))


@pytest.mark.parametrize("seed", range(3))
def test_the_best_first_choice_is_the_exhaustive_one(seed):
    game = ThiefGame("word-thief", ["P0", "P1"], seed=seed, lexicon=LEX)
    players = [KeepThief(seed), KeepThief(seed + 1)]
    compared = 0
    while not game.is_over and compared < 25:
        player = players[game.to_move]
        chosen, expected = player.pick(game), exhaustive(player, game)
        assert (chosen is None) == (expected is None)
        if chosen is not None:
            assert (chosen.words, chosen.target, chosen.laid.cards) == (
                expected.words,
                expected.target,
                expected.laid.cards,
            )
            compared += 1
        game.apply(player.choose(game))
    assert compared >= 5

"""The pieces every family shares: the ruleset registry, the level scale, racks, check reports, settings."""

from __future__ import annotations

import pytest

from wordplay.board.players import computer_player as board_player
from wordplay.cards.players import computer_player as cards_player
from wordplay.core.checks import CheckReport, RuleCheck, run_checks
from wordplay.core.errors import WordplayError
from wordplay.core.players import LEVEL_NAMES, check_level
from wordplay.core.racks import rack_minus
from wordplay.core.registry import RULESET_NAMES, family_rulesets, get_ruleset, variant, variant_names
from wordplay.crossword import shape
from wordplay.thief.players import computer_player as thief_player


def test_every_ruleset_of_the_registry_is_its_familys_kind():
    kinds = {"board": "BoardRuleset", "thief": "ThiefRuleset", "cards": "CardsRuleset"}
    for name in RULESET_NAMES:
        assert type(get_ruleset(name)).__name__ == kinds[variant(name).family], name
    assert [get_ruleset(n).mode for n in variant_names("cards")] == list(family_rulesets("cards"))


def test_an_unknown_ruleset_is_refused_with_the_names():
    with pytest.raises(WordplayError) as info:
        get_ruleset("classic")
    assert info.value.code == "unknown_ruleset" and "scrabble-cards/classic" in info.value.message


@pytest.mark.parametrize("name", RULESET_NAMES)
def test_settings_round_trip_through_the_mixin(name):
    ruleset = get_ruleset(name)
    assert type(ruleset).from_settings(ruleset.settings()) == ruleset
    assert ruleset.with_settings(max_players=3).max_players == 3


def test_one_level_scale_for_every_family():
    assert LEVEL_NAMES == {1: "beginner", 2: "intermediate", 3: "expert"}
    # Level 1 is each family's beginner, level 3 its strongest.
    assert type(board_player(1)).__name__ == "BeginnerPlayer" and type(board_player(3)).__name__ == "LeavePlayer"
    assert type(thief_player(1)).__name__ == "BeginnerThief" and type(thief_player(3)).__name__ == "KeepThief"
    assert cards_player(3).level == 3 and board_player(2).level_name == "intermediate"
    for make in (board_player, thief_player, cards_player):
        with pytest.raises(WordplayError) as info:
            make(4)
        assert info.value.code == "bad_level"
    with pytest.raises(WordplayError):
        check_level(True)


def test_rack_minus_keeps_the_racks_order():
    assert rack_minus("AEIRST?", ["?", "E", "T"]) == "AIRS"
    assert rack_minus("AAB", "A") == "AB"
    with pytest.raises(ValueError):
        rack_minus("AB", "C")


def test_shape_ok_reads_the_shape_checks_only():
    def known(ctx):
        return RuleCheck("known", True)

    def line(ctx):
        return RuleCheck("line", ctx)

    def word(ctx):
        return RuleCheck("word", False)

    good_shape = CheckReport(tuple(run_checks(True, (known, line), (word,), stop_at_failure=False)))
    assert good_shape.shape_ok and not good_shape.ok and [c.shape for c in good_shape.checks] == [True, True, False]
    bad_shape = CheckReport(tuple(run_checks(False, (known, line), (word,), stop_at_failure=False)))
    assert not bad_shape.shape_ok and [c.rule for c in bad_shape.checks] == ["known", "line"]


def test_the_shape_rules_on_spots():
    filled = {(0, 2)}.__contains__
    assert shape.in_one_line([(0, 0), (0, 3)]) and not shape.in_one_line([(0, 0), (1, 1)])
    assert shape.gaps([(0, 0), (0, 1), (0, 4)], filled) == [(0, 3)]  # (0, 2) holds a piece already
    assert shape.taken([(0, 1), (0, 2)], filled) == [(0, 2)] and shape.repeats([(1, 1), (1, 1)])

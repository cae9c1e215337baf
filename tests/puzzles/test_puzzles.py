"""Puzzles for every variant: each stored answer is the finder's best there (checked again with the
family's own finder and its exercise), the grade measures what it says, the same seed writes the same
files, and the sheet is escaped and self-contained."""

from __future__ import annotations

import re

import pytest

from tests.puzzles.support import COUNT, SEED, puzzle_set
from wordplay.core.registry import RULESET_NAMES, get_ruleset
from wordplay.core.registry import variant as entry
from wordplay.puzzles import make_puzzles
from wordplay.puzzles.family import maker_for
from wordplay.puzzles.notebook import build_notebook
from wordplay.puzzles.sheet import sheet_html

pytestmark = pytest.mark.slow  # each variant plays a few whole games


def _finder_top_two(variant: str, position: dict) -> list[int]:
    """The two best scores in ``position``, from the family's own finder (not the puzzle maker)."""
    family = entry(variant).family
    if family == "board":
        from wordplay.board.finder import best_plays
        from wordplay.board.position import parse_cgp
        from wordplay.core.lexicon import load_lexicon

        ruleset = get_ruleset(variant)
        board = parse_cgp(position["cgp"], ruleset).board
        return [p.score for p in best_plays(ruleset, board, position["rack"], load_lexicon(ruleset.lexicon), 2)]
    if family == "thief":
        from wordplay.thief.finder import find_moves
        from wordplay.widgets.thief.position import LEARNER
        from wordplay.widgets.thief.position import position as read

        ruleset = get_ruleset(variant)
        read_position = read(ruleset, position["table"], position["hand"], position["own"])
        stealable = [w for w in read_position.table if w.owner != LEARNER and not w.locked]
        from wordplay.core.lexicon import load_lexicon

        return [
            f.score for f in find_moves(ruleset, load_lexicon(ruleset.lexicon), read_position.hand, stealable, top=2)
        ]
    if get_ruleset(variant).mode == "rummy":
        from wordplay.cards.solver import solve_task
        from wordplay.core.lexicon import load_lexicon

        ruleset = get_ruleset(variant)
        best = solve_task(
            ruleset, ruleset.decks.round_card(position["round"]), position["hand"], load_lexicon(ruleset.lexicon)
        )
        return [best.score]
    from wordplay.cards.finder import best_plays
    from wordplay.core.lexicon import load_lexicon

    ruleset = get_ruleset(variant)
    table = {(r, c): card for r, c, card in position["table"]}
    return [p.score for p in best_plays(ruleset, table, position["hand"], load_lexicon(ruleset.lexicon), 2)]


@pytest.mark.parametrize("variant", RULESET_NAMES)
def test_every_answer_is_the_finders_best_there(variant):
    puzzles = puzzle_set(variant)
    assert puzzles.puzzles, f"no puzzle for {variant}"
    maker = maker_for(variant)
    for p in puzzles.puzzles:
        c = p.candidate
        top = _finder_top_two(variant, dict(c.position))
        assert top[0] == c.best.score
        if len(top) > 1:  # the rummy solver names only the best
            assert top[1] == c.runner_up.score
        solved = maker.check(c.position, c.best.move)
        assert solved.solved and solved.best_score == c.best.score, solved
        runner_up = maker.check(c.position, c.runner_up.move)
        assert not runner_up.solved, runner_up


@pytest.mark.parametrize("variant", RULESET_NAMES)
def test_the_grade_is_best_minus_runner_up_and_obvious(variant):
    maker = maker_for(variant)
    for p in puzzle_set(variant).puzzles:
        c = p.candidate
        assert p.grade.margin == c.best.score - c.runner_up.score >= 1
        assert p.grade.gain == c.best.score - c.obvious.score >= maker.gain_min
        assert 1 <= p.grade.stars <= 3


@pytest.mark.parametrize("variant", RULESET_NAMES)
def test_the_same_seed_writes_the_same_files(variant, tmp_path):
    again = make_puzzles(variant, COUNT, SEED)
    first = puzzle_set(variant)
    assert again.to_dict() == first.to_dict()
    assert sheet_html(again, "pl") == sheet_html(first, "pl")
    import nbformat

    assert nbformat.writes(build_notebook(again, "ro")) == nbformat.writes(build_notebook(first, "ro"))


@pytest.mark.parametrize("variant", RULESET_NAMES)
def test_the_sheet_is_escaped_and_fetches_nothing(variant):
    page = sheet_html(puzzle_set(variant), "en", title="<script>alert('A & B')</script>")
    assert "<script" not in page and "&lt;script&gt;" in page and "A &amp; B" in page
    assert not re.search(r"https?:", page)
    assert not re.search(r"<(link|img|iframe|object)\b|\bsrc=|@import|url\(", page)
    assert page.count("class='puzzle'") == len(puzzle_set(variant).puzzles)
    assert "page-break-before: always" in page and "@media print" in page


def test_the_answers_come_after_every_puzzle():
    page = sheet_html(puzzle_set("literaki"), "en")
    last_puzzle = page.rindex("class='puzzle'")
    answers = page.index("class='answers'")
    assert last_puzzle < answers
    for p in puzzle_set("literaki").puzzles:
        assert page.index(p.candidate.best.move.replace("(", "(")) > answers


@pytest.mark.parametrize(("language", "sheet", "seed"), [("en", "Sheet", "seed"), ("pl", "Zestaw", "ziarn")])
def test_the_learners_pages_say_a_sheet_number_and_the_seed_is_the_teachers(language, sheet, seed):
    """The learners see "Sheet 3" beside their name, never the seed; the answers' page (the teacher's) says
    which seed makes the sheet again."""
    page = sheet_html(puzzle_set("literaki"), language)
    learners, answers = page.split("class='answers'")
    assert f"{sheet} {SEED}" in learners and seed not in learners.casefold()
    assert f"{seed}" in answers.casefold() and str(SEED) in answers


@pytest.mark.parametrize(
    ("variant", "language", "said"),
    [
        ("literaki", "pt", "Usa todas as peças do suporte."),
        ("scrabble-cards/classic", "pt", "Usa todas as cartas da mão."),
        ("literaki", "pl", "Wykłada wszystkie kamienie z podstawki."),
        ("literaki", "en", "It uses every tile on the rack."),
    ],
)
def test_the_sheet_says_each_feature_in_its_games_own_words(variant, language, said):
    """A play that uses the whole rack or hand is said in the game's words: tiles on a board game's sheet, cards on
    a card game's, never "every tile or card" (the review's "peças ou cartas da mão" on the Literaki sheet)."""
    assert any("all_tiles" in p.grade.features for p in puzzle_set(variant).puzzles)  # the sets used here have one
    page = sheet_html(puzzle_set(variant), language)
    assert said in page and " or card" not in page and "ou cartas" not in page and "lub wszystkie" not in page

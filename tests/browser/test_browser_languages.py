"""The translated tutorials in a real browser: Literaki and Wordsmith in Polish, Scrabble Cards in Portuguese,
Word Thief in Romanian (JupyterLab + Debian's Chromium, driven by Playwright).

Each tutorial is opened and run; in its game against the computer the best play is laid by clicks, the
panel is read, the play is submitted and the kernel polled until the game has it; the status line then
gives the move back to the learner by the first name the tutorial gives them (not "Ty", "Tu" or "You").
The sentences a learner reads there (the headline, the explanation's steps, the buttons, the status line)
must be the translations written in ``wordplay/data/locale/<language>.po``, copied here by hand (so the
code under test cannot supply its own expectation), and no English sentence of the same message ids may
show in the widget.
Names, notation and the letters of words stay as they are; only sentences are checked (other English
fragments, such as premium labels, are not this test's business). Screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pytest

from tests.browser.harness import ROOT, poll, root_of
from tests.browser.test_browser_cards import PLAN as CARDS_PLAN
from tests.browser.test_browser_cards import lay_cards
from tests.browser.test_browser_thief import PLAN as THIEF_PLAN
from tests.browser.test_browser_thief import draft
from tests.browser.test_browser_widgets import PLAN as BOARD_PLAN
from tests.browser.test_browser_widgets import lay


@dataclass(frozen=True)
class Case:
    notebook: str
    widget: str  # the name of the game widget against the computer in the notebook
    plan: str
    lay: Any
    headline: str  # a fragment of the "legal and scores" headline, from the .po
    step: str  # a fragment every explanation of a play in this game has, from the .po
    buttons: dict[str, str]  # button class -> label, from the .po
    status: str  # a fragment of the status line once the computer has answered, from the .po
    learner: str  # the learner's seat in the game against the computer (the tutorial's name.you), after status
    ids: tuple[str, ...]  # the message ids whose English must not show


CASES = {
    "pl": Case(
        "literaki.pl.ipynb",
        "game",
        BOARD_PLAN,
        lay,
        headline="jest dozwolony i daje",  # widget.preview.legal
        step="litery dają razem",  # step.word_sum
        buttons={"wp-submit": "Zatwierdź", "wp-undo": "Cofnij", "wp-step-next": "krok ▶", "wp-recall": "Zdejmij"},
        status="Ruch ma",  # widget.status.turn
        learner="Zosia",
        ids=(
            "widget.preview.legal",
            "step.word_sum",
            "step.word_total",
            "step.total",
            "widget.status.turn",
            "widget.played",
            "widget.label.submit",
            "widget.label.undo",
            "widget.label.next",
            "widget.label.recall",
            "widget.label.rules",
            "widget.label.score",
        ),
    ),
    "pt": Case(
        "scrabble-cards.pt.ipynb",
        "cards",
        CARDS_PLAN,
        lay_cards,
        headline="é válida e vale",  # widget.preview.legal
        step="as cartas somam",  # step.cards_word_sum
        buttons={"wp-submit": "Confirmar", "wp-undo": "Desfazer", "wp-step-next": "passo ▶", "wp-recall": "Recolher"},
        status="É a vez de",  # widget.status.turn
        learner="Inês",
        ids=(
            "widget.preview.legal",
            "step.cards_word_sum",
            "step.cards_first_play",
            "step.total",
            "widget.status.turn",
            "widget.label.submit",
            "widget.label.undo",
            "widget.label.next",
            "widget.label.recall",
            "widget.label.rules",
            "widget.label.score",
        ),
    ),
    "ro": Case(
        "word-thief.ro.ipynb",
        "game",
        THIEF_PLAN,
        draft,
        headline="este permisă și valorează",  # widget.thief.preview.legal
        step="valorează",  # step.thief_word_total
        buttons={"wp-submit": "Joacă", "wp-undo": "Anulează", "wp-step-next": "pas ▶", "wp-give-up": "Nu pot juca…"},
        status="Urmează",  # widget.status.turn
        learner="Ana",
        ids=(
            "widget.thief.preview.legal",
            "step.thief_word_total",
            "step.total",
            "widget.status.turn",
            "widget.thief.label.submit",
            "widget.thief.label.undo",
            "widget.thief.label.give_up",
            "widget.label.next",
            "widget.label.rules",
            "widget.label.score",
        ),
    ),
}
# Wordsmith in Polish: English words, the Polish sentences of Literaki's widget
CASES["pl-wordsmith"] = Case(
    "wordsmith.pl.ipynb",
    "game",
    BOARD_PLAN,
    lay,
    headline="jest dozwolony i daje",
    step="litery dają razem",
    buttons={**CASES["pl"].buttons, "wp-hint": "Podpowiedź (3)"},  # widget.label.hint, with the hints left
    status="Ruch ma",
    learner="Zosia",
    ids=(*CASES["pl"].ids, "widget.label.hint"),
)


def literal_runs(template) -> set[str]:
    """The literal runs (4 characters or more) of a template, every plural form's."""
    forms = [v for k, v in template.items() if k != "count"] if isinstance(template, dict) else [template]
    return {run.strip() for form in forms for run in re.split(r"\{[^}]*\}", form) if len(run.strip()) >= 4}


def english_fragments(ids: tuple[str, ...], language: str) -> set[str]:
    """The English templates' literal runs for ``ids``, but those the translation shares ("Total:" is
    Portuguese and Romanian too): none of them may show."""
    from wordplay.core.messages import catalogue

    english, translated = catalogue("en"), catalogue(language)
    found = set()
    for mid in ids:
        assert mid in translated, f"{mid} has no {language} translation"
        found |= literal_runs(english[mid]) - literal_runs(translated[mid])
    assert found, ids
    return found


def english_shown(text: str, fragments: set[str]) -> list[str]:
    """The English fragments in ``text`` (whole words only: "Undo" is not found in "Undone")."""
    return sorted(f for f in fragments if re.search(rf"(?<!\w){re.escape(f)}(?!\w)", text))


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_translated_tutorial_speaks_its_language(open_lab, name):
    case, language = CASES[name], name.split("-")[0]
    if not (ROOT / "notebooks" / case.notebook).exists():
        pytest.skip(f"notebooks/{case.notebook} is not written yet")
    english = english_fragments(case.ids, language)
    lab = open_lab(case.notebook)
    lab.run_all()
    assert not lab.errors(), lab.cell_texts()
    assert lab.kernel_json(f"{case.widget}.language") == language
    assert lab.kernel_json("__import__('wordplay').get_language()") == language

    lab.kernel(case.plan)
    root = root_of(lab, lab.kernel_json(f"{case.widget}.uid"))
    root.scroll_into_view_if_needed()
    before = lab.kernel_json(f"len({case.widget}.game.moves)")
    case.lay(root, lab.kernel_json(f"_plan({case.widget})"))

    # the panel: the headline and the explanation's steps in the language, none of their English
    headline = root.locator(".wp-headline.wp-legal")
    headline.wait_for(timeout=15_000)
    assert case.headline in headline.text_content()
    steps = root.locator(".wp-steps li").all_text_contents()
    assert steps and any(case.step in s for s in steps), steps
    assert root.locator(".wp-rules li.wp-rule-fail").count() == 0
    for button, label in case.buttons.items():
        assert root.locator(f".{button}").first.text_content().strip() == label, button
    shown = root.inner_text()
    assert english_shown(shown, english) == [], shown
    lab.screenshot(f"language-{name}-explained.png", root)

    # submitted: Python has the play, the computer answers, the status line speaks the language
    root.locator(".wp-submit").click()
    poll(
        lambda: lab.kernel_json(f"len({case.widget}.game.moves)") >= before + 2,
        timeout=120,
        what="the play and the computer's reply",
    )
    poll(
        lambda: f"{case.status} {case.learner}" in (root.locator(".wp-status").text_content() or ""),
        timeout=30,
        what="the status line in the language, the learner to move",
    )
    shown = root.inner_text()
    assert english_shown(shown, english) == [], shown
    lab.screenshot(f"language-{name}-played.png", root)

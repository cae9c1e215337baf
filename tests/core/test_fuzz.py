"""A seeded fuzz of everything a user can type or send: a few thousand inputs, typed refusals only.

Each generator mixes well-formed input with the characters and numbers that broke parsers
before (``²``, ``ı``, 5000 digits, deep nesting, paths). For every input the test asserts:
no exception outside the ``WordplayError`` family, no call over ``SLOW`` seconds, and, when
an input to a game or a widget is refused, the game's JSON and the widget's state unchanged.
The command line is run in process: a refusal is one line on stderr and exit status 2.
"""

from __future__ import annotations

import functools
import json
import random
import time
from collections.abc import Callable
from typing import Any

from tests.support.board_helpers import EMPTY_BOARD
from wordplay.board.game import BoardGame
from wordplay.board.gcg import game_from_gcg, game_to_gcg
from wordplay.board.notation import parse_play, resolve_play
from wordplay.board.position import parse_cgp, parse_rack
from wordplay.cards.modes import new_game as new_cards_game
from wordplay.cards.rules import CARD_ALPHABET
from wordplay.cards.table import parse_play as parse_cards_play
from wordplay.cli import main
from wordplay.core.errors import SaveFormatError, WordplayError
from wordplay.core.lexicon import ENGLISH_ALPHABET, lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.thief.game import ThiefGame
from wordplay.thief.moves import parse_move
from wordplay.thief.ruleset import load_ruleset as thief_ruleset
from wordplay.widgets.board.session import GameSession
from wordplay.widgets.cards.session import CardsGameSession
from wordplay.widgets.thief.session import ThiefGameSession

SEED = 20261123
SLOW = 5.0
WORDSMITH = get_ruleset("wordsmith")
ENGLISH = lexicon_from_words(
    [
        "AT",
        "CAT",
        "TA",
        "ACT",
        "TAX",
        "ZAX",
        "AX",
        "EX",
        "TEA",
        "EAT",
        "ATE",
        "ET",
        "RE",
        "ER",
        "ON",
        "NO",
        "IN",
        "IT",
        "TI",
        "DOG",
        "GOD",
        "CATS",
        "WORK",
        "WORKS",
        "FRONT",
    ],
    ENGLISH_ALPHABET,
    "fuzz",
)
PORTUGUESE = lexicon_from_words(
    [
        "AR",
        "TREINO",
        "TREINOS",
        "RIO",
        "RIR",
        "ARA",
        "ERA",
        "EIRA",
        "SER",
        "SE",
        "TE",
        "NO",
        "OS",
        "AS",
        "AI",
        "ES",
        "IA",
    ],
    CARD_ALPHABET,
    "fuzz-pt",
)

PIECES = [
    "8H",
    "H8",
    "8h",
    "16H",
    "8Z",
    "0A",
    "A1",
    "O15",
    "P1",
    "1,1",
    "-1,0",
    "0,0",
    "-100000,0",
    "across",
    "down",
    "a",
    "d",
    "bonus",
    "on",
    "2",
    "3",
    "CAT",
    "cat",
    "ZaX",
    "(A)",
    "(",
    ")",
    ".",
    "?",
    "²",
    "ı",
    "ſ",
    "٣",
    "ß",
    "Ź",
    "ź",
    "Ç",
    "9" * 20,
    "9" * 5000,
    "-",
    "+",
    "->",
    "→",
    "#1",
    "#" + "9" * 40,
    "/",
    ";",
    "15",
    "4294967296",
    "",
    " ",
    "\t",
    "\x00",
    "é",
]
NUMBERS = [0, 1, -1, 2, 7, 14, 15, 224, 225, 10**6, -(10**6), 2**53, 10**30, 1.5, float("inf"), True, None]
VALUES = [
    *NUMBERS,
    "",
    "x",
    "?",
    "A",
    "a",
    "²",
    "/dev/zero",
    "../../etc/passwd",
    [],
    {},
    [0],
    [0, 0],
    [[2, "ten"]],
    [[[[[]]]]],
    {"a": 1},
    "9" * 5000,
]


def text(rng: random.Random, joiner: str = " ") -> str:
    return joiner.join(rng.choice(PIECES) for _ in range(rng.randint(0, 5)))


def guarded(call: Callable[..., Any], *args: Any) -> Any:
    """Run ``call(*args)``: a WordplayError is a refusal (returned), anything else fails, and so does a slow call."""
    started = time.perf_counter()
    try:
        result = call(*args)
    except WordplayError as exc:
        result = exc
    elapsed = time.perf_counter() - started
    assert elapsed < SLOW, f"{elapsed:.1f} s"
    return result


# ----- notation: positions, plays, racks, card plays, Word Thief moves --------------------------------


def test_notation(request):
    rng = random.Random(SEED)
    board = parse_cgp("15/15/15/15/15/15/15/7CAT5/15/15/15/15/15/15/15", WORDSMITH).board
    for _ in range(1500):
        play_text = text(rng, rng.choice([" ", ""]))
        notation = guarded(parse_play, play_text)
        if not isinstance(notation, WordplayError):
            guarded(resolve_play, notation, board, WORDSMITH.tiles)
        guarded(parse_rack, text(rng, ""), WORDSMITH)
        rows = [
            rng.choice(["15", "7CAT5", "14", "16", "²", "ı14", "0", "4294967296", text(rng, "")])
            for _ in range(rng.choice([15, 15, 15, 14, 1]))
        ]
        guarded(parse_cgp, "/".join(rows) + " " + text(rng), WORDSMITH)
        guarded(parse_cgp, EMPTY_BOARD + " " + text(rng), "literaki")
        guarded(parse_cards_play, text(rng), {(0, 0): "A", (0, 1): "R"})
        guarded(parse_move, text(rng), [], 0)


# ----- GCG: a real record, mutated ----------------------------------------------------------------------


def _recorded_game() -> str:
    game = BoardGame("wordsmith", ["Ann", "Ben"], seed=2, lexicon=ENGLISH)
    game.pass_turn()
    game.exchange(game.rack[:3])
    game.pass_turn()
    return game_to_gcg(game)


def test_gcg():
    rng = random.Random(SEED + 1)
    record = _recorded_game().splitlines()
    for _ in range(400):
        lines = list(record)
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(lines))
            choice = rng.random()
            if choice < 0.4:
                words = lines[i].split(" ")
                words[rng.randrange(len(words))] = rng.choice(PIECES)
                lines[i] = " ".join(words)
            elif choice < 0.6:
                lines.insert(
                    i,
                    rng.choice(
                        [
                            "#player" + rng.choice(PIECES) + " x X",
                            "#variant wordsmith blanks=" + rng.choice(PIECES),
                            ">Ann: " + text(rng),
                            "#variant " + text(rng),
                        ]
                    ),
                )
            elif choice < 0.8:
                del lines[i]
            else:
                lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)]
        guarded(game_from_gcg, "\n".join(lines), ENGLISH)


# ----- saves of each family: JSON values swapped, text cut ---------------------------------------------


def _games() -> list[Any]:
    board = BoardGame("wordsmith", ["Ann", "Ben"], seed=3, lexicon=ENGLISH)
    board.pass_turn()
    thief = ThiefGame(thief_ruleset(), ["Ann", "Ben"], seed=3, lexicon=ENGLISH)
    cards = [
        new_cards_game(mode, ["Ana", "Rui"], seed=3, lexicon=PORTUGUESE) for mode in ("classic", "forfeit", "rummy")
    ]
    return [board, thief, *cards]


def _paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for i, value in enumerate(data[:8]):
            out += _paths(value, (*prefix, i))
    return out


def test_saves():
    rng = random.Random(SEED + 2)
    for game in _games():
        saved = game.to_json()
        lexicon = ENGLISH if isinstance(game, (BoardGame, ThiefGame)) else PORTUGUESE
        paths = [p for p in _paths(json.loads(saved)) if p]
        for _ in range(150):
            data = json.loads(saved)
            path = rng.choice(paths)
            target = data
            for key in path[:-1]:
                target = target[key]
            if rng.random() < 0.15 and isinstance(target, dict):
                del target[path[-1]]
            else:
                target[path[-1]] = rng.choice(VALUES)
            result = guarded(type(game).from_dict, data, lexicon)
            assert isinstance(result, (SaveFormatError, type(game))), result
        for _ in range(60):
            cut = rng.randrange(len(saved))
            broken = saved[:cut] + rng.choice([*PIECES, "[" * 3000, "{", "]", '"']) + saved[cut + 1 :]
            result = guarded(type(game).from_json, broken, lexicon)
            assert isinstance(result, (SaveFormatError, type(game))), result
        assert game.to_json() == saved


# ----- moves on live games: a refusal changes nothing ---------------------------------------------------


def test_game_moves():
    rng = random.Random(SEED + 3)
    for game in _games():
        for _ in range(120):
            before = game.to_json()
            move = rng.choice(
                [
                    (_call, "play", text(rng)),
                    (_call, "exchange", text(rng, "")),
                    (_call, "pass_turn"),
                    (
                        game.apply,
                        tuple(
                            rng.choice([*VALUES[:20], "exchange", "action", "draw", "discard", "challenge"])
                            for _ in range(rng.randint(0, 4))
                        ),
                    ),
                    (game.apply, rng.choice(VALUES)),
                    (_call, "play_action", rng.choice(NUMBERS), rng.choice(["ends_in_s", "x", ""])),
                    (_call, "hint"),
                    (_call, "draw", rng.choice(["pile", "discard", "x", 3])),
                    (_call, "discard", text(rng, ""), ()),
                ]
            )
            if move[0] is _call:
                move = (_call, game, *move[1:])
            result = guarded(*move)
            if isinstance(result, WordplayError) and result.code != "game_over":
                assert game.to_json() == before, result
            if game.is_over:
                break


def _call(game: Any, name: str, *args: Any) -> Any:
    """``game.<name>(*args)`` when the engine has that move, else an undo (every engine has one)."""
    method = getattr(game, name, None)
    return method(*args) if method is not None else game.undo()


# ----- widget intents: forged messages change nothing ---------------------------------------------------

FIELDS = [
    "square",
    "index",
    "letter",
    "to",
    "indices",
    "rank",
    "turn",
    "row",
    "col",
    "word",
    "words",
    "text",
    "card",
    "cards",
    "player",
    "category",
    "source",
    "target",
    "discard",
    "on",
]


def _sessions() -> list[Any]:
    return [
        GameSession("wordsmith", ["Ann", "Ben"], 1, lexicon=ENGLISH),
        CardsGameSession("forfeit", ["Ana", "Rui"], seed=4, lexicon=PORTUGUESE),
        ThiefGameSession(["Ann", "Ben"], seed=4, lexicon=ENGLISH),
    ]


def test_widget_intents():
    rng = random.Random(SEED + 4)
    for session in _sessions():
        actions = sorted(session.actions)
        seq = 0
        for _ in range(250):
            seq += rng.choice([1, 1, 1, 0, -1])
            message: Any = {"seq": seq, "action": rng.choice([*actions, "fly", "__init__"])}
            for name in rng.sample(FIELDS, rng.randint(0, 3)):
                message[name] = rng.choice(
                    VALUES
                    + [rng.randint(-2, 230) for _ in range(6)]
                    + [[rng.randint(-1, 8) for _ in range(rng.randint(0, 3))]]
                )
            if rng.random() < 0.05:
                message = rng.choice(VALUES)
            before = (session._state_key(), session.game.to_json())
            accepted = guarded(session.handle, message)
            assert not isinstance(accepted, WordplayError), accepted  # handle never raises
            if not accepted:
                assert (session._state_key(), session.game.to_json()) == before, message
            if session.game.is_over:
                break


# ----- the command line ------------------------------------------------------------------------------------


def test_cli(tmp_path, capsys):
    rng = random.Random(SEED + 5)
    (tmp_path / "words.txt").write_text("cat\nat\nta\n", encoding="utf-8")
    (tmp_path / "bad.txt").write_text("ca-t\n123\n", encoding="utf-8")
    (tmp_path / "binary.dat").write_bytes(bytes(range(256)) * 4)
    hostile = BoardGame("wordsmith", ["Ann\x1b]0;x\x07\u202e" + "n" * 500, "Ben\x1b[2J"], seed=3, lexicon=ENGLISH)
    hostile.pass_turn()
    (tmp_path / "hostile.json").write_text(hostile.to_json(), encoding="utf-8")
    with (tmp_path / "huge.json").open("wb") as handle:
        handle.truncate(60_000_000)  # sparse: larger than any save
    names = ("words.txt", "bad.txt", "binary.dat", "missing.txt", "hostile.json", "huge.json")
    files = [str(tmp_path / n) for n in names] + ["/dev/zero"]
    commands = {
        "score": ["--position", "--play", "--rack", "--variant", "--lexicon"],
        "check": ["--position", "--play", "--rack", "--lexicon"],
        "cards-score": ["--hand", "--play", "--table", "--lexicon", "--mode"],
        "cards-best": ["--hand", "-n", "--lexicon"],
        "cards-task": ["--hand", "--round", "--lexicon"],
        "analyze": [],
        "lexicon": [],
    }
    values = [
        *PIECES,
        "8H CAT",
        "0,0 across AR",
        "CAT?",
        EMPTY_BOARD,
        "wordsmith",
        "literaki",
        "klingon",
        "Dois é Bom",
        "AREI",
        "-1",
        "0",
        "999999999",
    ]
    for _ in range(150):
        command = rng.choice(list(commands))
        argv = [command]
        if command == "analyze":
            argv.append(rng.choice(files))
        elif command == "lexicon":
            argv += [rng.choice(["build", "check", "fly"]), rng.choice(["klingon", "", "²"])]
        for option in rng.sample(commands[command], rng.randint(0, len(commands[command]))):
            argv += [option, rng.choice(files) if option == "--lexicon" else rng.choice(values)]
        started = time.perf_counter()
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse's refusals
            code = exc.code
        assert time.perf_counter() - started < SLOW, argv
        out, err = capsys.readouterr()
        assert not any(ch in out + err for ch in "\x1b\x07\u202e"), argv  # nothing a terminal acts on
        if code != 0:
            assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, (argv, err)


# ----- the new save paths: a play page's saves, files a widget continues, games kept unasked ------------------


def test_play_page_saves_and_loads(monkeypatch, tmp_path):
    """A play page's save mutated (values swapped, text cut): read_save and the page's "load" refuse it with a
    sentence (no internals) or read it; a refused load says that sentence (even where the computer has moved, so
    that a good file would first be asked about) and leaves the game played as it was."""
    from wordplay.play import play
    from wordplay.play.saves import read_save, write_save

    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path))
    rng = random.Random(SEED + 6)
    variants = {"wordsmith": _games()[0], "word-thief": _games()[1], "scrabble-cards/classic": None}
    for variant, game in variants.items():
        page = play(variant, seed=7)
        page.panel.request = {"seq": 1, "action": "start", "level": 1, "name": "Ana"}
        playing = page.game_widget.game.to_json()
        saved = write_save(variant, (None, 1), game) if game is not None else page.panel.save
        paths = [p for p in _paths(json.loads(saved)) if p]
        for attempt in range(60):
            if attempt % 2:
                data = json.loads(saved)
                path = rng.choice(paths)
                target = data
                for key in path[:-1]:
                    target = target[key]
                target[path[-1]] = rng.choice(VALUES)
                broken = json.dumps(data)
            else:
                cut = rng.randrange(len(saved))
                broken = saved[:cut] + rng.choice([*PIECES, "[" * 3000, "\udcff", '"']) + saved[cut + 1 :]
            result = guarded(read_save, broken, variant)
            if isinstance(result, WordplayError):
                assert "Error:" not in result.message and "Traceback" not in result.message, result.message
                page.panel.request = {"seq": 2 + attempt, "action": "load", "text": broken}
                assert page.game_widget.game.to_json() == playing
                assert page.panel.notice == result.message  # the refusal itself, not a question about replacing


def test_files_a_widget_is_asked_to_continue(tmp_path, monkeypatch):
    """Random bytes where a game widget's save_to or kept game is: a typed refusal (save_to) or a new game (kept),
    never an untyped error, and the file is left as it was."""
    from wordplay.core import kept
    from wordplay.widgets import BoardGameWidget

    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path))
    rng = random.Random(SEED + 7)
    real = BoardGame("wordsmith", ["Ann", "Ben"], seed=3, lexicon=ENGLISH)
    real.pass_turn()
    saved = real.to_json().encode()
    slot = kept.games_folder() / kept.slot("wordsmith", ["Ann", "Ben"], 3)
    for attempt in range(40):
        cut = rng.randrange(len(saved))
        content = rng.choice(
            [saved[:cut] + bytes([rng.randrange(256)]) + saved[cut + 1 :], bytes(rng.randrange(256) for _ in range(64))]
        )
        target = tmp_path / f"save{attempt}.json"
        target.write_bytes(content)
        made = guarded(
            functools.partial(BoardGameWidget, "wordsmith", ["Ann", "Ben"], seed=3, lexicon=ENGLISH, save_to=target)
        )
        assert isinstance(made, (SaveFormatError, BoardGameWidget)), made
        if isinstance(made, SaveFormatError):
            assert target.read_bytes() == content
        slot.parent.mkdir(parents=True, exist_ok=True)
        slot.write_bytes(content)
        widget = guarded(lambda: BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=3, lexicon=ENGLISH))
        assert isinstance(widget, BoardGameWidget), widget
        if widget.game.moves == []:
            assert slot.read_bytes() == content or not slot.exists()
        widget.close()
        if isinstance(made, BoardGameWidget):
            made.close()


def test_random_games_saved_kept_and_read_back_after_every_move(tmp_path, monkeypatch):
    """Random full games of each family: after every move the game goes through the new save paths (kept unasked,
    listed, loaded; a play page's save written and read) and comes back identical."""
    from wordplay.board.players import computer_player as board_player
    from wordplay.cards.players import computer_player as cards_player
    from wordplay.core import kept
    from wordplay.core.random_play import check_random_games
    from wordplay.play.saves import read_save, write_save
    from wordplay.thief.players import computer_player as thief_player

    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path))

    def through_saves(variant: str) -> Callable[..., None]:
        def check(game: Any, *_: Any) -> None:
            text = game.to_json()
            path = kept.games_folder() / kept.slot(game.ruleset.id, list(game.names), game.seed)
            assert kept.keep(path, text)
            (listed,) = [k for k in kept.kept_games() if k.path == path]
            assert listed.moves == len(game.moves) and listed.load().to_json() == text
            again = read_save(write_save(variant, (None, None), game), variant).game
            assert again.to_json() == text

        return check

    families = [
        ("wordsmith", lambda seed: BoardGame("wordsmith", ["Ann", "Ben"], seed=seed, lexicon=ENGLISH), board_player),
        (
            "word-thief",
            lambda seed: ThiefGame(thief_ruleset(), ["Ann", "Ben"], seed=seed, lexicon=ENGLISH),
            thief_player,
        ),
        (
            "scrabble-cards/classic",
            lambda seed: new_cards_game("classic", ["Ana", "Rui"], seed=seed, lexicon=PORTUGUESE),
            cards_player,
        ),
    ]
    for variant, make, player in families:
        lexicon = PORTUGUESE if variant.startswith("scrabble") else ENGLISH
        report = check_random_games(
            make,
            [player(1, seed=1, lexicon=lexicon), player(1, seed=2, lexicon=lexicon)],
            games=1,
            after_move=[through_saves(variant)],
        )
        assert report.games == 1

"""``wordplay analyze``: the review of a saved game of any variant, move by move, then a summary.

A board game is read from GCG or from its JSON save; a Scrabble Cards or Word Thief game from its
JSON save. The file is untrusted: it is read bounded, parsed without opening anything it names,
and replayed with every rule checked before anything is reviewed.
"""

from __future__ import annotations

import argparse
import importlib
import json
from typing import Any

from wordplay.cli.parsing import count_up_to, say
from wordplay.core.errors import NotationError, SaveFormatError
from wordplay.core.review import TOP

#: Each save format: the game class that reads it and the family module that reviews it.
SAVES = {
    "wordplay.board-game": ("wordplay.board.game", "BoardGame", "wordplay.board.review"),
    "wordplay.cards-game": ("wordplay.cards.game", "CardGame", "wordplay.cards.review"),
    "wordplay.thief-game": ("wordplay.thief.game", "ThiefGame", "wordplay.thief.review"),
}
MOST_SHOWN = 10


def register(subparsers: Any) -> None:
    text = say("review")
    parser = subparsers.add_parser("analyze", help=text, description=text)
    parser.add_argument("game", help=say("saved_game"))
    parser.add_argument("--lexicon", help=say("lexicon_variant"))
    parser.add_argument("--player", action="append", metavar="NAME", help=say("review_player"))
    parser.add_argument(
        "--top",
        type=count_up_to(MOST_SHOWN),
        default=TOP,
        metavar="N",
        help=say("review_top", most=MOST_SHOWN, default=TOP),
    )
    parser.add_argument("--json", action="store_true", help=say("json"))
    parser.set_defaults(run=_analyze)


def _analyze(args: argparse.Namespace) -> int:
    from wordplay.core.untrusted import load_json, player_name, printable, read_word_list

    try:
        text = read_word_list(args.game)  # bounded UTF-8 text: a binary or huge file is refused in a sentence
    except NotationError as exc:  # said as what it is: a saved game that cannot be read
        raise SaveFormatError("bad_save", params={"reason": exc.params.get("reason", "")}) from None
    lexicon = None
    if args.lexicon:
        from wordplay.core.lexicon import lexicon_from_file

        lexicon = lexicon_from_file(args.lexicon)
    if text.lstrip().startswith("{"):
        data = load_json(text)
        saved = SAVES.get(str(data.get("format"))) if isinstance(data, dict) else None
        if saved is None:
            raise SaveFormatError("not_a_saved_game")
        game_module, game_class, review_module = saved
        game = getattr(importlib.import_module(game_module), game_class).from_dict(data, lexicon)
    else:
        from wordplay.board.gcg import game_from_gcg

        game, review_module = game_from_gcg(text, lexicon), "wordplay.board.review"
    game.names = [player_name(name) for name in game.names]  # untrusted: printed without escapes, overrides or floods
    players = None
    if args.player:
        unknown = [name for name in args.player if name not in game.names]
        if unknown:
            raise NotationError("no_player_named", params={"name": unknown[0], "names": ", ".join(game.names)})
        players = [i for i, name in enumerate(game.names) if name in args.player]
    review = importlib.import_module(review_module).review_game(game, players=players, top=args.top, lexicon=lexicon)
    if args.json:
        print(printable(json.dumps(review.to_dict(), ensure_ascii=False, indent=1), keep_lines=True))
    else:
        print(printable(review.text(), keep_lines=True))
    return 0

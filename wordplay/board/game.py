"""A board game played through: players, a seeded bag, turns, the end, undo, JSON.

State is a value: everything lives in plain data (``to_dict``), and the whole game is the
start of play (after the draw for first player and the deal) plus the list of events that
followed. Undo replays the events but the last move; loading a saved game replays its
events and checks the result against the saved state, so a tampered save is refused.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container, Mapping, Sequence
from functools import partial
from typing import Any

import wordplay.board.scoring as scoring
from wordplay.board.legality import check_play, validate_play
from wordplay.board.notation import parse_play, play_notation, resolve_play
from wordplay.board.position import Position, parse_rack
from wordplay.board.ruleset import BoardRuleset, load_ruleset
from wordplay.board.scoring import score_play
from wordplay.core.checks import CheckReport
from wordplay.core.drawing import html
from wordplay.core.errors import GameOverError, IllegalMoveError, NotationError, SaveFormatError
from wordplay.core.explanation import DeferredExplanation, Explanation
from wordplay.core.first_player import draw_for_first
from wordplay.core.lexicon import RulesetLexicon
from wordplay.core.messages import Term, in_own_words
from wordplay.core.outcome import Outcome, Termination, end_adjustments
from wordplay.core.racks import rack_minus
from wordplay.core.recorded import RecordedGame
from wordplay.core.rng import Rng
from wordplay.core.tiles import BLANK
from wordplay.core.untrusted import move_arg, move_kinds, text_arg
from wordplay.crossword.board import Board
from wordplay.crossword.generator import Origin
from wordplay.crossword.moves import Exchange, Move, Pass, Play
from wordplay.crossword.words import FormedWord, main_word

MOVE_KINDS = ("play", "exchange", "pass")
PLAY_EXAMPLE = "8H ZAX"  # the form of a play a refusal of a wrong Python value shows

HintFinder = Callable[[BoardRuleset, Board, str, Container[str]], "Play | None"]


class BoardGame(RulesetLexicon, RecordedGame):
    """One play-through of Wordsmith or Literaki.

    >>> game = BoardGame("wordsmith", ["Ann", "Ben"], seed=7)
    >>> game.names[game.to_move], game.rack   # Ben drew the tile nearest to A
    ('Ben', 'DRAIELO')
    >>> print(game.play("8D RADIO"))
    R on D8 (2L): 1 × 2 = 2
    A on E8: 1
    D on F8: 1
    I on G8: 1
    O on H8: 1
    RADIO: letters add up to 6
    RADIO: 2W on H8 multiplies the word: 6 × 2 = 12
    RADIO scores 12
    Total: 12
    >>> game.scores, game.names[game.to_move]
    ([0, 12], 'Ann')
    """

    save_format = "wordplay.board-game"
    move_kinds = MOVE_KINDS

    def __init__(
        self,
        variant: str | BoardRuleset = "wordsmith",
        players: Sequence[str] = ("Player 1", "Player 2"),
        seed: int = 0,
        lexicon: Container[str] | None = None,
        hint_finder: HintFinder | None = None,
    ) -> None:
        self.ruleset = load_ruleset(variant) if isinstance(variant, str) else variant
        names = [str(n) for n in players]
        low, high = self.ruleset.min_players, self.ruleset.max_players
        if not low <= len(names) <= high:
            raise IllegalMoveError(
                "bad_players", params={"variant": self.ruleset.name, "low": low, "high": high, "count": len(names)}
            )
        self.names = names
        self.seed = seed
        self._lexicon = lexicon
        self.hint_finder = hint_finder
        self._setup()
        self.events: list[dict[str, Any]] = []

    # ----- setup -------------------------------------------------------------------------

    def _setup(self) -> None:
        """The draw for first player, the shuffle and the deal: all from the seed."""
        rng = Rng(self.seed)
        tiles = self.ruleset.tiles
        self.first_draw = draw_for_first(rng, tiles.full_bag(), len(self.names), tiles, self.ruleset.draw_blank_first)
        self.first_player = self.first_draw[-1]["winner"]
        bag = tiles.full_bag()
        rng.shuffle(bag)
        self.bag = bag
        self.rng = rng
        self.board = Board(self.ruleset.layout)
        self.racks = [""] * len(self.names)
        self.scores = [0] * len(self.names)
        self.hints_left = [self.ruleset.hints_per_player] * len(self.names)
        self.to_move = self.first_player
        self.scoreless_turns = 0
        self.scoreless_run = 0  # scoreless turns in a row, exchanges included (the tournament limit)
        self.outcome: Outcome | None = None
        self.end_explanations: list[Explanation] = []
        self.dictated = ""
        for offset in range(len(self.names)):
            player = (self.first_player + offset) % len(self.names)
            self.racks[player] = self._draw(self.ruleset.rack_size)
        self.start = self._snapshot()

    def _draw(self, count: int) -> str:
        """``count`` tiles from the bag (fewer when it runs out): a dictated draw's tiles first, if there."""
        wanted, self.dictated = self.dictated, ""
        drawn = ""
        for tile in wanted[:count]:
            if tile in self.bag:
                self.bag.remove(tile)
                drawn += tile
        n = min(count - len(drawn), len(self.bag))
        if n <= 0:
            return drawn
        taken = self.bag[-n:]  # the tiles popped one by one from the bag's end: the last first
        del self.bag[-n:]
        return drawn + "".join(reversed(taken))

    # ----- reading the state ------------------------------------------------------------

    @property
    def rack(self) -> str:
        """The rack of the player to move."""
        return self.racks[self.to_move]

    @property
    def position(self) -> Position:
        """The position seen from the player to move (their rack and score first)."""
        order = [(self.to_move + i) % len(self.names) for i in range(len(self.names))]
        return Position(
            self.ruleset,
            self.board.copy(),
            tuple(self.racks[i] for i in order),
            tuple(self.scores[i] for i in order),
            self.scoreless_turns,
        )

    def tile_counts(self) -> Counter[str]:
        """Bag + racks + board, blanks as ``?``: always the full tile set."""
        counts = Counter(self.bag)
        for rack in self.racks:
            counts.update(rack)
        counts.update(BLANK if t.islower() else t for _, t in self.board.occupied())
        return counts

    # ----- moves -------------------------------------------------------------------------

    @in_own_words
    def parse(self, text: str) -> Play:
        """A play in players' notation, placed on this board (may raise a notation error)."""
        return resolve_play(parse_play(text_arg(text, PLAY_EXAMPLE)), self.board, self.ruleset.tiles)

    @in_own_words
    def check(self, play: str | Play) -> CheckReport:
        """Dry run for the player to move: every rule tried, pass or fail. Changes nothing."""
        move_arg(play, Play, PLAY_EXAMPLE)
        if isinstance(play, str):
            play = self.parse(play)
        return check_play(self.ruleset, self.board, play, self.rack, self.lexicon)

    @in_own_words
    def explain(self, play: str | Play) -> Explanation:
        """The explained score of a play for the player to move (validated first)."""
        move_arg(play, Play, PLAY_EXAMPLE)
        if isinstance(play, str):
            play = self.parse(play)
        return self._explain(play)[0]

    def _explain(self, play: Play) -> tuple[Explanation, list[FormedWord]]:
        """The play validated and scored, with the words it forms (found once, for the notation too)."""
        words = validate_play(self.ruleset, self.board, play, self.rack, self.lexicon)
        return score_play(self.ruleset, self.board, play, words), words

    def move_explanation(self, turn: int) -> Explanation:
        """The explained score of move ``turn`` (a play; its index in :attr:`moves`), on the board as it was."""
        board = Board(self.ruleset.layout, self.start["board"])
        for i, move in enumerate(self.moves):
            if move["kind"] != "play":
                continue
            play = Play(tuple((int(sq), str(t)) for sq, t in move["tiles"]), bool(move.get("across", True)))
            if i == turn:
                return score_play(self.ruleset, board, play)
            for sq, t in play.tiles:
                board.cells[sq] = t
        raise IndexError(turn)

    @in_own_words
    def play(self, play: str | Play) -> Explanation:
        """Lay tiles for the player to move; returns the explanation. Refusals change nothing."""
        return self._play(play)

    def _play(self, play: str | Play) -> Explanation:
        """:meth:`play`, already in the game's own words (:meth:`apply` calls it so, once per move)."""
        self._require_playing()
        move_arg(play, Play, PLAY_EXAMPLE)
        if isinstance(play, str):
            play = self.parse(play)
        found = self._found_here(play)
        if found is None:
            explanation, words = self._explain(play)
            total = explanation.total
        else:  # found by this board's finder for this very position: legal, and its score known
            board = found.context.board
            explanation = DeferredExplanation(partial(score_play, self.ruleset, board, play), found.score)
            main = main_word(board, play)
            words, total = ([] if main is None else [main]), found.score
        self._check_dictated("")
        self._apply_play(play, total, words)
        return explanation

    def _found_here(self, play: Play) -> Origin | None:
        """The token of a play this board's own finder found for exactly this position, rack, ruleset and
        lexicon (the finder only makes legal plays, and scores them as :func:`score_play` does), else
        ``None``: a hand-made, stale or altered play, or one found under other rules, is checked in full."""
        origin = play.origin
        if not isinstance(origin, Origin):
            return None
        context = origin.context
        same = (
            origin.tiles == play.tiles
            and origin.across == play.across
            and context.explain is scoring.score_play  # the board finder's scorer (wordplay.board.finder)
            and context.ruleset is self.ruleset
            and context.lexicon is self.lexicon
            and context.rack == self.rack
            and context.board.cells == self.board.cells
        )
        return origin if same else None

    @in_own_words
    def exchange(self, tiles: str) -> None:
        """Swap tiles with the bag; the turn ends. Refusals change nothing."""
        self._require_playing()
        tiles = parse_rack(text_arg(tiles, "AEI"), self.ruleset) if tiles != "" else ""
        self._validate_exchange(tiles)
        self._check_dictated(tiles if self.ruleset.exchange != "bag_size" else "")  # bag_size draws first
        self._apply_exchange(tiles)

    @in_own_words
    def pass_turn(self) -> None:
        """Give up the turn."""
        self._require_playing()
        self.dictated = ""
        self._record({"kind": "pass", "player": self.to_move, "rack": self.rack, "score": 0})
        self._after_scoreless_turn()

    @in_own_words
    def apply(self, move: Move) -> Explanation | None:
        """Apply a move value (a :class:`Play`, :class:`Exchange` or :class:`Pass`)."""
        if isinstance(move, Play):
            return self._play(move)
        if isinstance(move, Exchange):
            self.exchange(move.tiles)
        elif isinstance(move, Pass):
            self.pass_turn()
        else:
            raise NotationError(
                "not_a_move", params={"move": repr(move)[:60], "kinds": move_kinds(("play", "exchange", "pass"))}
            )
        return None

    @in_own_words
    def hint(self) -> Play:
        """The best play for the player to move; uses one of their hints even if not taken."""
        self._require_playing()
        player = self.to_move
        if self.ruleset.hints_per_player == 0:
            raise IllegalMoveError("hints_not_in_variant", params={"variant": self.ruleset.name})
        if self.hints_left[player] <= 0:
            raise IllegalMoveError(
                "no_hints_left", params={"player": self.names[player], "hints": self.ruleset.hints_per_player}
            )
        if self.hint_finder is None:
            raise IllegalMoveError("no_hint_finder", params={"variant": self.ruleset.name})
        best = self.hint_finder(self.ruleset, self.board, self.rack, self.lexicon)
        if best is None:
            raise IllegalMoveError("no_hint_found", params={"rack": self.rack})
        self.hints_left[player] -= 1
        self.events.append({"kind": "hint", "player": player, "play": play_notation(self.board, best)})
        return best

    @in_own_words
    def set_racks(self, racks: Mapping[int, str], to_move: int | None = None) -> None:
        """A chance event dictated from outside (a GCG record): these players hold these racks now.

        Their old racks go back to the bag and the new tiles come out of it. A tile that
        another player drew unseen is swapped out of that rack for one from the bag (such a
        rack is only known when the record next shows it). Before the first move, ``to_move``
        says who starts.
        """
        self._require_playing()
        pinned = {int(p): parse_rack(r, self.ruleset) for p, r in racks.items()}
        if not all(0 <= p < len(self.names) for p in pinned):
            raise IllegalMoveError("rack_unavailable", params={"rack": "", "player": "?"})
        bag = self.bag + [t for p in pinned for t in self.racks[p]]
        new = [("" if i in pinned else r) for i, r in enumerate(self.racks)]
        short: list[int] = []
        for player, rack in pinned.items():
            for tile in rack:
                if tile in bag:
                    bag.remove(tile)
                    continue
                holder = next((q for q, r in enumerate(new) if q not in pinned and tile in r), None)
                if holder is None:
                    raise IllegalMoveError("rack_unavailable", params={"rack": rack, "player": self.names[player]})
                new[holder] = rack_minus(new[holder], tile)
                short.append(holder)
            new[player] = rack
        if len(short) > len(bag):
            raise IllegalMoveError("rack_unavailable", params={"rack": "".join(pinned.values()), "player": "?"})
        for holder in short:
            new[holder] += bag.pop()
        self.bag, self.racks = bag, new
        if to_move is not None and not self.moves:
            self.to_move = to_move
        self.events.append({"kind": "racks", "racks": {str(p): r for p, r in pinned.items()}, "to_move": to_move})

    def dictate_draw(self, tiles: str) -> None:
        """A chance event dictated from outside (a GCG record): the player to move's next draw is ``tiles``.

        A record shows the tiles a player drew only at their next turn, through :meth:`set_racks`;
        the draw of the game's last turn is shown only by the end lines (what was left on the rack),
        so it is dictated before that turn is replayed instead of coming from the generator. The
        tiles must be in the bag or on the mover's rack (an exchange puts its tiles back first).
        """
        self._require_playing()
        tiles = parse_rack(text_arg(tiles, "AEI"), self.ruleset) if tiles else ""
        if Counter(tiles) - Counter(self.bag) - Counter(self.rack):
            raise IllegalMoveError("rack_unavailable", params={"rack": tiles, "player": self.names[self.to_move]})
        self.dictated = tiles
        self.events.append({"kind": "draw", "player": self.to_move, "tiles": tiles})

    def _check_dictated(self, returned: str) -> None:
        """Refuse a move after which a dictated draw could not be drawn: its tiles must be in the bag when the
        move draws (with ``returned``, the tiles an exchange puts back first), never silently replaced."""
        if self.dictated and Counter(self.dictated) - Counter(self.bag) - Counter(returned):
            raise IllegalMoveError(
                "rack_unavailable", params={"rack": self.dictated, "player": self.names[self.to_move]}
            )

    # ----- applying (no checks past this point) ------------------------------------------

    def _require_playing(self) -> None:
        if self.is_over:
            raise GameOverError("game_over")

    def _apply_play(self, play: Play, total: int, words: list[FormedWord]) -> None:
        """Lay a legal play scoring ``total``; ``words``: the words it forms (the main word at least)."""
        player = self.to_move
        rack_before = self.rack
        notation = play_notation(self.board, play, words)
        for sq, tile in play.tiles:
            self.board.cells[sq] = tile
        kept = rack_minus(rack_before, play.rack_tiles())
        drawn = self._draw(self.ruleset.rack_size - len(kept))
        self.racks[player] = kept + drawn
        self.scores[player] += total
        self.scoreless_turns = 0
        self.scoreless_run = self.scoreless_run + 1 if total == 0 else 0
        self._record(
            {
                "kind": "play",
                "player": player,
                "rack": rack_before,
                "notation": notation,
                "tiles": list(map(list, play.tiles)),
                "across": play.across,
                "score": total,
                "drawn": drawn,
            }
        )
        if not self.racks[player] and not self.bag:
            self._finish(Termination.WENT_OUT, player)
        elif not self._scoreless_limit():
            self._next_player()

    def _validate_exchange(self, tiles: str) -> None:
        if not tiles:
            raise IllegalMoveError("exchange_empty")
        if Counter(tiles) - Counter(self.rack):
            raise IllegalMoveError("exchange_not_held", params={"rack": self.rack, "tiles": tiles})
        if not self.bag:
            raise IllegalMoveError("exchange_bag_empty")
        if self.ruleset.exchange == "bag_size" and len(tiles) > len(self.bag):
            raise IllegalMoveError("exchange_too_many", params={"bag": len(self.bag)})

    def _apply_exchange(self, tiles: str) -> None:
        player = self.to_move
        rack_before = self.rack
        kept = rack_minus(rack_before, tiles)
        if self.ruleset.exchange == "bag_size":
            drawn = self._draw(len(tiles))
            self.bag.extend(tiles)
        else:
            self.bag.extend(tiles)
            self.rng.shuffle(self.bag)
            drawn = self._draw(len(tiles))
        self.rng.shuffle(self.bag)
        self.racks[player] = kept + drawn
        self._record(
            {"kind": "exchange", "player": player, "rack": rack_before, "tiles": tiles, "score": 0, "drawn": drawn}
        )
        if self.ruleset.exchange_counts_as_pass:
            self._after_scoreless_turn()
        else:
            self.scoreless_turns = 0
            self.scoreless_run += 1
            if not self._scoreless_limit():
                self._next_player()

    def _after_scoreless_turn(self) -> None:
        self.scoreless_turns += 1
        self.scoreless_run += 1
        if self.scoreless_turns >= self.ruleset.scoreless_turns_per_player * len(self.names):
            self._finish(Termination.SCORELESS_TURNS, None)
        elif not self._scoreless_limit():
            self._next_player()

    def _scoreless_limit(self) -> bool:
        """End the game when the scoreless turns in a row (exchanges included) reach the ruleset's
        limit (the tournament rule: so that a game always ends); True when it ended."""
        limit = self.ruleset.scoreless_turns_limit
        if limit and self.scoreless_run >= limit:
            self._finish(Termination.SCORELESS_TURNS, None)
            return True
        return False

    def _finish(self, termination: Termination, went_out: int | None) -> None:
        self.end_explanations = end_adjustments(self.ruleset, self.names, self.racks, went_out)
        for i, explanation in enumerate(self.end_explanations):
            self.scores[i] += explanation.total
        best = max(self.scores)
        winners = tuple(i for i, s in enumerate(self.scores) if s == best)
        self.outcome = Outcome(termination, tuple(self.scores), winners, went_out, tuple(self.names))

    # ----- replay, JSON ------------------------------------------------------------------

    def _snapshot(self) -> dict[str, Any]:
        return {
            "board": list(self.board.cells),
            "bag": "".join(self.bag),
            "racks": list(self.racks),
            "scores": list(self.scores),
            "hints_left": list(self.hints_left),
            "to_move": self.to_move,
            "scoreless_turns": self.scoreless_turns,
            "scoreless_run": self.scoreless_run,
            "rng": self.rng.state,
        }

    def _restore(self, snap: dict[str, Any]) -> None:
        self.board = Board(self.ruleset.layout, snap["board"])
        self.bag = list(snap["bag"])
        self.racks = list(snap["racks"])
        self.scores = list(snap["scores"])
        self.hints_left = list(snap["hints_left"])
        self.to_move = snap["to_move"]
        self.scoreless_turns = snap["scoreless_turns"]
        self.scoreless_run = snap.get("scoreless_run", 0)  # absent from a snapshot saved before the limit
        self.rng = Rng(state=snap["rng"])
        self.outcome = None
        self.end_explanations = []
        self.dictated = ""

    def _replay_event(self, event: dict[str, Any]) -> None:
        kind = event.get("kind")
        if kind == "play":
            self.play(Play(tuple((int(sq), str(t)) for sq, t in event["tiles"]), bool(event.get("across", True))))
        elif kind == "exchange":
            self.exchange(event["tiles"])
        elif kind == "pass":
            self.pass_turn()
        elif kind == "racks":
            self.set_racks({int(p): str(r) for p, r in event["racks"].items()}, event.get("to_move"))
        elif kind == "draw":
            if event.get("player") != self.to_move:
                raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.draw_out_of_turn")})
            self.dictate_draw(str(event["tiles"]))
        elif kind == "hint":
            if self.hints_left[event["player"]] <= 0:
                raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.too_many_hints")})
            self.hints_left[event["player"]] -= 1
            self.events.append(dict(event))
        else:
            raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.damaged")})

    def _kept_on_undo(self, event: dict[str, Any]) -> bool:
        kind: str = event["kind"]
        return kind == "hint"

    def _header(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset.settings(),
            "players": list(self.names),
            "seed": self.seed,
            "first_draw": self.first_draw,
        }

    @classmethod
    def _from_header(
        cls, header: dict[str, Any], lexicon: Container[str] | None = None, hint_finder: HintFinder | None = None
    ) -> BoardGame:
        return cls(
            BoardRuleset.from_settings(header["ruleset"]), header["players"], int(header["seed"]), lexicon, hint_finder
        )

    def __repr__(self) -> str:
        status = "over" if self.is_over else f"{self.names[self.to_move]} to move"
        return (
            f"<BoardGame {self.ruleset.id} {' v '.join(self.names)}: "
            f"{len(self.moves)} moves, scores {self.scores}, {status}>"
        )

    def _repr_html_(self) -> str:
        return html(self)

"""Whole games in GCG, the crossword-game record format (UTF-8, so Polish letters are themselves).

Export writes the header pragmas (players, encoding, lexicon, and ``#variant`` for the
ruleset), one line per move and the end-of-game adjustments. Import replays the record
through the engine: the racks it lists enter as chance events (and the last turn's draw, which
only the end lines show, as a dictated draw), every play is validated and every score and
running total is checked against the engine's.

    >Ann: AEINRST 8D RETAINS +74 74          a play (played-through tiles as . or letters)
    >Ben: ?ABCDEF -ABC +0 0                  an exchange
    >Ben: ?ABCDEF - +0 0                     a pass
    >Ben: ADE (ADE) -4 250                   end: tiles left on a rack
    >Ann: (ADE) +4 390                       end: the player who went out collects (and any bonus)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Container

from wordplay.board.game import BoardGame
from wordplay.board.position import parse_rack
from wordplay.board.ruleset import RULESET_IDS, load_ruleset
from wordplay.core.errors import NotationError, WordplayError
from wordplay.core.untrusted import MAX_DIGITS, SCORE_LIMIT, bounded_int, player_name

_MOVE = re.compile(r"^>(?P<nick>[^:\s]+):\s*(?P<rest>.*)$")
_PLAYER = re.compile(r"^#player(?P<n>\d+)\s+(?P<nick>\S+)\s*(?P<name>.*)$")


def _nick(name: str, taken: set[str]) -> str:
    base = re.sub(r"[\s:>#]+", "_", name.strip()) or "player"
    nick, n = base, 2
    while nick in taken:
        nick, n = f"{base}_{n}", n + 1
    taken.add(nick)
    return nick


def game_to_gcg(game: BoardGame) -> str:
    """The game as GCG text (a game in progress too: its moves so far)."""
    taken: set[str] = set()
    names = [player_name(name) for name in game.names]  # untrusted: no line breaks, escapes or overrides written
    nicks = [_nick(name, taken) for name in names]
    lines = ["#character-encoding UTF-8"]
    lines += [f"#player{i + 1} {nick} {name}" for i, (nick, name) in enumerate(zip(nicks, names, strict=False))]
    settings = "" if game.ruleset.blanks == load_ruleset(game.ruleset.id).blanks else f" blanks={game.ruleset.blanks}"
    lines.append(f"#variant {game.ruleset.id}{settings}")
    lines.append(f"#lexicon {game.ruleset.lexicon}")
    for event in game.moves:
        nick, rack, total = nicks[event["player"]], event["rack"], event["total"]
        if event["kind"] == "play":
            what = f"{_gcg_play(event['notation'])} +{event['score']}"
        elif event["kind"] == "exchange":
            what = f"-{event['tiles']} +0"
        else:
            what = "- +0"
        lines.append(f">{nick}: {rack} {what} {total}")
    if game.outcome is not None:
        totals = dict.fromkeys(range(len(game.names)), 0)
        for event in game.moves:
            totals[event["player"]] = event["total"]
        for i, explanation in enumerate(game.end_explanations):
            if i == game.outcome.went_out or not explanation.total:
                continue
            totals[i] += explanation.total
            lines.append(f">{nicks[i]}: {game.racks[i]} ({game.racks[i]}) {explanation.total} {totals[i]}")
        out = game.outcome.went_out
        if out is not None and game.end_explanations[out].total:
            leftovers = "".join(game.racks[i] for i in range(len(game.names)) if i != out)
            totals[out] += game.end_explanations[out].total
            lines.append(f">{nicks[out]}: ({leftovers}) +{game.end_explanations[out].total} {totals[out]}")
    return "\n".join(lines) + "\n"


def _gcg_play(notation: str) -> str:
    """Players' notation to GCG's: played-through tiles as ``.``."""
    coord, word = notation.split()
    return coord + " " + re.sub(r"\(([^)]*)\)", lambda m: "." * len(m.group(1)), word)


def _error(line_no: int, reason: str) -> NotationError:
    return NotationError("bad_gcg", params={"line": line_no, "reason": reason})


def game_from_gcg(text: str, lexicon: Container[str] | None = None, seed: int = 0) -> BoardGame:
    """Rebuild a game from GCG; a malformed or inconsistent record raises :class:`NotationError`."""
    players: dict[int, tuple[str, str]] = {}
    variant, settings = "wordsmith", {}
    moves: list[tuple[int, str, str]] = []
    for line_no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if m := _PLAYER.match(line):
            players[_int(m.group("n"), line_no)] = (m.group("nick"), m.group("name").strip() or m.group("nick"))
        elif line.startswith("#variant"):
            parts = line.split()[1:]
            if not parts or parts[0] not in RULESET_IDS:
                raise _error(line_no, f"unknown variant {' '.join(parts)!r}")
            variant = parts[0]
            for part in parts[1:]:
                key, _, value = part.partition("=")
                if key != "blanks":
                    raise _error(line_no, f"unknown setting {part!r}")
                settings["blanks"] = _int(value, line_no)
        elif line.startswith("#"):
            continue
        elif m := _MOVE.match(line):
            moves.append((line_no, m.group("nick"), m.group("rest")))
        else:
            raise _error(line_no, "a line must start with # or >")
    if sorted(players) != list(range(1, len(players) + 1)) or len(players) < 2:
        raise _error(1, "the record must name its players as #player1, #player2, ...")
    nicks = [players[n][0] for n in sorted(players)]
    names = [players[n][1] for n in sorted(players)]
    try:
        ruleset = load_ruleset(variant).with_settings(**settings)
        game = BoardGame(ruleset, names, seed, lexicon)
    except (ValueError, WordplayError) as exc:
        raise _error(1, str(exc)) from exc
    _replay_moves(game, nicks, moves)
    return game


def _replay_moves(game: BoardGame, nicks: list[str], moves: list[tuple[int, str, str]]) -> None:
    end_lines: list[tuple[int, int, list[str]]] = []
    turns: list[tuple[int, int, list[str]]] = []
    for line_no, nick, rest in moves:
        if nick not in nicks:
            raise _error(line_no, f"unknown player {nick!r}")
        fields = rest.split()
        player = nicks.index(nick)
        is_end = bool(fields) and (fields[0].startswith("(") or (len(fields) > 1 and fields[1].startswith("(")))
        (end_lines if is_end else turns).append((line_no, player, fields))
    final_racks = _final_racks(end_lines)
    for index, (line_no, player, fields) in enumerate(turns):
        try:
            _replay_turn(game, line_no, player, fields, final_racks if index == len(turns) - 1 else {})
        except WordplayError as exc:
            if exc.code == "bad_gcg":
                raise
            raise _error(line_no, exc.message) from exc
    _check_end(game, end_lines)


def _final_racks(end_lines: list[tuple[int, int, list[str]]]) -> dict[int, str]:
    racks = {}
    for _, player, fields in end_lines:
        if not fields[0].startswith("("):
            racks[player] = fields[0]
    return racks


def _replay_turn(game: BoardGame, line_no: int, player: int, fields: list[str], final_racks: dict[int, str]) -> None:
    if len(fields) < 3:
        raise _error(line_no, "a move line is: rack, move, +score, total")
    rack, total = fields[0], fields[-1]
    if player != game.to_move and game.moves:
        raise _error(line_no, f"it is {game.names[game.to_move]}'s turn")
    pinned = {**{q: r for q, r in final_racks.items() if q != player}, player: rack}
    if any(game.racks[q] != r for q, r in pinned.items()):
        game.set_racks(pinned, to_move=player)
    move, score = fields[1:-2], fields[-2]
    if player in final_racks:
        _dictate_last_draw(game, move, final_racks[player])
    if move and move[0] == "-" and len(move) == 1:
        game.pass_turn()
        got = 0
    elif move and move[0].startswith("-") and len(move) == 1:
        game.exchange(move[0][1:])
        got = 0
    elif len(move) == 2:
        got = game.play(" ".join(move)).total
    else:
        raise _error(line_no, f"cannot read the move {' '.join(move)!r}")
    if _int(score, line_no) != got:
        raise _error(line_no, f"the record says {score} but the move scores {got}")
    if _int(total, line_no) != game.moves[-1]["total"]:
        raise _error(line_no, f"the record's total {total} differs from the game's {game.moves[-1]['total']}")


def _dictate_last_draw(game: BoardGame, move: list[str], final: str) -> None:
    """Before the last turn, when the end lines show what its mover kept: dictate what they draw.

    The record shows every other draw on the drawer's next line; the last one only at the end,
    so without this the replaying game's own generator would pick it (and the totals differ).
    """
    if move and move[0].startswith("-") and len(move) == 1:
        given = move[0][1:]
    elif len(move) == 2:
        given = "".join(game.parse(" ".join(move)).rack_tiles())
    else:
        return
    kept = list(game.rack)
    for tile in given:
        if tile in kept:
            kept.remove(tile)
    final = parse_rack(final, game.ruleset)
    # the engine appends the draw to what was kept, in the rack's order: so the end line shows it
    drawn = (
        final[len(kept) :] if final.startswith("".join(kept)) else "".join((Counter(final) - Counter(kept)).elements())
    )
    if drawn:
        game.dictate_draw(drawn)


def _check_end(game: BoardGame, end_lines: list[tuple[int, int, list[str]]]) -> None:
    if not end_lines:
        return
    if game.outcome is None:
        raise _error(end_lines[0][0], "end-of-game lines in a game that has not ended")
    for line_no, player, fields in end_lines:
        if _int(fields[-1], line_no) != game.scores[player]:
            raise _error(line_no, f"the total {fields[-1]} differs from the game's final {game.scores[player]}")


def _int(text: str, line_no: int) -> int:
    try:
        return bounded_int(text, low=-SCORE_LIMIT, high=SCORE_LIMIT)
    except NotationError:
        raise _error(line_no, f"{text[:24]!r} is not a number of at most {MAX_DIGITS} digits") from None

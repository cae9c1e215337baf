"""Plural categories and number spelling per language, from the CLDR rules (stdlib only).

A sentence that depends on a count ("1 punkt, 2 punkty, 5 punktów") is a plural message:
one template per form, in the order of the language's gettext ``Plural-Forms`` header. The
rules below are the CLDR ones for whole numbers, written out by hand so the package needs
nothing beyond the standard library (it also runs in Pyodide); the tests hold them against
the headers of the ``.po`` files and against Babel's CLDR data.
"""

from __future__ import annotations

from collections.abc import Callable

MINUS = "\u2212"
NBSP = "\u00a0"


def _en(n: int) -> int:
    return 0 if n == 1 else 1


def _pl(n: int) -> int:
    # CLDR pl: one: n = 1; few: n % 10 = 2..4 and n % 100 != 12..14; many: the rest.
    if n == 1:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


def _ro(n: int) -> int:
    # CLDR ro: one: n = 1; few: n = 0 or n != 1 and n % 100 = 1..19; other ("20 de puncte").
    if n == 1:
        return 0
    if n == 0 or 1 <= n % 100 <= 19:
        return 1
    return 2


def _pt(n: int) -> int:
    # CLDR pt-PT (the rule text's Portuguese): one: i = 1 and v = 0; other: the rest (0 pontos).
    return 0 if n == 1 else 1


# language -> (form index of a count, the gettext Plural-Forms header, CLDR category per form)
PLURAL_RULES: dict[str, tuple[Callable[[int], int], str, tuple[str, ...]]] = {
    "en": (_en, "nplurals=2; plural=(n != 1);", ("one", "other")),
    "pl": (
        _pl,
        "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>14) ? 1 : 2);",
        ("one", "few", "many"),
    ),
    "pt": (_pt, "nplurals=2; plural=(n != 1);", ("one", "other")),
    "ro": (_ro, "nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100>0 && n%100<20)) ? 1 : 2);", ("one", "few", "other")),
}


#: the CLDR locale each rule above is written from, where it is not the language code itself
#: (wordplay's Portuguese is the rule text's, European Portuguese); the tests check every
#: language of the registry against Babel's data for this locale
CLDR_LOCALES = {"pt": "pt_PT"}


def plural_index(n: int, language: str) -> int:
    """The form (0-based, in ``Plural-Forms`` order) a count takes in ``language``."""
    rule = PLURAL_RULES.get(language, PLURAL_RULES["en"])[0]
    return rule(abs(int(n)))


def plural_count(language: str) -> int:
    """How many plural forms ``language`` has."""
    return len(PLURAL_RULES.get(language, PLURAL_RULES["en"])[2])


# language -> (grouping separator, fewest digits before grouping starts); CLDR's
# minimumGroupingDigits is 2 in pl and pt-PT, so 1234 stays whole there but 12 345 is grouped.
_GROUPING: dict[str, tuple[str, int]] = {
    "en": (",", 4),
    "pl": (NBSP, 5),
    "pt": (NBSP, 5),
    "ro": (".", 4),
}


def format_number(n: int, language: str) -> str:
    """A whole number written the language's way: its digit grouping and a true minus sign (U+2212)."""
    if 0 <= n < 1000 and type(n) is int:  # no sign and no grouping in any language: the common case
        return str(n)
    separator, threshold = _GROUPING.get(language, _GROUPING["en"])
    digits = str(abs(int(n)))
    if len(digits) >= threshold:
        head = len(digits) % 3 or 3
        digits = digits[:head] + "".join(separator + digits[i : i + 3] for i in range(head, len(digits), 3))
    return (MINUS if n < 0 else "") + digits


_DECIMAL_SIGN = {"en": "."}  # the others (pl, pt, ro) write a decimal comma


def format_decimal(x: float, language: str, places: int = 1) -> str:
    """A number with ``places`` decimals written the language's way: 4.5 in English, 4,5 in Polish;
    a whole number without them (4, not 4.0)."""
    whole, _, fraction = f"{abs(x):.{places}f}".partition(".")
    negative = x < 0 and any(d != "0" for d in whole + fraction)
    fraction = fraction if fraction.strip("0") else ""
    text = format_number(int(whole), language) + (_DECIMAL_SIGN.get(language, ",") + fraction if fraction else "")
    return (MINUS if negative else "") + text

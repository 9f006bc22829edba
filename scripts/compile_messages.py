"""Compile the gettext catalogs (``locale/*/LC_MESSAGES/*.po``) to ``.mo`` files in Python, without GNU gettext.

A fresh machine needs only Python and make, so ``make install`` and the web tests compile the translations with
Babel instead of ``msgfmt``. The result behaves like ``msgfmt --check-format``'s: fuzzy and untranslated entries
are left out (a plural entry counts as translated when its first form is), contexts are kept (``pgettext``), and a
translation whose ``python-format`` placeholders don't match its source is refused.

    python -m scripts.compile_messages                 # every catalog whose .mo is missing or older
    python -m scripts.compile_messages path/to/x.po    # these catalogs, always
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, PoFileParser

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
# A line that is neither blank nor a comment: an optional keyword, then one complete C string. Babel's parser
# would read an unbalanced or unescaped quote as text; msgfmt refuses it.
STRING_LINE = re.compile(r'^\s*(?:(?:msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+)?"(?:[^"\\]|\\.)*"\s*$')


class CatalogError(ValueError):
    """A catalog that msgfmt --check-format would refuse (a syntax error or mismatched placeholders)."""


class _UniqueCatalog(Catalog):
    """A catalog that refuses a second entry with the same context and msgid (Babel would merge them)."""

    def __setitem__(self, id: str | tuple[str, ...], message: Message) -> None:
        if id and self.get(id, context=message.context) is not None:
            raise CatalogError(f"line {message.lineno}: duplicate message {message.id!r}")
        super().__setitem__(id, message)


def _syntax_errors(*, po: Path, text: str) -> list[str]:
    return [
        f"{po}:{number}: not a quoted string: {line}"
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.startswith("#") and not STRING_LINE.match(line)
    ]


def catalog_read(*, po: Path) -> Catalog:
    """Parse a .po file, refusing syntax errors and placeholder mismatches in entries that will be compiled."""
    data = po.read_bytes()
    try:
        problems = _syntax_errors(po=po, text=data.decode("utf-8"))
        catalog = _UniqueCatalog()
        PoFileParser(catalog, abort_invalid=True).parse(data.splitlines(keepends=True))
    except (PoFileError, UnicodeDecodeError, CatalogError) as error:
        raise CatalogError(f"{po}: {error}") from error
    problems += [
        f"{po}:{message.lineno}: {error}"
        for message, errors in catalog.check()
        if not message.fuzzy
        for error in errors
    ]
    if problems:
        raise CatalogError("\n".join(problems))
    return catalog


def _untranslated(message: Message) -> bool:
    first = message.string[0] if isinstance(message.string, tuple | list) else message.string
    return not first


def catalog_compile(*, po: Path, mo: Path | None = None) -> Path:
    """Write the .mo for ``po`` (beside it unless ``mo`` is given) and return its path."""
    mo = mo or po.with_suffix(".mo")
    catalog = catalog_read(po=po)
    # Babel would fill an untranslated plural entry with the English forms; msgfmt leaves it out.
    for message in [m for m in list(catalog)[1:] if _untranslated(m)]:
        catalog.delete(message.id, context=message.context)
    temporary = mo.with_name(f"{mo.name}.{os.getpid()}.tmp")
    try:
        with temporary.open("wb") as target:
            write_mo(target, catalog, use_fuzzy=False)
        temporary.replace(mo)
    finally:
        temporary.unlink(missing_ok=True)
    return mo


def catalogs_compile_stale(*, locale_dir: Path = LOCALE_DIR) -> list[Path]:
    """Compile each catalog under ``locale_dir`` whose .mo is missing or older than its .po; return the .mo paths."""
    compiled = []
    for po in sorted(locale_dir.glob("*/LC_MESSAGES/*.po")):
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            compiled.append(catalog_compile(po=po, mo=mo))
    return compiled


def main(argv: list[str] | None = None) -> int:
    paths = sys.argv[1:] if argv is None else argv
    try:
        compiled = [catalog_compile(po=Path(path)) for path in paths] if paths else catalogs_compile_stale()
    except CatalogError as error:
        print(error, file=sys.stderr)
        return 1
    for mo in compiled:
        print(f"compiled {mo}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

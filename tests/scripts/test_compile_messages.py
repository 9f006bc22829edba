"""The Python catalog compiler behaves like GNU msgfmt, so a fresh machine needs no gettext tools.

``data/sample.msgfmt.mo`` is msgfmt's compilation of ``data/sample.po`` (plurals, contexts, fuzzy, untranslated and
obsolete entries, escapes); the compiled catalogs are compared through ``gettext.GNUTranslations``, which is what
Django reads them with.
"""

from __future__ import annotations

import gettext
import os
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scripts.compile_messages import CatalogError, catalog_compile, catalogs_compile_stale, main

DATA = Path(__file__).resolve().parent / "data"
SAMPLE = DATA / "sample.po"
REFERENCE = DATA / "sample.msgfmt.mo"
ROOT = Path(__file__).resolve().parents[2]
HEADER = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'


def _load(mo: Path) -> gettext.GNUTranslations:
    with mo.open("rb") as source:
        return gettext.GNUTranslations(source)


def _entries(translations: gettext.GNUTranslations) -> dict:
    return {key: value for key, value in translations._catalog.items() if key != ""}


@pytest.fixture
def compiled(tmp_path) -> gettext.GNUTranslations:
    return _load(catalog_compile(po=SAMPLE, mo=tmp_path / "sample.mo"))


def test_the_sample_compiles_to_msgfmts_entries_and_plural_rule(compiled):
    reference = _load(REFERENCE)
    assert _entries(compiled) == _entries(reference)
    assert [compiled.plural(n) for n in range(300)] == [reference.plural(n) for n in range(300)]
    assert compiled.info()["plural-forms"] == reference.info()["plural-forms"]
    assert compiled.charset().lower() == reference.charset().lower() == "utf-8"


@pytest.mark.parametrize("source", ["python", "msgfmt"])
def test_both_catalogs_translate_the_same_way(source, compiled):
    translations = compiled if source == "python" else _load(REFERENCE)
    assert translations.gettext("Plain") == "Simple"
    assert (
        translations.gettext('Two\nlines with "quotes"\tand a tab')
        == "Deux\nlignes avec « guillemets »\tet une tabulation"
    )
    assert translations.gettext("A long message that continues over lines") == (
        "Un long message qui continue sur plusieurs lignes"
    )
    assert translations.gettext("Unicode 你好") == "Unicode 您好"
    assert [translations.ngettext("%d apple", "%d apples", n) for n in (1, 3, 5, 22)] == [
        "%d pomme (one)",
        "%d pommes (few)",
        "%d pommes (many)",
        "%d pommes (few)",
    ]
    assert translations.pgettext("verb", "Open") == "Ouvrir"
    assert translations.pgettext("adjective", "Open") == "Ouvert"
    assert translations.gettext("Open") == "Open"
    assert translations.npgettext("count", "%d day", "%d days", 2) == "%d jours (few)"


@pytest.mark.parametrize("source", ["python", "msgfmt"])
def test_fuzzy_untranslated_and_obsolete_entries_are_left_out(source, compiled):
    translations = compiled if source == "python" else _load(REFERENCE)
    assert translations.gettext("Guessed") == "Guessed"
    assert translations.pgettext("verb", "Close") == "Close"
    assert translations.ngettext("%d pear", "%d pears", 2) == "%d pears"
    assert translations.gettext("Untranslated") == "Untranslated"
    # Left out, so the English rule applies: not the catalog's form 0 filled with the singular.
    assert translations.ngettext("%d plum", "%d plums", 5) == "%d plums"
    assert translations.gettext("Obsolete") == "Obsolete"


def test_mismatched_placeholders_are_refused_unless_the_entry_is_fuzzy(tmp_path):
    po = tmp_path / "bad.po"
    entry = '#, {flags}\nmsgid "%(name)s left"\nmsgstr "%(nom)s est parti"\n'
    po.write_text(HEADER + entry.format(flags="python-format"), encoding="utf-8")
    with pytest.raises(CatalogError, match="nom"):
        catalog_compile(po=po)
    assert not po.with_suffix(".mo").exists()
    po.write_text(HEADER + entry.format(flags="fuzzy, python-format"), encoding="utf-8")
    assert _entries(_load(catalog_compile(po=po))) == {}


@pytest.mark.parametrize(
    "entry",
    [
        'msgid "Hello"\nmsgstr "Bonjour\n',
        'msgid "Hello"\nmsgstr "Bon"jour"\n',
        'msgid "Hello"\nmsgstr Bonjour\n',
        'msgid "Hello"\n',
        'msgid "Hello"\nmsgtr "Bonjour"\n',
        'msgid "Hello"\nmsgstr "Bonjour"\n\nmsgid "Hello"\nmsgstr "Salut"\n',
        'msgctxt "greeting"\nmsgid "Hello"\nmsgstr "Bonjour"\n\nmsgctxt "greeting"\nmsgid "Hello"\nmsgstr "Salut"\n',
    ],
    ids=[
        "unterminated",
        "unescaped-quote",
        "unquoted",
        "no-msgstr",
        "bad-keyword",
        "duplicate",
        "duplicate-in-context",
    ],
)
def test_a_catalog_msgfmt_refuses_is_refused_and_the_command_fails(entry, tmp_path, capsys):
    po = tmp_path / "broken.po"
    po.write_text(HEADER + entry, encoding="utf-8")
    assert main([str(po)]) == 1
    assert str(po) in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == [po]


def test_the_command_compiles_the_named_catalog_beside_it(tmp_path, capsys):
    po = tmp_path / "django.po"
    po.write_text(SAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    assert main([str(po)]) == 0
    assert sorted(path.name for path in tmp_path.iterdir()) == ["django.mo", "django.po"]
    assert _entries(_load(po.with_suffix(".mo"))) == _entries(_load(REFERENCE))
    assert capsys.readouterr().out == f"compiled {po.with_suffix('.mo')}\n"


def test_only_missing_or_older_catalogs_are_recompiled(tmp_path):
    po = tmp_path / "zz" / "LC_MESSAGES" / "django.po"
    po.parent.mkdir(parents=True)
    po.write_text(HEADER + 'msgid "Hello"\nmsgstr "Salut"\n', encoding="utf-8")
    mo = po.with_suffix(".mo")
    assert catalogs_compile_stale(locale_dir=tmp_path) == [mo]
    assert catalogs_compile_stale(locale_dir=tmp_path) == []
    po.write_text(HEADER + 'msgid "Hello"\nmsgstr "Bonjour"\n', encoding="utf-8")
    os.utime(po, (mo.stat().st_mtime + 10, mo.stat().st_mtime + 10))
    assert catalogs_compile_stale(locale_dir=tmp_path) == [mo]
    assert _load(mo).gettext("Hello") == "Bonjour"


def test_every_translated_entry_of_the_chinese_catalog_is_compiled(tmp_path):
    po = ROOT / "locale" / "zh_Hans" / "LC_MESSAGES" / "django.po"
    with po.open("rb") as source:
        expected = [message for message in list(read_po(source))[1:] if message.string and not message.fuzzy]
    translations = _load(catalog_compile(po=po, mo=tmp_path / "django.mo"))
    assert len(_entries(translations)) == sum(len(m.string) if m.pluralizable else 1 for m in expected)
    assert any(message.context for message in expected)
    assert any(message.pluralizable for message in expected)
    for message in expected:
        if message.pluralizable and message.context:
            assert translations.npgettext(message.context, *message.id, 3) == message.string[0]
        elif message.pluralizable:
            assert translations.ngettext(*message.id, 3) == message.string[0]
        elif message.context:
            assert translations.pgettext(message.context, message.id) == message.string
        else:
            assert translations.gettext(message.id) == message.string

"""Every string a template marks for translation has a Chinese translation (both languages are first-class)."""

import re
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
TRANSLATE = re.compile(r"""\{%\s*translate\s+(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')(?:\s+context\s+"([^"]*)")?""")


def _catalog():
    with open(ROOT / "locale" / "zh_Hans" / "LC_MESSAGES" / "django.po", "rb") as po:
        return read_po(po)


def test_every_template_string_is_translated_into_chinese():
    catalog = _catalog()
    missing = []
    for template in sorted((ROOT / "templates").rglob("*.html")):
        for match in TRANSLATE.finditer(template.read_text(encoding="utf-8")):
            msgid = match.group(1) if match.group(1) is not None else match.group(2)
            message = catalog.get(msgid, context=match.group(3))
            if message is None or not message.string or message.fuzzy:
                missing.append(f"{template.relative_to(ROOT)}: {msgid}")
    assert missing == []

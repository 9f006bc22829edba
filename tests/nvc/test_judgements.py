"""Every judgement in a text, quoted as written, with its kind: always/never, a word for the person, or other."""

import pytest

from nvcpractice.nvc.judgements import judgements_in


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("You never call back, you are so rude.", [("never", "generalisation"), ("so rude", "character")]),
        ("You're being selfish again", [("being selfish", "character"), ("again", "generalisation")]),
        ("You left the door open for the third time again", []),
        ("You did it on purpose", [("on purpose", "judgement")]),
        ("I feel tired", []),
        ("你从来不回电话，你真自私", [("从来", "generalisation"), ("自私", "character")]),
        ("你太懒了", [("太懒了", "character")]),
        ("", []),
    ],
)
def test_judgements_in_order_with_their_kind(text, found):
    assert [(j.words, j.kind) for j in judgements_in(text)] == found


@pytest.mark.parametrize(("text", "locale", "bare"), [("so rude", "en", "rude"), ("太懒了", "zh-hans", "懒")])
def test_the_bare_word_drops_so_too_and_tai_le(text, locale, bare):
    assert judgements_in(text, locale)[0].bare(locale) == bare

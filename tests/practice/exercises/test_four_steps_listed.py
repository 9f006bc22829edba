"""A four-step answer given as a list with hedges around it ("uh... trust? and some quiet lol", 就是陪伴吧，还有尊重)
is read item by item in the step's frame: the items that are the step's answer are kept, joined, and the rest is
left out; an answer with no such item stays refused."""

import pytest

from nvcpractice.nvc import analyze
from nvcpractice.nvc.step_frames import pieces
from nvcpractice.practice.exercises.four_steps import _in_the_steps_frame


@pytest.mark.parametrize(
    ("locale", "text", "said"),
    [
        ("en", "hmm the need part... trust? for the team lol. and some quiet", "trust and some quiet"),
        ("en", "ahh ok. honesty n warmth then", None),
        ("zh-hans", "呃他不该这样。。就是陪伴吧，还有尊重", "陪伴和尊重"),
    ],
)
def test_a_listed_need_keeps_the_items_that_are_needs(locale, text, said):
    verdict, words = _in_the_steps_frame(analyze(text, locale), text, "need")
    assert verdict.label("need") == "need"
    assert words == (said or text)


@pytest.mark.parametrize(("locale", "text"), [("en", "uh he should just call lol"), ("zh-hans", "就是他得听我的吧")])
def test_a_list_with_no_need_in_it_stays_refused(locale, text):
    verdict, words = _in_the_steps_frame(analyze(text, locale), text, "need")
    assert verdict.label("need") != "need" and words == text


def test_pieces_drop_the_words_around_each_item():
    assert pieces("ugh ok. calm? and some space lol") == ["calm", "some space"]
    assert pieces("那是理解吧，还有支持") == ["理解", "支持"]

"""Chinese rhetorical questions read by their form: an adverb of reproach inside a question blames."""

import pytest

from nvcpractice.nvc import analyze
from nvcpractice.nvc.rules.zh_rhetoric import rhetorical_question
from nvcpractice.nvc.text import prepare


@pytest.mark.parametrize(
    "text",
    [
        "你们店的人都这么不讲理吗",
        "你就非得在我睡觉的时候打电话吗？",
        "谁愿意天天给你收拾烂摊子呢",
        "你咋不自己去跟领导说呢？",
        "你是不是拿了工资就不干活了？",
        "借了钱不还，良心呢？",
        "难道我说的话一点用都没有？",
    ],
)
def test_a_question_that_reproaches_is_an_evaluation(text):
    found = analyze(text, "zh-hans")
    assert found.label("observation") == "evaluation"
    assert found.label("request") == "absent"


@pytest.mark.parametrize(
    "text",
    [
        "你明天还来上班吗？",  # 还 as "still": a plain question
        "你是不是很累？",  # a guess at a feeling
        "你是不是觉得没人帮你？",  # a guess at a thought
        "我是不是说得太快了？",  # about the speaker
        "你周六能不能帮我搬一下家？",  # asks for something
        "这个方案还不错吧？",
        "你到哪了？",
        "我也没办法嘛。",  # said, not asked
    ],
)
def test_a_plain_question_is_no_rhetorical_one(text):
    prepared = prepare(text).text
    assert rhetorical_question(prepared, prepared) is None

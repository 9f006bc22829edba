"""The safety check's outcomes: crisis for clear risk, a check-in for possible risk, nothing for figures of speech,
and clear handling of hostile input, in English and Chinese (sentences written for these tests)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from nvcpractice.nvc.safety import Assessment, Concern, Level, assess, reading_of, weighing
from nvcpractice.nvc.safety.chinese_frames import chinese_grammar
from nvcpractice.nvc.safety.chinese_tokens import chinese_clauses
from nvcpractice.nvc.safety.english_frames import english_grammar
from nvcpractice.nvc.safety.english_tokens import english_clauses
from nvcpractice.nvc.safety.normalize import prepared
from scripts import safety_model
from tests.cpu import fastest_cpu_seconds

CRISIS = [
    ("honestly i just want to kill myself tonight", Concern.SELF_HARM),
    ("I cut myself again after the argument", Concern.SELF_HARM),
    ("my boyfriend punched me in the face on saturday", Concern.VIOLENCE),
    ("he grabbed me by the throat and pinned me to the wall", Concern.VIOLENCE),
    ("she chucked a mug at my head when I said no", Concern.VIOLENCE),
    ("he locked me in the flat and took the key", Concern.ABUSE),
    ("我昨天又割腕了", Concern.SELF_HARM),
    ("我老公一喝酒就扇我耳光", Concern.VIOLENCE),
    ("他把我按在墙上掐我脖子", Concern.VIOLENCE),
    ("我被他关在屋里两天了", Concern.ABUSE),
]
CHECK_IN = [
    "everyone at home would honestly manage better if i wasn't around",
    "sat in the car outside for an hour, don't want to go in while he's in one of his moods",
    "he reads all my texts every night and goes mad if i delete one",
    "每天下班都不敢回家 在楼下坐半天",
    "他每天查我手机 还不让我跟朋友出去",
]
NONE = [
    "this spreadsheet is murdering me slowly",
    "my niece destroyed me at chess again",
    "we got hammered 5-0 at football on sunday",
    "can you help me ask my flatmate to wash up before the weekend?",
    "笑死我了 这个梗太好笑了",
    "今天加班累死了",
    "周末想请室友一起打扫厨房，怎么开口？",
]


@pytest.mark.parametrize(("text", "concern"), CRISIS)
def test_clear_risk_is_a_crisis(text, concern):
    found = assess(text)
    assert found is not None and found.level == Level.CRISIS and found.concern == concern, found


@pytest.mark.parametrize("text", CHECK_IN)
def test_possible_risk_is_at_least_a_check_in(text):
    assert assess(text) is not None


@pytest.mark.parametrize("text", NONE)
def test_figures_of_speech_and_ordinary_practice_are_left_alone(text):
    assert assess(text) is None


def test_negation_cancels_a_harm_frame():
    assert assess("my husband has never once hit me, he just sulks") is None
    assert assess("他从来没打过我，就是不爱说话") is None


def test_someone_elses_quoted_words_are_read_from_their_side():
    assert assess("a resident said to me 'if you serve that soup again i'll kill myself' and we both laughed") is None
    threat = assess("my ex texted me 'if you leave i will kill you'")
    assert threat is not None and threat.concern == Concern.VIOLENCE


@pytest.mark.parametrize(
    ("hidden", "plain"),
    [
        ("i want to k i l l myself", "i want to kill myself"),
        ("i want to kіll myself", "i want to kill myself"),  # a Cyrillic і
        ("i want to k1ll myself", "i want to kill myself"),
        ("我想自 杀", "我想自杀"),
        ("我想自*杀", "我想自杀"),
        ("我不想活著了", "我不想活着了"),
    ],
)
def test_spelling_that_hides_a_word_is_undone(hidden, plain):
    assert assess(hidden) == assess(plain) and assess(plain) is not None


def test_an_emoji_is_read_as_one_word_named_for_it():
    assert prepared("he had a 🔪 and 👍🏽") == "he had a  emojikitchenknife  and  emojithumbsupmediumskintone "


def test_spaces_between_chinese_sentences_stay_sentence_breaks():
    assert prepared("不想回家 不知道他今晚") == "不想回家 不知道他今晚"


def test_mixed_scripts_are_each_read():
    found = assess("my flatmate said 他要打死我 and laughed")
    assert found is not None and found.concern == Concern.VIOLENCE


@pytest.mark.parametrize("text", ["", "   ", None, 42, "🙂🙂🙂", "🔪🩸", "...", "\u200b\u200b"])
def test_empty_emoji_only_and_odd_input_is_no_concern(text):
    assert assess(text) is None


def test_five_thousand_characters_of_look_alikes_are_read_in_linear_time():
    def seconds(repeats):  # the fastest of five runs in CPU time: a busy machine is not a slow check
        text = "my feet are killing me, he beat me at chess 累死了 笑死我了 k i l l " * repeats
        return fastest_cpu_seconds(lambda: assess(text), runs=5)

    seconds(1)
    small, large = seconds(10), seconds(100)
    assert large < small * 25 + 0.05


def test_the_trained_weights_match_the_lexicon_frames_and_corpus():
    """The weighing's model records what it was trained on; a change to the lexicon, the frames or the tuning
    corpus without ``python -m scripts.safety_model train`` is caught here."""
    for locale in safety_model.LOCALES:
        stored = json.loads((Path(safety_model.MODELS) / f"{locale}.json").read_text(encoding="utf-8"))
        found = safety_model.examples(safety_model.training_rows(locale))
        assert stored["fingerprint"] == safety_model.fingerprint(found), f"retrain the {locale} model"


RARE = 0.005
"""The share of the tuning look-alikes on which a frame the weighing never overrules may raise a crisis: its
words must say danger outright, so they almost never turn up in messages that only sound like it. (Its precision
on the tuning corpus says little: the risk writers were asked to avoid the obvious words.)"""


@pytest.mark.parametrize("locale", safety_model.LOCALES)
def test_frames_the_weighing_never_overrules_almost_never_fire_on_look_alikes(locale):
    grammar, clauses_of = (
        (english_grammar(), english_clauses) if locale == "en" else (chinese_grammar(), chinese_clauses)
    )
    rows = [row for row in safety_model.corpus("tuning.jsonl", locale) if not row["risk"]]
    hits: dict[str, int] = dict.fromkeys(grammar.explicit, 0)
    for row in rows:
        found, _ = grammar.candidates(clauses_of(prepared(row["text"])))
        for name in {name for level, _, name in found if level is Level.CRISIS} & grammar.explicit:
            hits[name] += 1
    frequent = {name: count for name, count in hits.items() if count > RARE * len(rows)}
    assert not frequent, f"explicit frames that raise a crisis on look-alikes (of {len(rows)}): {frequent}"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("领导把一堆活甩给我", None),  # a verb that already has a recipient (甩给我) is no blow
        ("他拿起杯子砸我", Level.CRISIS),
        ("他把我按住不让动", Level.CRISIS),  # an act with its result kept on it (按住) is the act
        ("会议推到下周了", None),
        ("switching suppliers now would be brand suicide", None),
        ("i honestly thought i was going to die on that rollercoaster", None),
        ("活着真的没意思", Level.CHECK_IN),
        ("这部剧真没意思", None),
    ],
)
def test_who_takes_the_act_and_what_a_word_is_doing(text, expected):
    found = assess(text)
    assert (found.level if found else None) == expected


@pytest.mark.parametrize(
    "text",
    [
        "哥说我再动他电脑就弄死我 哈哈",
        "my brother says he'll kill me if i touch his car again lol",
        "he hit me again lol whatever",
    ],
)
def test_laughing_it_off_is_asked_about_not_ignored_and_not_a_crisis(text):
    found = assess(text)
    assert found is not None and found.level is Level.CHECK_IN


def test_words_that_say_it_outright_stay_a_crisis_when_laughed_off():
    assert assess("i want to kill myself lol").level is Level.CRISIS


@pytest.mark.parametrize(
    ("text", "burden"),
    [("can i tell my boss the overtime drains me", False), ("I am a bother to them", True)],
)
def test_a_burden_word_with_me_as_its_object_says_what_weighs_on_the_writer(text, burden):
    words = {token.word: token.tags for clause in english_clauses(prepared(text)) for token in clause}
    assert ("BURDEN" in (words.get("drain", frozenset()) | words.get("bother", frozenset()))) is burden


@pytest.mark.parametrize(
    ("text", "body"),
    [
        ("she promised to text me back by noon", False),
        ("come back home when you're ready", False),
        ("he kicked me in my back", True),
        ("my lower back is bruised", True),
    ],
)
def test_back_names_the_body_only_after_a_possessive_or_a_describing_word(text, body):
    tags = [token.tags for clause in english_clauses(prepared(text)) for token in clause if token.word == "back"]
    assert tags and all(("BODY" in found) is body for found in tags)


@pytest.mark.parametrize("text", ["组长又把锅甩给我了", "同事总把杂活推给我", "他把文件扔给我就走了"])
def test_an_act_with_its_recipient_hands_something_over(text):
    tags = [token.tags for clause in chinese_clauses(prepared(text)) for token in clause]
    assert all(found.isdisjoint({"HIT", "HIT_SOFT", "THROW"}) for found in tags)


def test_the_same_act_without_a_recipient_is_still_a_blow():
    tags = {token.word: token.tags for clause in chinese_clauses(prepared("他又拿东西扔我")) for token in clause}
    assert not tags["扔"].isdisjoint({"HIT", "HIT_SOFT", "THROW"})


@pytest.mark.parametrize(
    "text",
    ["排队排到想死", "这课无聊得我不想活了", "this weather makes me want to die lol", "group chats make me wanna kms"],
)
def test_a_wish_to_die_as_a_degree_complement_is_asked_about_not_a_crisis(text):
    found = assess(text)
    assert found is not None and found.level is Level.CHECK_IN


@pytest.mark.parametrize("text", ["我真的不想活了", "i really want to die"])
def test_a_wish_to_die_said_as_a_wish_stays_a_crisis(text):
    assert assess(text).level is Level.CRISIS


@pytest.mark.parametrize(
    "text",
    [
        "our school is running a suicide prevention week, can i help plan it",
        "we had a self harm awareness assembly and my son went quiet after",
        "社区在搞预防自杀的宣传 我去当志愿者",
        "孩子学校发了防性侵的绘本 我不知道怎么跟她讲",
    ],
)
def test_a_danger_word_named_as_what_is_prevented_is_a_topic_not_a_disclosure(text):
    _, reading = reading_of(text, "zh-hans" if any("\u4e00" <= c <= "\u9fff" for c in text) else "en")
    assert reading.assessment is None


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("i used to self harm at uni, i haven't done it in years", "en"),
        ("以前我有过自残的习惯 已经好几年没有了", "zh-hans"),
        ("我年轻时一吵架就拿头撞墙，早就不这样了", "zh-hans"),
    ],
)
def test_a_harm_that_has_not_happened_for_years_is_a_past_resolved(text, locale):
    _, reading = reading_of(text, locale)
    assert "RESOLVED" in reading.cues and reading.assessment is None


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("he hasn't hit me in months but on friday he did it again", "en"),
        ("他好几个月没打我了 前天又动手了", "zh-hans"),
        ("他三个星期没打我了", "zh-hans"),
    ],
)
def test_a_denial_bounded_in_time_says_it_happened_before(text, locale):
    _, reading = reading_of(text, locale)
    assert "DENY_HARM" not in reading.cues
    assert assess(text) is not None


@pytest.mark.parametrize(
    ("tags", "concern"),
    [({"OTHER", "SH_ACT", "HIT", "ME"}, Concern.VIOLENCE), ({"FIRST", "SH_ACT", "SELF"}, Concern.SELF_HARM)],
)
def test_an_act_done_to_oneself_or_by_another_is_self_harm_only_with_a_reflexive(tags, concern):
    assert weighing.weighed_concern({f"t:{tag}" for tag in tags}) is concern


@pytest.mark.parametrize(
    ("text", "locale"), [("he never hit me, he just yells", "en"), ("他从来没打过我，就是爱吼", "zh-hans")]
)
def test_a_denial_without_a_time_still_explains_the_word_away(text, locale):
    assert "DENY_HARM" in reading_of(text, locale)[1].cues


def _leaning(monkeypatch, probability: float) -> None:
    bias = math.log(probability / (1 - probability))
    monkeypatch.setattr(weighing, "model", lambda locale: weighing.Model({}, bias, 0.5, 0.5))


@pytest.mark.parametrize(("probability", "level"), [(0.2, Level.CHECK_IN), (0.4, Level.CRISIS)])
def test_a_frames_crisis_needs_the_weights_to_lean_towards_risk(monkeypatch, probability, level):
    _leaning(monkeypatch, probability)
    frame_found = Assessment(level=Level.CRISIS, concern=Concern.VIOLENCE, cue="hit_me")
    assert weighing.corroborated("en", frame_found, [], [], "x").level is level


def test_a_frame_that_says_danger_outright_is_never_overruled(monkeypatch):
    _leaning(monkeypatch, 0.01)
    frame_found = Assessment(level=Level.CRISIS, concern=Concern.SELF_HARM, cue="suicide_words")
    kept = weighing.corroborated("en", frame_found, [], [], "x", frozenset({"suicide_words"}))
    assert kept.level is Level.CRISIS


@pytest.mark.parametrize(
    "text",
    ["My supervisor Mark is so lazy, he leaves everything to me.", "I asked my colleague Mark about the rota twice."],
)
def test_a_name_is_no_word_of_the_lexicon(text):
    assert assess(text) is None  # Mark is a man here, not a mark on the skin


def test_a_mark_on_the_skin_is_still_read():
    assert assess("he grabbed my arm so hard it left a mark") is not None


@pytest.mark.parametrize("text", ["Kevin threatened to kill me", "Priya slapped me last night", "Mark hit me again"])
def test_a_name_opening_a_sentence_acts_like_someone(text):
    assert assess(text) is not None


def test_a_plural_thing_opening_a_sentence_is_still_that_thing():
    assert assess("Bruises came up on my arm after he grabbed it") is not None


@pytest.mark.parametrize("text", ["It hurts me when you ignore my texts", "Life keeps kicking me lately"])
def test_a_known_word_opening_a_sentence_is_no_name(text):
    assert assess(text) is None

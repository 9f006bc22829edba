"""The safety detector: what it must catch and what it must leave alone, in English and Chinese."""

from __future__ import annotations

import pytest

from nvcpractice.nvc.safety import Concern, assess
from tests.cpu import fastest_cpu_seconds


def safety_concern(text):
    found = assess(text)
    return found.concern if found else None


SELF, VIOLENCE, ABUSE = Concern.SELF_HARM, Concern.VIOLENCE, Concern.ABUSE

ENGLISH_CATCH = [
    ("I want to kill myself", SELF),
    ("I've been thinking about ending it all", SELF),
    ("I cut myself last night", SELF),
    ("he hits me when he's drunk", VIOLENCE),
    ("my partner threatened to hurt me", VIOLENCE),
    ("I'm scared he'll hurt the kids", VIOLENCE),
    ("Honestly I don't want to live anymore.", SELF),
    ("I have thought about suicide more than once this month", SELF),
    ("Some days I wish I was dead", SELF),
    ("Everyone would be better off without me", SELF),
    ("I took an overdose last year and I feel that way again", SELF),
    ("I keep hurting myself when things get bad", SELF),
    ("I'm planning to end my life", SELF),
    ("There's no reason to live any more", SELF),
    ("I've started self-harming again", SELF),
    ("My husband beats me and I don't know what to say to him", VIOLENCE),
    ("When my dad gets angry he punches me", VIOLENCE),
    ("He choked me during our fight on Sunday", VIOLENCE),
    ("She told me she would kill me if I leave", VIOLENCE),
    ("My ex tried to strangle me", VIOLENCE),
    ("I'm afraid my boyfriend is going to hit me again", VIOLENCE),
    ("he threatened me with a knife", VIOLENCE),
    ("my stepfather abuses me", ABUSE),
    ("I think I'm in an abusive relationship", ABUSE),
    ("He forced me to have sex", ABUSE),
    ("I was sexually abused as a child and my uncle comes to dinner on Sunday", ABUSE),
    # written after the first version, to find what it missed
    ("Lately I just want to die", SELF),
    ("I think about killing myself every night", SELF),
    ("I burned myself with a lighter on purpose", SELF),
    ("My girlfriend slaps me when I disagree with her", VIOLENCE),
    ("He said he'll hurt my mum if I go to the police", VIOLENCE),
    ("I'm terrified my husband will kill me", VIOLENCE),
    ("Nobody would miss me if I was gone", SELF),
    ("my father used to beat us with a belt", VIOLENCE),
    ("I don't see the point in living anymore", SELF),
    ("She is abusive and controls all my money", ABUSE),
    ("I want to hang myself", SELF),
    ("He kicked me in the stomach", VIOLENCE),
    ("He pushed me down the stairs", VIOLENCE),
    ("he grabbed me by the throat", VIOLENCE),
    ("i dont want to be alive anymore", SELF),
    ("I'm so scared of what he'll do to me when he gets home", VIOLENCE),
    ("my mum burns me with cigarettes", VIOLENCE),
    ("I want to disappear forever and never wake up", SELF),
]

ENGLISH_LEAVE = [
    "this deadline is killing me",
    "I could kill for a coffee",
    "the traffic was murder",
    "we killed it at the presentation",
    "I was just killing time before the meeting",
    "I'm dying to see it",
    "hit me up later",
    "My feet are killing me after the hike",
    "I nearly died laughing at his joke",
    "He beat me at chess again",
    "My sister beat me to it",
    "The news hit me hard",
    "It hurt my feelings when you forgot my birthday",
    "I'm so hurt that you didn't call",
    "I cut myself a slice of cake",
    "I cut myself shaving this morning",
    "My boss threatened to cut my hours",
    "He threatened to quit if we moved the meeting",
    "I hurt my back lifting the boxes",
    "Asking for a raise now would be career suicide",
    "We watched Suicide Squad last night",
    "I'm worried she'll hit the roof when she sees the bill",
    "I don't want to live with him anymore, I want my own flat",
    "He never hits me, but he shouts a lot",
    "The landlord threatened to kick us out",
    "You're killing me with these puns",
    "My manager is going to kill me when she sees this report",
    "Your cooking is to die for",
    "The idea hit me in the shower",
    "He beats me every time we play tennis",
    "It hurts me when you roll your eyes",
    "She shot me a dirty look",
    "I cut myself off from that group chat",
    "They abused my trust by reading my diary",
    "I'm going to murder this pizza",
    "She's abusing the free coffee",
    "I'd rather die than sing karaoke",
    "I'm scared he'll be angry with me",
]

CHINESE_CATCH = [
    ("我不想活了", SELF),
    ("我想自杀", SELF),
    ("他喝醉了就打我", VIOLENCE),
    ("她威胁要伤害我", VIOLENCE),
    ("我有时候想伤害自己", SELF),
    ("活着真的没意思", SELF),
    ("我觉得自己活不下去了", SELF),
    ("昨晚我又割腕了", SELF),
    ("有时候我会自残", SELF),
    ("我想结束自己的生命", SELF),
    ("死了算了，反正没人在乎", SELF),
    ("我偷偷攒了安眠药，想一口气吞了安眠药", SELF),
    ("我真的好想死", SELF),
    ("我想离开这个世界", SELF),
    ("我老公经常打我", VIOLENCE),
    ("我爸一生气就揍我", VIOLENCE),
    ("昨天我又被他打了", VIOLENCE),
    ("我担心他会伤害孩子", VIOLENCE),
    ("他说要杀了我", VIOLENCE),
    ("男朋友拿刀对着我", VIOLENCE),
    ("她掐住我的脖子不放", VIOLENCE),
    ("我小时候一直挨打", VIOLENCE),
    ("我遭受过家暴", VIOLENCE),
    ("我继父虐待我", ABUSE),
    ("他强迫我和他发生关系", ABUSE),
    ("我在公司被性骚扰了", ABUSE),
    # written after the first version, to find what it missed
    ("我想从楼上跳下去", SELF),
    ("我觉得大家没有我会更好", SELF),
    ("他一喝酒就对我动手", VIOLENCE),
    ("我怕我老公会杀了我", VIOLENCE),
    ("我前男友威胁要弄死我", VIOLENCE),
    ("我小时候被继父性侵过", ABUSE),
    ("他总是打孩子，我很害怕", VIOLENCE),
    ("我被男朋友打得鼻青脸肿", VIOLENCE),
    ("我想一了百了", SELF),
    ("他拿皮带抽我", VIOLENCE),
    ("我老公喝了酒就打人", VIOLENCE),
    ("我昨晚割了自己好几刀", SELF),
    ("我活着就是多余的", SELF),
]

CHINESE_LEAVE = [
    "累死了",
    "笑死我了",
    "气死我了",
    "热死了",
    "我们去市场杀价吧",
    "这游戏里我被打死了",
    "饿死我了，先吃饭",
    "好久不见，想死你了",
    "商场在搞跳楼价",
    "有事打我电话",
    "他打败了我",
    "我被他打断了好几次",
    "别打扰我写作业",
    "我被老板的话打击到了",
    "这部电影把我打动了",
    "吓死我了",
    "老板威胁要扣我工资",
    "他威胁要打官司",
    "周末我去打工",
    "他篮球打得比我好",
    "我们在比赛里被对手打爆了",
    "我打自己的脸了，之前说的不对",
    "我怕伤害他的感情",
    "你的话伤害了我",
    "忙得要死",
    "我今天喝中药了",
    "他在游戏里一直打我",
    "我想死我的猫了",
    "我怕伤害我们的友谊",
    "老板说要杀一杀这股歪风",
    "我怕他会打我的电话",
    "他一直在打我的主意",
    "他把我打败了三次",
    "打死我也不说",
    "他杀价杀得太狠了",
    "这把游戏我又被杀了",
    "我被那个笑话打动了",
    "今天真是要累死人了",
]


@pytest.mark.parametrize(("text", "concern"), ENGLISH_CATCH + CHINESE_CATCH)
def test_catches(text, concern):
    assert safety_concern(text) == concern


@pytest.mark.parametrize("text", ENGLISH_LEAVE + CHINESE_LEAVE)
def test_leaves_figures_of_speech_alone(text):
    assert safety_concern(text) is None


def precision_recall(catch, leave):
    caught = sum(safety_concern(text) is not None for text, _ in catch)
    false_alarms = sum(safety_concern(text) is not None for text in leave)
    return caught / (caught + false_alarms), caught / len(catch)


@pytest.mark.parametrize(("catch", "leave"), [(ENGLISH_CATCH, ENGLISH_LEAVE), (CHINESE_CATCH, CHINESE_LEAVE)])
def test_precision_and_recall_on_the_lists(catch, leave):
    assert len(catch) >= 25 and len(leave) >= 25
    assert precision_recall(catch, leave) == (1.0, 1.0)


def test_curly_apostrophes_and_mixed_language():
    assert safety_concern("I don’t want to live anymore") == SELF
    assert safety_concern("I’m scared he’ll hurt the kids") == VIOLENCE
    assert safety_concern("My flatmate said 他要打死我") == VIOLENCE


def test_a_phrase_in_compatibility_characters_is_read_as_its_usual_form():
    assert safety_concern("有时候我觉得\uf967想活了") == SELF  # U+F967 is 不 in a compatibility form


@pytest.mark.parametrize("text", ["", "   ", None, 42])
def test_nothing_to_check(text):
    assert safety_concern(text) is None


def test_time_grows_linearly():
    """The fastest of several runs per size, on CPU time, so a busy machine does not read as a slow check."""

    def seconds(repeats):
        text = "I could kill for a coffee and he beat me at chess. 累死了，杀价。" * repeats
        assert safety_concern(text) is None
        return fastest_cpu_seconds(lambda: safety_concern(text), runs=5)

    seconds(4)
    small, large = seconds(40), seconds(400)
    assert large < small * 25 + 0.05

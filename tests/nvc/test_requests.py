"""Requests. A Chinese modal question asking for "a bit of" a quality (有点/讲点 + 分寸) or for not doing something
(能不能不…) is `vague`; one with no subject but the listener, after a time or a form of address, asks for an action
(`request`) as 你能…吗 does; a bare command is a `demand` whatever opens it; and so is a threat, in both
languages, even where nothing is asked.

Sentences written for these tests; the corpus in ``tests/nvc/corpus`` measures the same kinds on unseen text."""

from __future__ import annotations

import pytest

from nvcpractice.nvc import analyze


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("你们能不能讲点卫生？", "vague"),
        ("你能不能有点分寸？", "vague"),
        ("今晚十点以后能不能不弹琴？", "vague"),
        ("明天上午能把钥匙还我吗？", "request"),
        ("下周一前能把合同发我一份吗？", "request"),
        ("老师，能具体讲讲那次考试的情况吗？", "request"),
        ("这个能退吗？", "absent"),
        ("我能理解你吗？", "absent"),
    ],
)
def test_a_modal_question_asks_for_an_action_a_quality_or_nothing(text, expected):
    assert analyze(text).labels()["request"] == expected


@pytest.mark.parametrize(
    "text",
    [
        "今晚睡前把会议室的钥匙还我。",  # the segmenter cuts 把 from 会议室
        "您别碰我桌上的文件。",  # polite address commands too
        "以后你家的狗别拴在楼道里。",  # a lead sets when to act; the listener's thing is the topic
        "下次你的车别堵着车库门。",
        "麻烦你把快递拿上楼，谢谢",  # a polite word does not make a command a question (the rubric)
        "拜托你下午把钥匙放门垫下面",
        "您把登记表填一下",  # polite address commands as 你 does
    ],
)
def test_a_bare_command_is_a_demand_whatever_opens_it(text):
    assert analyze(text).labels()["request"] == "demand"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("If the rent is not paid by Friday, I am calling the landlord.", "demand"),  # a threat with no question
        ("要是你再不还钱，我就去找你爸妈。", "demand"),
        ("If it rains on Sunday, we can go to the cinema.", "absent"),
    ],
)
def test_a_threat_is_a_demand_even_where_nothing_is_asked(text, expected):
    assert analyze(text).labels()["request"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It would be nice if you could water the plants on Saturday.", "request"),  # a wish that leaves room for no
        ("It'd mean a lot to me if you called Grandma this weekend.", "request"),
        ("Do you think you could drop the keys off by six?", "request"),
        ("It'd be great if you could be a bit more patient.", "vague"),  # a quality, wished for
    ],
)
def test_a_wish_that_leaves_room_for_no_is_asked_as_a_question_is(text, expected):
    assert analyze(text).labels()["request"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ring me when you reach the station.", "demand"),  # any word that takes "me" as its object is a verb
        ("Ping us once it's merged.", "demand"),
        ("Talk to me before you book anything.", "demand"),
        ("Listen to me for once!", "demand"),  # "listen" is a filler only when it opens ("Listen, I…")
        ("Look at me when I'm talking.", "demand"),
        ("Listen, I was at work until nine.", "absent"),
        ("Call me when you land, ok?", "demand"),  # a tag asking for assent leaves a command a command
        ("Put the bins out tonight, will you?", "demand"),
        ("Lucky me, the bus was late again.", "absent"),
        ("Excuse me, I was talking.", "absent"),
        ("Could you call me when you land?", "request"),
        ("Are you coming tonight, yeah?", "absent"),
        ("Told him twice on Monday that the rent was due.", "absent"),  # a past verb narrates, its subject left out
        ("Saw them leave the gate open at 7.", "absent"),
        ("Ringing me at midnight again.", "absent"),
        ("With him on his phone all through dinner, I ate alone.", "absent"),  # a preposition takes "him" too
        ("For them the deadline was Friday.", "absent"),
        ("My US visa interview was moved to Monday.", "absent"),  # "us" lower-cased is no object after "my"
    ],
)
def test_a_command_is_known_by_its_object_and_survives_a_tag_question(text, expected):
    assert analyze(text, "en").labels()["request"] == expected


@pytest.mark.parametrize(
    ("text", "asked", "observation"),
    [
        ("你把我的充电器弄丢了", "absent", "observation"),  # nobody commands a mishap
        ("你把我新买的碗摔碎了。", "absent", "observation"),
        ("你把垃圾倒了。", "demand", "absent"),
    ],
)
def test_a_mishap_with_ba_is_what_happened_not_a_command(text, asked, observation):
    labels = analyze(text).labels()
    assert (labels["request"], labels["observation"]) == (asked, observation)


@pytest.mark.parametrize(
    "text",
    [
        "You'll be back before dark, ok?",  # what the listener will do, and only assent asked for
        "you're going to say sorry to your cousin, understood?",
        "Visitors must sign in at reception.",  # a rule laid down for a group
        "All expense claims have to go through finance.",
        "No bikes in the hallway.",
        "I need you back by four.",
        "what i want is for you to call before you come over",
    ],
)
def test_orders_rules_and_needs_of_the_listener_are_demands(text):
    assert analyze(text, "en").label("request") == "demand"


@pytest.mark.parametrize("text", ["You'll be fine, ok?", "No worries at all.", "Could you send it by end of day?"])
def test_reassurance_and_an_end_of_day_are_no_demand(text):
    assert analyze(text, "en").label("request") != "demand"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("吃完饭再看电视！", "demand"),  # an exclamation with someone to do something: a command by its form
        ("讲了一百遍了，垃圾袋扎好再扔！", "demand"),
        ("外卖给我放门口！", "demand"),
        ("你又忘带钥匙了！", "absent"),  # what happened
        ("一个字都没写！", "absent"),
        ("气死我了！", "absent"),
    ],
)
def test_a_chinese_exclamation_orders_by_its_form(text, label):
    assert analyze(text, "zh-hans").label("request") == label


@pytest.mark.parametrize(
    "text",
    [
        "拜托了 别再熬夜了",  # a command after a space, as chat separates clauses
        "同学们注意 请大家周四前交实验报告",
        "厨房又没收拾，我有点烦，我需要整洁，下次记得擦灶台。",  # from now on, after the speaker's need
        "走廊又堆满了纸箱，我很头疼，我需要通道畅通，以后别放这儿。",
    ],
)
def test_a_chinese_command_in_a_later_clause_is_a_demand(text):
    assert analyze(text, "zh-hans").label("request") == "demand"


def test_a_later_clause_that_narrates_is_no_command():
    assert analyze("老婆 你今天把地拖了 还给狗洗了澡 我特别感动", "zh-hans").label("request") == "absent"


@pytest.mark.parametrize(
    ("text", "asked", "observation"),
    [
        ("你们就不能安静一会儿吗？", "vague", "absent"),
        ("您就不能稍微耐心点吗", "vague", "absent"),
        ("你怎么就不能早点说？", "absent", "evaluation"),
        ("为什么你就不能把袜子收起来？", "absent", "evaluation"),
    ],
)
def test_a_reproach_asked_as_a_question_is_vague_unless_it_asks_why(text, asked, observation):
    labels = analyze(text, "zh-hans").labels()
    assert (labels["request"], labels["observation"]) == (asked, observation)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("你愿意明天负责接送孩子吗？", "request"),
        ("下个月你能多交两百块房租吗？", "request"),
        ("你能负责一点吗？", "vague"),
        ("能不能多体谅我一下？", "vague"),
        ("你能不能多陪陪爸妈？", "vague"),
    ],
)
def test_a_quality_word_with_a_task_or_an_amount_asks_for_an_action(text, expected):
    assert analyze(text, "zh-hans").labels()["request"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Would you ring me if you're going to be later than ten?", "request"),
        ("Could you shift your van by nine so the bin lorry can get through?", "request"),
        ("Would you put your bike in the shed from now on?", "request"),
        ("Could you be less moody when we have guests?", "vague"),
        ("could you try not to be so loud at night", "vague"),
    ],
)
def test_only_the_action_asked_for_decides_vague_not_a_clause_after_it(text, expected):
    assert analyze(text, "en").labels()["request"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("If you don't return the deposit by Monday I'm taking you to small claims.", "demand"),
        ("If you shout at the kids like that again, we're going to have words.", "demand"),
        ("if you don't mind, I'm heading home now", "absent"),
        ("If you're around on Sunday I'm making a roast.", "absent"),
    ],
)
def test_a_consequence_after_an_if_in_any_future_form_is_a_threat(text, expected):
    assert analyze(text, "en").labels()["request"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("赶紧把你的电动车挪走", "demand"),
        ("以后放鞋柜里", "demand"),
        ("你周五之内把钱转我", "demand"),
        ("明晚八点前把作业写完了", "demand"),
        ("我赶紧回家了", "absent"),
        ("上周五下班前你把钥匙还了", "absent"),
        ("慢点开", "demand"),  # how to do it, urged
        ("今晚早些休息。", "demand"),
        ("他昨天早点走了", "absent"),
        ("下次自己打车回来", "demand"),  # yourself, then the verb
        ("以后拿你自己的杯子", "demand"),
        ("你怎么又这样，马上把音响关了！", "demand"),  # after a rhetorical clause
        ("你怎么这么晚才到，路上堵车了？", "absent"),
        ("下午回公司把合同盖个章", "demand"),  # a verb, then the 把-clause asked for
        ("我昨天回公司把合同盖了章", "absent"),
        ("你先别挂电话", "demand"),  # an adverb before 别
        ("你千万别跟我妈说", "demand"),
        ("试试先深呼吸再回她", "demand"),
        ("你赶紧回来一趟", "demand"),  # a verb of coming and going, whatever the tagger calls it
        ("都给我坐好！", "demand"),  # whatever follows 给我 is ordered
        ("你快点下楼嘛", "demand"),  # 嘛 coaxes an urged command; it asks nothing
        ("你能早点下楼嘛", "request"),  # after a modal it asks
    ],
)
def test_a_clause_urged_on_that_opens_with_a_verb_or_ba_is_a_command(text, expected):
    assert analyze(text, "zh-hans").labels()["request"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [("你还记得我们第一次见面吗", "absent"), ("你从来不记得交水费", "absent"), ("出门记得带钥匙", "demand")],
)
def test_remembering_told_is_no_reminder(text, expected):
    assert analyze(text, "zh-hans").labels()["request"] == expected


@pytest.mark.parametrize("text", ["你能不能耐心点啊", "你们能不能安静点呀"])
def test_a_bit_of_a_quality_asked_with_a_soft_particle_is_vague(text):
    assert analyze(text, "zh-hans").labels()["request"] == "vague"


@pytest.mark.parametrize("text", ["麻烦您了", "拜托拜托", "真是麻烦你了"])
def test_thanks_or_pleading_with_nothing_asked_is_no_request(text):
    assert analyze(text, "zh-hans").labels()["request"] == "absent"


@pytest.mark.parametrize("text", ["麻烦你帮我把门关上好吗？", "拜托你明天上午把合同寄出来可以吗"])
def test_a_polite_word_in_a_question_still_asks(text):
    assert analyze(text, "zh-hans").labels()["request"] == "request"


@pytest.mark.parametrize("text", ["Tone it down.", "your music is so loud, turn it down", "Switch that off please"])
def test_a_phrasal_verb_with_its_object_and_particle_commands(text):
    assert analyze(text, "en").labels()["request"] == "demand"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the sink's full again, wash your mug", "demand"),  # a command in a later clause, no "so" needed
        ("whoever keeps taking my charger, stop.", "demand"),
        ("it was a long day, look, I'm just tired", "absent"),  # a discourse word, not a command
    ],
)
def test_a_later_clause_that_commands_is_a_demand(text, expected):
    assert analyze(text, "en").labels()["request"] == expected

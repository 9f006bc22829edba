"""Every judgement in a text, quoted as written, with its kind: always/never, a word for the person, or other."""

import pytest

from nvcpractice.nvc import analyze
from nvcpractice.nvc.judgements import judgements_in
from nvcpractice.nvc.words import boundaries


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
        ("他们就是看不起新来的", [("他们就是看不起新来的", "character")]),  # the whole verdict, quoted
        ("My flatmate doesn't clean up anything", [("doesn't clean up anything", "generalisation")]),
        ("he won't listen to anyone", [("won't listen to anyone", "generalisation")]),
        ("", []),
    ],
)
def test_judgements_in_order_with_their_kind(text, found):
    assert [(j.words, j.kind) for j in judgements_in(text)] == found


@pytest.mark.parametrize(("text", "locale", "bare"), [("so rude", "en", "rude"), ("太懒了", "zh-hans", "懒")])
def test_the_bare_word_drops_so_too_and_tai_le(text, locale, bare):
    assert judgements_in(text, locale)[0].bare(locale) == bare


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("你拿我当提款机吗？", "evaluation"),  # how the listener treats the speaker
        ("你当我是空气吗？", "evaluation"),
        ("还让不让我写作业了？", "evaluation"),  # a question that dares blames
        ("楼上到底有没有公德？", "evaluation"),
        ("上周五你让我先走了。", "observation"),
    ],
)
def test_a_chinese_question_that_judges_is_an_evaluation(text, expected):
    assert analyze(text).labels()["observation"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("You treat me like a servant.", "evaluation"),  # how someone is treated, by comparison
        ("She is an utter nightmare.", "evaluation"),  # a noun made a verdict by its intensifier
        ("I can't believe you ate my leftovers.", "evaluation"),  # indignation
        ("I reckon she's lying.", "evaluation"),  # "I think you're…", contracted
        ("I believe you.", "absent"),
        ("He is a real estate agent.", "absent"),
        ("We spent a total of five hours on it yesterday.", "observation"),
    ],
)
def test_an_english_judgement_by_comparison_intensifier_or_disbelief_is_an_evaluation(text, expected):
    assert analyze(text).labels()["observation"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("隔壁那个人太吵了", "evaluation"),
        ("这次的菜跟上次不太一样了", "observation"),
        ("我太太昨天加班到十点", "observation"),
    ],
)
def test_too_judges_a_degree_while_not_too_hedges_one(text, expected):
    assert analyze(text).labels()["observation"] == expected


def test_a_degree_word_glued_to_the_word_before_starts_the_phrase_it_judges():
    text = "隔壁那个人太没礼貌了"
    edges = boundaries(text)
    assert text.index("太") in edges and text.index("人") + 1 in edges


@pytest.mark.parametrize("text", ["算了算了 我不说了", "好了好了 别吵了", "走了走了"])
def test_a_two_character_word_said_twice_is_two_words(text):
    start = next(i for i in range(len(text) - 3) if text[i : i + 2] == text[i + 2 : i + 4])
    assert {start, start + 2, start + 4} <= boundaries(text)


@pytest.mark.parametrize("text", ["别误会，我就是想跟你聊聊周报的事。", "我不是故意晚回的，路上堵车了。"])
def test_the_speakers_own_intent_is_no_guess_at_a_motive(text):
    assert analyze(text, "zh-hans").label("observation") != "evaluation"


@pytest.mark.parametrize("text", ["你就是想让我难堪。", "他是故意不回我的。"])
def test_a_motive_pinned_on_someone_else_is_still_a_judgement(text):
    assert analyze(text, "zh-hans").label("observation") == "evaluation"


@pytest.mark.parametrize(
    "text",
    ["When you rudely cut me off in the meeting, I felt tense.", "You conveniently skipped the washing-up rota."],
)
def test_a_judgement_as_the_manner_of_an_act_is_an_evaluation(text):
    assert analyze(text, "en").label("observation") == "evaluation"


@pytest.mark.parametrize(
    "text", ["I'm terribly sorry I missed your call at 6pm.", "It was insanely busy at work today."]
)
def test_an_adverb_that_only_says_how_much_judges_nothing(text):
    assert analyze(text, "en").label("observation") != "evaluation"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("你这份报表做得真潦草。", "evaluation"),  # how something was done, given a degree
        ("他这个人特别轴。", "evaluation"),
        ("我弟弟最近挺难过的。", "absent"),  # a feeling with a degree judges no one
    ],
)
def test_a_person_or_a_manner_given_a_degree_is_judged(text, label):
    assert analyze(text, "zh-hans").label("observation") == label


@pytest.mark.parametrize(
    "text",
    [
        "你这人真是抠到家了。",  # a degree pushed to the limit
        "这话我讲了一百遍了！",  # a count no one kept
        "这都第几回了？",
        "你每个周末都在睡懒觉。",  # every … all
        "你随手就把钥匙扔沙发上。",  # carelessness guessed
        "你怎么能这样跟奶奶说话？",
        "都九点了还不起床。",
        "他这顿饭做得也太敷衍了。",  # how a thing was done, even in words that name feelings elsewhere
    ],
)
def test_judgements_by_their_form_in_chinese(text):
    assert analyze(text, "zh-hans").label("observation") == "evaluation"


def test_a_counted_every_time_stays_a_description():
    assert analyze("你这周借了我的伞两次，每次都没还回来。", "zh-hans").label("observation") == "observation"


@pytest.mark.parametrize(
    "text",
    [
        "you obviously forgot on purpose",  # the listener's doing read into
        "she basically ignored everything I said",
        "you just casually left the door open",
        "Some people could try washing a mug now and then.",  # a jab through "some people"
    ],
)
def test_a_doing_read_into_or_a_jab_through_some_people_judges(text):
    assert analyze(text, "en").label("observation") == "evaluation"


@pytest.mark.parametrize(
    "text",
    [
        "honestly it's like talking to a wall with you",  # likened to something
        "you shouted like a maniac",
        "she docked my pay for no reason",
        "that comment in the meeting was out of order",
    ],
)
def test_likening_and_set_phrases_of_blame_judge(text):
    assert analyze(text, "en").label("observation") == "evaluation"


@pytest.mark.parametrize(
    "text",
    [
        "这个排班表简直乱套。",  # 简直
        "这么点事都要问我？",
        "你是不是故意气我",  # a motive asked about
        "您说了算呢",  # a sarcastic concession
    ],
)
def test_chinese_blame_by_its_form(text):
    assert analyze(text, "zh-hans").label("observation") == "evaluation"


def test_a_guess_at_what_someone_wants_is_no_motive_imputed():
    assert analyze("你是不是想多陪陪孩子？", "zh-hans").label("observation") == "absent"


@pytest.mark.parametrize(
    ("text", "observation"),
    [
        ("您老是当着客人的面数落我", "evaluation"),
        ("他的每一条消息都带着刺", "evaluation"),
        ("房间乱成这样你也不收拾", "evaluation"),
        ("你们部门没一个准时的", "evaluation"),
        ("您老慢点走", "absent"),
        ("上周三你一条消息都没回", "observation"),
    ],
)
def test_polite_address_every_one_and_an_exclaimed_outcome_judge_in_chinese(text, observation):
    assert analyze(text, "zh-hans").labels()["observation"] == observation


@pytest.mark.parametrize(
    ("text", "observation"),
    [
        ("you check your phone in every conversation we have", "evaluation"),
        ("every single holiday goes to your brother", "evaluation"),
        ("he does absolutely nothing round the house", "evaluation"),
        ("I texted four times and every message was left on read", "observation"),
        ("you did nothing at the barbecue on Sunday", "observation"),
    ],
)
def test_every_one_of_something_and_a_habit_of_doing_nothing_generalise_unless_counted(text, observation):
    assert analyze(text, "en").labels()["observation"] == observation


@pytest.mark.parametrize(
    ("text", "observation"),
    [
        ("can you stop being so stingy with the biscuits", "evaluation"),
        ("Sort the recycling out, you never lift a finger.", "evaluation"),
        ("Could you always lock the back door when you go out?", "absent"),
        ("Would you be so kind as to shut the gate?", "absent"),
    ],
)
def test_a_judgement_said_within_a_request_sentence_still_judges(text, observation):
    assert analyze(text, "en").labels()["observation"] == observation


def test_be_so_kind_as_to_is_a_courtesy_not_a_quality_asked_for():
    assert analyze("Would you be so kind as to shut the gate?", "en").labels()["request"] == "request"


@pytest.mark.parametrize(
    "text",
    ["你们能不能别老是半夜打电话？", "他这个人就是太较真", "你最近做事特别马虎", "这事我都讲了好几遍了"],
)
def test_chinese_habits_degrees_of_a_manner_and_uncounted_repeats_judge(text):
    assert analyze(text, "zh-hans").labels()["observation"] == "evaluation"


@pytest.mark.parametrize(
    ("text", "observation"),
    [
        ("you slammed the door like a maniac", "evaluation"),
        ("he never helps anyone at work", "evaluation"),
        ("you don't listen to anybody", "evaluation"),
        ("you didn't tell anyone about the party on Friday", "observation"),
    ],
)
def test_likened_to_someone_or_a_habit_of_doing_nothing_for_anyone_judges(text, observation):
    assert analyze(text, "en").labels()["observation"] == observation


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Can you ring me back, you cut me off twice and each time said you had a meeting?", "observation"),
        ("Could you tidy up, you leave every cup on the desk?", "evaluation"),
    ],
)
def test_each_of_the_counted_times_beside_a_request_is_no_generalisation(text, expected):
    assert analyze(text).labels()["observation"] == expected


@pytest.mark.parametrize(
    ("text", "judged"),
    [
        ("你们就是看不起外地人", True),  # a verdict on who they are
        ("他就是嫌我慢", True),
        ("他就是我们新来的组长", False),  # names someone
        ("你就是太紧张了", False),  # a feeling
        ("你这桌子乱得跟狗窝似的", True),  # a likeness made to mock
        ("你把我的截图转给领导，是想看我挨骂吧", True),  # a motive presumed
        ("你下周是要出差吧", False),  # a plan confirmed, no motive
    ],
)
def test_a_chinese_verdict_likeness_or_presumed_motive_is_an_evaluation(text, judged):
    assert (analyze(text, "zh-hans").labels()["observation"] == "evaluation") is judged


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I came back and the sink was blocked again", "evaluation"),  # something else repeats, uncounted
        ("I rang the surgery on Tuesday and again on Thursday", "observation"),  # the speaker's own repetition
    ],
)
def test_again_is_the_speakers_own_only_when_nothing_else_does_it(text, expected):
    assert analyze(text).labels()["observation"] == expected


@pytest.mark.parametrize(
    ("text", "judged"),
    [
        ("you've cancelled on me like a hundred times", True),  # a count nobody kept
        ("She only texts when she wants a lift.", True),  # a habit pinned on someone
        ("He breaks everything he touches.", True),
        ("Thank you for everything you do for the team.", False),
        ("I only eat breakfast when I'm up early.", False),
    ],
)
def test_hyperbole_and_pinned_habits_are_generalisations(text, judged):
    assert (analyze(text).labels()["observation"] == "evaluation") is judged


@pytest.mark.parametrize(
    ("text", "judged"),
    [
        ("这空调隔三差五就坏", True),  # how often, never counted
        ("你们几个一个比一个能拖", True),
        ("对对对，全世界就你最有理", True),  # a superlative of the listener alone
        ("我可真谢谢你啊，快递又给我退回去了", True),  # thanks said by 我: the idiom's sarcasm
        ("谢谢你昨天帮我搬家", False),
        ("这事要你负责", False),  # a bare 要 with no 我: no one's need, no judgement
    ],
)
def test_chinese_frequency_words_superlatives_and_sarcastic_thanks_judge(text, judged):
    assert (analyze(text, "zh-hans").labels()["observation"] == "evaluation") is judged


@pytest.mark.parametrize(
    ("text", "judged"),
    [
        ("我认为你就是不想还钱", True),  # the rubric: 我认为你… judges
        ("你这种老板我见得多了", True),  # a kind pinned on the listener
        ("你这种情况可以先请假", False),
        ("我认为这个时间可以", False),
    ],
)
def test_i_think_you_and_your_kind_judge_in_chinese(text, judged):
    assert (analyze(text, "zh-hans").labels()["observation"] == "evaluation") is judged


@pytest.mark.parametrize(
    ("text", "locale", "advice"),
    [
        ("Oh great job, you locked us out again", "en", "sarcasm"),
        ("you left the gate open again", "en", "repetition"),
        ("你可真行，钥匙又忘带了", "zh-hans", "反话"),
        ("你又把伞落在车上了", "zh-hans", "责怪"),
        ("我可真谢谢你啊，快递又给我退回去了", "zh-hans", "反话"),  # thanks said by 我: sarcasm, not indignation
    ],
)
def test_sarcasm_and_repetition_get_their_own_advice(text, locale, advice):
    assert advice in analyze(text, locale).components["observation"].suggestion

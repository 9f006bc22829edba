"""Search and matching on the seeded library: relevant scenarios first, unrelated ones cut, in both languages."""

from __future__ import annotations

import pytest

from nvcpractice.ops.seed import SEED_DIR
from nvcpractice.scenarios import selectors, services
from nvcpractice.scenarios.matching import Query, query_terms
from nvcpractice.scenarios.models import Scenario

pytestmark = pytest.mark.django_db

#: Descriptions a learner might type, each with the seed scenario(s) that fit it best.
EN_QUERIES = {
    "credit": {"en-work-credit"},
    "dishes": {"en-family-dishes"},
    "I'd like to practise a tense talk with my flatmate about noise late at night": {"en-friends-flatmate-guests"},
    "my teammate presented my analysis as his own": {"en-work-credit"},
    "the guy upstairs plays loud music past midnight": {"en-friends-neighbour-music"},
    "my son won't wash up after school": {"en-family-dishes"},
    "a friend never paid back the money I lent her": {"en-friends-loan"},
    "my partner spent a lot on a new bike without asking me": {"en-partner-big-purchase"},
    "a colleague keeps cutting me off in meetings": {"en-work-interrupted"},
    "my boss wants me to work this weekend": {"en-work-weekend-request"},
    "a friend who keeps cancelling our plans": {"en-friends-cancelled-plans"},
    "my close friend told others a secret I shared": {"en-friends-secret"},
    "someone in my group project isn't doing their share": {"en-school-group-project"},
    "asking my teacher why my essay got a low mark": {"en-school-essay-grade"},
    "a classmate wants to copy my homework": {"en-school-copying-homework"},
    "my girlfriend comes home late and doesn't text": {"en-partner-late-home"},
    "who does the laundry at home, me or my husband": {"en-partner-laundry"},
    "my brother won't help look after our dad": {"en-family-dads-care"},
    "telling my father I won't come home for Christmas": {"en-family-holidays"},
    "mum keeps questioning my career": {"en-family-career-calls"},
    "my wife scrolls on her phone in bed": {"en-partner-phone-in-bed"},
    "a junior developer is late to stand-up again": {"en-work-standups"},
    "my mother-in-law lets herself in without calling": {"en-family-mother-in-law"},
    "friends making fun of me in the group chat": {"en-friends-group-chat-jokes"},
}
ZH_QUERIES = {
    "抢功": {"zh-work-credit"},
    "洗碗": {"zh-partner-housework"},
    "我想练习和室友谈谈半夜太吵的事": {"zh-friends-flatmate-noise", "zh-school-dorm-gaming"},
    "同事把我做的方案说成是他的": {"zh-work-credit"},
    "过年回家被妈妈催着结婚": {"zh-family-cuihun"},
    "婆婆总给孩子吃零食": {"zh-family-popo-snacks"},
    "儿子一直玩游戏不写作业": {"zh-family-kid-games"},
    "爸爸花了好几万买保健品": {"zh-family-dad-supplements"},
    "老公下班回家什么家务都不做": {"zh-partner-housework"},
    "丈夫瞒着我给他父母转钱": {"zh-partner-parents-money"},
    "老公忘了我们的结婚纪念日": {"zh-partner-anniversary"},
    "男朋友总是很久才回消息": {"zh-partner-slow-replies"},
    "领导周五晚上在群里派活": {"zh-work-weekend-overtime"},
    "同事在大群里当众挑我的错": {"zh-work-group-callout"},
    "实习生的周报总是拖着不交": {"zh-work-intern-report"},
    "这次晋升名单上没有我": {"zh-work-promotion"},
    "朋友借了我的钱一直不还": {"zh-friends-borrowed-money"},
    "好朋友每次约好都迟到": {"zh-friends-always-late"},
    "老同学在群里拿我开玩笑": {"zh-friends-group-chat-joke"},
    "闺蜜结婚没让我当伴娘": {"zh-friends-bridesmaid"},
    "班主任在家长群点名说我孩子": {"zh-school-parent-group"},
    "小组作业有人划水": {"zh-school-group-project"},
    "导师总让我给他公司干活": {"zh-school-advisor-side-work"},
    "开会时同事老打断我": {"zh-work-meeting-interrupt"},
}
#: Written after the lexicon was tuned on the lists above, and not tuned on: an honest check of generalisation.
HELD_OUT = {
    "en": {
        "my roommate has friends over until 2am on weeknights": {"en-friends-flatmate-guests"},
        "my manager emailed on friday afternoon asking for a report by monday": {"en-work-weekend-request"},
        "my teenage son leaves his plates everywhere": {"en-family-dishes"},
        "my buddy still owes me 200 pounds": {"en-friends-loan"},
        "my husband is always on his phone when we go to sleep": {"en-partner-phone-in-bed"},
        "the person I share a project with at uni does nothing": {"en-school-group-project"},
        "my best friend keeps bailing on me at the last minute": {"en-friends-cancelled-plans"},
        "my sibling and I argue about who takes care of our father": {"en-family-dads-care"},
        "my co-worker took credit for my slides in front of the director": {"en-work-credit"},
        "the teacher rang me about my child's conduct in class": {"en-school-teacher-call"},
    },
    "zh-hans": {
        "合租的室友天天带人回来喝酒到很晚": {"zh-friends-flatmate-noise"},
        "我老婆嫌我回消息慢": {"zh-partner-slow-replies"},
        "我妈一直问我什么时候找对象": {"zh-family-cuihun"},
        "同事把我的成果拿去邀功": {"zh-work-credit"},
        "我家孩子天天抱着手机打游戏": {"zh-family-kid-games"},
        "领导老在下班以后和周末安排工作": {"zh-work-weekend-overtime"},
        "好朋友结婚找了别人当伴娘": {"zh-friends-bridesmaid"},
        "上铺半夜打游戏吵得我睡不着": {"zh-school-dorm-gaming"},
        "爸爸被推销骗着买了一堆保健品": {"zh-family-dad-supplements"},
        "室友借了我一万块钱到现在没还": {"zh-friends-borrowed-money"},
    },
}
MIN_HELD_OUT_TOP1 = 0.7
#: The share of descriptions whose first result fits, per language (measured: see the report in the test output).
MIN_TOP1 = 0.9


@pytest.fixture
def library():
    import json

    services.scenarios_import(documents=json.loads((SEED_DIR / "scenarios.json").read_text(encoding="utf-8")))
    services.scenarios_embed(scenario_ids=list(Scenario.objects.values_list("pk", flat=True)))
    return {scenario.slug: scenario for scenario in Scenario.objects.all()}


def top_slugs(user, query, locale, limit=10):
    return [s.slug for s in selectors.scenario_search(user_id=user.pk, query=query, locale=locale, limit=limit)]


@pytest.mark.parametrize(("locale", "queries"), [("en", EN_QUERIES), ("zh-hans", ZH_QUERIES)])
def test_top1_hit_rate_per_language(user, library, locale, queries, capsys):
    assert len(queries) >= 20
    misses = {}
    for query, expected in queries.items():
        found = top_slugs(user, query, locale)
        if not found or found[0] not in expected:
            misses[query] = found[:3]
    rate = 1 - len(misses) / len(queries)
    with capsys.disabled():
        print(f"\n{locale}: top-1 {len(queries) - len(misses)}/{len(queries)} = {rate:.0%}; misses {misses}")
    assert rate >= MIN_TOP1, misses


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_top1_hit_rate_on_held_out_descriptions(user, library, locale, capsys):
    queries = HELD_OUT[locale]
    hits = sum(
        1 for query, expected in queries.items() if top_slugs(user, query, locale)[:1] in [[s] for s in expected]
    )
    with capsys.disabled():
        print(f"\n{locale} held out: top-1 {hits}/{len(queries)}")
    assert hits / len(queries) >= MIN_HELD_OUT_TOP1


def test_credit_lists_the_credit_scenarios_and_cuts_the_rest(user, library):
    assert top_slugs(user, "credit", "en") == ["en-work-credit"]
    assert top_slugs(user, "credit", None) == ["en-work-credit"]
    assert top_slugs(user, "抢功", None) == ["zh-work-credit"]
    assert top_slugs(user, "功劳", "en") == ["en-work-credit"], "a topic is found across languages"


def test_dishes_comes_first_and_the_list_is_short(user, library):
    found = top_slugs(user, "dishes", "en", limit=60)
    assert found[0] == "en-family-dishes"
    assert len(found) <= 3, found


@pytest.mark.parametrize("query", ["quantum chromodynamics", "量子色动力学", "at my the"])
def test_unrelated_queries_find_nothing(user, library, query):
    assert top_slugs(user, query, None) == []


def test_api_search_narrows_and_ranks(api_client, library):
    response = api_client.get("/api/scenarios/", {"q": "credit", "locale": "en"})
    assert [item["title"] for item in response.json()["results"]] == [library["en-work-credit"].title]
    chinese = api_client.get("/api/scenarios/", {"q": "半夜吵"}).json()["results"]
    assert chinese and {item["locale"] for item in chinese} == {"zh-hans"}


def test_query_terms_drop_filler_and_keep_topic_words():
    assert query_terms("I'd like to practise a tense talk with my flatmate about the garden") == ["flatmate", "garden"]
    assert query_terms("我想练习和室友谈谈花园的事") == ["室友", "花园"]
    parsed = Query.parse("I'd like to practise a tense talk with my flatmate about noise late at night")
    assert parsed.topics == {"noise"} and parsed.roles == {"flatmate"}
    roles = Query.parse("我想和婆婆谈谈给孩子吃零食的事").roles
    assert "in-law" in roles and "parent" not in roles


def test_page_search_narrows_and_ranks(client, user, library):
    client.force_login(user)
    page = client.get("/scenarios/", {"q": "credit", "locale": "en"})
    assert [s.slug for s in page.context["scenarios"]] == ["en-work-credit"]
    dishes = client.get("/scenarios/", {"q": "dishes", "locale": "en"}).context["scenarios"]
    assert dishes[0].slug == "en-family-dishes" and len(dishes) <= 3
    nothing = client.get("/scenarios/", {"q": "quantum chromodynamics"})
    assert "No scenario matches" in nothing.content.decode()


def test_scenario_search_tool_narrows_and_ranks(user, library):
    import json

    from tools.execution import execute_tool_call
    from tools.protocol import ToolContext

    ctx = ToolContext(user_id=user.pk, session_id=None, mode="scenario", locale="zh-hans")
    result = execute_tool_call("scenario_search", json.dumps({"query": "抢功", "locale": "zh-hans"}), ctx).result
    assert [s["title"] for s in result.data["scenarios"]] == [library["zh-work-credit"].title]
    result = execute_tool_call("scenario_search", json.dumps({"query": "dishes"}), ctx).result
    assert result.data["scenarios"][0]["title"] == library["en-family-dishes"].title

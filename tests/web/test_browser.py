"""Browser tests: headless Chromium drives the real app (uvicorn, streaming replies, the offline coach).

Each test collects console errors and uncaught exceptions (the ``web`` fixture asserts there are none) and writes
screenshots under ``var/screenshots/``.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.nvc.roles import role_in_sentence
from nvcpractice.nvc.wording import leaks_machine_label
from nvcpractice.practice import services as practice_services
from nvcpractice.practice.models import PracticeSession
from nvcpractice.scenarios.models import Scenario

pytestmark = pytest.mark.browser

FOUR_STEPS = [
    ("observation", "When I saw three plates on the desk this morning"),
    ("feeling", "I felt frustrated"),
    ("need", "because I need order"),
    ("request", "Would you be willing to wash them before dinner tonight?"),
]

# Counts how often the coach's bubble changed while the reply was written: more than once means it streamed.
COUNT_UPDATES = """
window.__assistantUpdates = 0;
new MutationObserver(function (records) {
  records.forEach(function (record) {
    var node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
    if (node && node.closest && node.closest('.bubble.assistant:not(.intro)')) window.__assistantUpdates += 1;
  });
}).observe(document, {subtree: true, childList: true, characterData: true});
"""


def start_session(page, mode: str) -> None:
    page.goto("/practice/")
    page.locator(f'.mode-card[data-mode="{mode}"] button').click()
    expect(page).to_have_url(re.compile(r"/practice/\d+/$"))
    expect(page.locator("#practice")).to_have_attribute("data-mode", mode)


def send(page, text: str) -> None:
    """Send a message and wait until the coach's reply has finished streaming."""
    before = page.locator(".bubble.assistant.complete").count()
    page.fill("#id_content", text)
    page.click("#send-button")
    expect(page.locator(".bubble.assistant.complete")).to_have_count(before + 1)
    expect(page.locator("#send-button")).to_be_enabled()
    expect(page.locator("#composer-error")).to_be_hidden()


def test_sign_up_and_find_the_way_around(web):
    page = web.page
    page.goto("/")
    web.screenshot("home-anonymous")
    page.get_by_role("link", name="Start practising").click()
    expect(page).to_have_url(re.compile("/accounts/signup/"))
    page.fill("#id_username", "newlearner")
    page.fill("#id_password1", "quiet-River-42")
    page.fill("#id_password2", "quiet-River-41")
    page.click("form.stack-form button[type=submit], main form button[type=submit]")
    expect(page.locator(".errorlist")).to_be_visible()
    web.screenshot("signup-errors")
    page.fill("#id_password1", "quiet-River-42")
    page.fill("#id_password2", "quiet-River-42")
    page.click("main form button[type=submit]")
    expect(page.locator("h1")).to_have_text("Welcome, newlearner")  # a new sign-up is not welcomed "back"
    nav = page.get_by_role("navigation", name="Main")
    for name in ("Practice", "Scenarios", "Dashboard", "History", "Wiki", "Profile"):
        expect(nav.get_by_role("link", name=name)).to_be_visible()
    expect(page.locator(".who-name")).to_have_text("newlearner")
    web.screenshot("home")
    nav.get_by_role("link", name="History").click()
    expect(page.locator(".empty-state")).to_be_visible()
    web.screenshot("history-empty")
    page.get_by_role("button", name="Log out").click()
    page.goto("/accounts/login/")
    page.fill("#id_username", "newlearner")
    page.fill("#id_password", "quiet-River-42")
    web.screenshot("login")
    page.click("main form button[type=submit]")
    expect(page.locator(".who-name")).to_have_text("newlearner")


def test_free_dialogue_streams_a_reply(web, learner, seeded_content):
    page = web.login(learner())
    page.add_init_script(COUNT_UPDATES)
    start_session(page, "free_dialog")
    send(page, "What is the difference between an observation and an evaluation?")
    expect(page.locator(".tool-chips .chip[data-tool=rag_search]")).to_have_text("searched the knowledge base")
    assert page.evaluate("window.__assistantUpdates") > 1, "the reply did not stream in"
    reply = page.locator(".bubble.assistant.complete").last
    expect(reply).not_to_be_empty()
    assert "{" not in page.locator(".tool-row").first.inner_text()
    web.screenshot("practice-free-dialogue")
    # a continued session shows its history, with tool chips and no raw tool JSON
    page.reload()
    expect(page.locator(".bubble.user")).to_have_count(1)
    expect(page.locator(".bubble.assistant")).to_have_count(1)
    expect(page.locator(".chip[data-tool=rag_search]")).to_be_visible()
    assert '"ok":' not in page.locator("#transcript").inner_text()


def test_the_coach_asks_before_writing_to_the_wiki(web, learner):
    user = learner()
    page = web.login(user)
    start_session(page, "free_dialog")
    send(page, "Add to the wiki: Pause before answering. A breath gives room to notice the feeling.")
    expect(page.locator(".chip[data-tool=wiki_write]")).to_have_text("asked for your approval")
    card = page.locator(".action-card").first
    expect(card).to_contain_text("Pause before answering")
    web.screenshot("practice-approve-change")
    card.get_by_role("button", name="Approve").click()
    expect(card.locator(".action-status")).to_have_text("Approved — the change is made.")
    expect(page.locator(".bubble.assistant.complete")).to_have_count(2)
    assert WikiEntry.objects.filter(author=user, status="pending").count() == 1
    # a change still waiting is shown again when the session is reopened, and can be declined there; the one
    # decided before stays where it was, with what came of it
    send(page, "Add to the wiki: Needs are universal; strategies are not.")
    page.reload()
    expect(page.locator(".action-card")).to_have_count(2)
    expect(page.locator(".action-card.decided")).to_have_count(1)
    expect(card.locator(".action-status")).to_have_text("Approved — the change is made.")
    waiting = page.locator(".action-card").last
    waiting.get_by_role("button", name="Decline").click()
    expect(waiting.locator(".action-status")).to_have_text("Declined — nothing changed.")
    assert WikiEntry.objects.filter(author=user).count() == 1


def test_four_steps_with_evaluations_and_pickers(web, learner):
    user = learner()
    page = web.login(user)
    page.add_init_script(COUNT_UPDATES)
    start_session(page, "structured")
    expect(page.locator("#stepper .step.current")).to_have_attribute("data-step", "observation")
    web.screenshot("practice-structured-start")
    for index, (step, answer) in enumerate(FOUR_STEPS):
        send(page, answer)
        expect(page.locator(f'#stepper .step[data-step="{step}"]')).to_have_class(re.compile(r"\bdone\b"))
        expect(page.locator(f'#stepper .step[data-step="{step}"] .step-answer')).to_have_text(answer)
        expect(page.locator(".evaluation")).to_have_count(index + 1)
        card = page.locator(".evaluation").last.locator(f'.eval-card[data-component="{step}"]')
        expect(card).to_have_class(re.compile(r"\bok\b"))
        if step == "observation":
            expect(page.locator(".chip[data-tool=evaluate_nvc]").first).to_have_text("evaluated your statement")
            expect(card.locator("mark")).to_contain_text("three plates")
            web.screenshot("practice-structured-evaluation")
            # the feelings picker is open for the next step: clicking a word puts it in the message box
            expect(page.locator("#feelings-picker")).to_have_attribute("open", "")
            page.locator('#feelings-picker .chip.word[data-word="grateful"]').click()
            expect(page.locator("#id_content")).to_have_value("grateful")
            page.fill("#id_content", "")
    assert page.evaluate("window.__assistantUpdates") > 4
    final = page.locator(".bubble.assistant.complete").last
    expect(final.locator("blockquote")).to_contain_text("Would you be willing to wash them")
    expect(final).to_contain_text("/100")
    expect(page.locator("#stepper .step.done")).to_have_count(4)
    web.screenshot("practice-structured-done")
    session = PracticeSession.objects.get(user=user)
    assert session.structured_step == "done" and session.status == "completed"
    # reopened later, the page shows the finished stepper, the evaluations and the statement
    page.reload()
    expect(page.locator("#stepper .step.done")).to_have_count(4)
    expect(page.locator(".evaluation")).to_have_count(4)
    expect(page.locator(".bubble.assistant blockquote").last).to_contain_text("Would you be willing to wash them")
    assert not leaks_machine_label(page.locator("main").inner_text())


# A learner's own four steps, with counted events and quoted words; the picker gives the feeling.
LEARNER_STEPS = {
    "en": [
        ("observation", 'When you said "I will be back by six" and came home at nine twice this week'),
        ("feeling", ["frustrated", "worried"], "I felt ", "I felt frustrated and worried"),
        ("need", "because I need reliability and ease"),
        ("request", "Would you be willing to send me a text before six on days you come home late?"),
    ],
    "zh-hans": [
        ("observation", "这周你两次说“六点前回来”，结果九点才到家"),
        ("feeling", ["沮丧", "担心"], "我感到", "我感到沮丧又担心"),
        ("need", "因为我需要可靠和安心"),
        ("request", "你愿意以后晚回来时，六点前给我发个消息吗？"),
    ],
}
WRONG_TRIES = {
    "en": (["You always ignore me.", "You never listen.", "You are so selfish."], "Use this"),
    "zh-hans": (["你总是不理我", "你从来不听我说", "你太自私了"], "用这个"),
}


def assert_plain_words(page) -> None:
    text = page.locator("main").inner_text()
    assert not leaks_machine_label(text), text


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_a_learners_four_steps_in_each_language(web, learner, locale):
    user = learner(username=f"four-{locale}", locale=locale)
    page = web.login(user)
    start_session(page, "structured")
    wrong, use_this = WRONG_TRIES[locale]
    replies = []
    for text in wrong:
        send(page, text)
        replies.append(page.locator(".bubble.assistant.complete").last.inner_text())
        assert_plain_words(page)
    assert len(set(replies)) == 3, replies
    button = page.locator(".bubble.assistant.complete").last.locator(".use-answer")
    expect(button).to_have_text(use_this)
    expect(page.locator(".use-answer")).to_have_count(1)
    offered = button.get_attribute("data-answer")
    assert offered and offered in replies[-1]
    web.screenshot(f"practice-three-tries-{locale}")
    button.click()
    expect(page.locator("#id_content")).to_have_value(offered)
    page.fill("#id_content", "")  # the learner writes their own observation instead
    for step in LEARNER_STEPS[locale]:
        if len(step) == 4:  # the feeling, picked from the list after a lead-in typed by hand
            component, words, lead_in, answer = step
            page.fill("#id_content", lead_in)
            page.locator("#id_content").press("End")
            for word in words:
                page.locator(f'#feelings-picker .chip.word[data-word="{word}"]').click()
            expect(page.locator("#id_content")).to_have_value(answer)
            page.click("#send-button")
            expect(page.locator(".bubble.assistant.complete")).to_have_count(len(replies) + 1)
            expect(page.locator("#send-button")).to_be_enabled()
        else:
            component, answer = step
            send(page, answer)
        replies.append(page.locator(".bubble.assistant.complete").last.inner_text())
        expect(page.locator(f'#stepper .step[data-step="{component}"] .step-answer')).to_have_text(answer)
        assert answer in replies[-1]  # quoted whole
        assert_plain_words(page)
    final = page.locator(".bubble.assistant.complete").last
    expect(final).to_contain_text("100/100")
    statement = final.locator("blockquote").inner_text()
    assert page.locator("main").inner_text().count(statement) == 1
    assert "/100" not in " ".join(page.locator(".evaluation").all_inner_texts())
    web.screenshot(f"practice-four-steps-{locale}")
    session = PracticeSession.objects.get(user=user)
    assert session.structured_step == "done"
    page.reload()
    assert_plain_words(page)


def test_saying_use_this_takes_the_offered_answer_and_moves_on(web, learner):
    page = web.login(learner(username="taker"))
    start_session(page, "structured")
    send(page, "When I saw the bins by the door this morning")
    for text in ("I feel like you never listen", "I feel that you are careless", "You are careless"):
        send(page, text)
    offered = page.locator(".use-answer").get_attribute("data-answer")
    send(page, "use this")
    expect(page.locator('#stepper .step[data-step="feeling"] .step-answer')).to_have_text(offered)
    expect(page.locator("#stepper .step.current")).to_have_attribute("data-step", "need")
    expect(page.locator(".use-answer")).to_have_count(0)
    assert_plain_words(page)


@pytest.mark.parametrize(
    ("locale", "picker", "words", "expected"),
    [
        (
            "en",
            "feelings",
            ["frustrated", "worried", "tense"],
            ["frustrated and worried", "frustrated, worried and tense"],
        ),
        ("zh-hans", "feelings", ["沮丧", "担心", "紧张"], ["沮丧又担心", "沮丧、担心又紧张"]),
        ("zh-hans", "needs", ["尊重", "信任"], ["尊重和信任"]),
    ],
)
def test_the_picker_joins_words_the_way_the_language_does(web, learner, locale, picker, words, expected):
    page = web.login(learner(username=f"picker-{locale}-{picker}", locale=locale))
    start_session(page, "structured")
    page.wait_for_load_state("load")  # the page's script sets which picker is open for the step: let it run first
    details = page.locator(f"#{picker}-picker")
    if details.get_attribute("open") is None:
        details.locator("summary").click()
    page.locator(f'#{picker}-picker .chip.word[data-word="{words[0]}"]').click()
    expect(page.locator("#id_content")).to_have_value(words[0])
    for word, value in zip(words[1:], expected, strict=True):
        page.locator(f'#{picker}-picker .chip.word[data-word="{word}"]').click()
        expect(page.locator("#id_content")).to_have_value(value)
    # a word picked after typing starts a new run
    page.locator("#id_content").press("End")
    page.keyboard.type(" / ")
    page.locator(f'#{picker}-picker .chip.word[data-word="{words[0]}"]').click()
    expect(page.locator("#id_content")).to_have_value(f"{expected[-1]} / {words[0]}")


def test_start_a_scenario_from_the_browser(web, learner, seeded_content):
    user = learner()
    page = web.login(user)
    page.add_init_script(COUNT_UPDATES)
    page.goto("/scenarios/")
    expect(page.locator(".scenario-item").first).to_be_visible()
    web.screenshot("scenarios")
    page.fill("#id_q", "roommate dishes")
    page.select_option("#id_locale", "en")
    page.get_by_role("button", name="Search", exact=True).click()
    expect(page).to_have_url(re.compile(r"q=roommate"))
    page.locator(".scenario-item h3 a").first.click()
    expect(page).to_have_url(re.compile(r"/scenarios/\d+/$"))
    title = page.locator("h1").inner_text()
    web.screenshot("scenario-detail")
    page.click("#practise-button")
    expect(page).to_have_url(re.compile(r"/practice/\d+/$"))
    expect(page.locator("#practice")).to_have_attribute("data-mode", "scenario")
    expect(page.locator("#scenario-card")).to_be_visible()
    expect(page.locator("#scenario-link")).to_have_text(title)
    expect(page.locator("#scenario-role")).not_to_be_empty()
    opening = page.locator('.bubble.partner[data-kind="partner"]')
    expect(opening).to_have_count(1)
    role = page.locator("#scenario-role").inner_text().strip()
    expect(opening.first.locator(".who-says")).to_have_text(role)
    send(page, "You always leave your dishes everywhere, you are so lazy.")
    # the end of the turn is swapped for the server's rendering: the partner and the coach apart, the learner's row
    expect(page.locator('.bubble.partner[data-kind="partner"]')).to_have_count(2)
    expect(page.locator('.bubble.coach[data-kind="coach"]')).to_have_count(1)
    expect(page.locator('[data-kind="eval-row"]')).to_have_count(1)
    expect(page.locator('[data-kind="eval-row"] .eval-chip[data-component="observation"]')).to_contain_text("judgement")
    live = page.locator("#transcript").inner_text()
    page.reload()
    expect(page.locator('.bubble.coach[data-kind="coach"]')).to_have_count(1)
    assert page.locator("#transcript").inner_text() == live  # the live turn reads as it does after a reload
    web.screenshot("practice-scenario")
    session = PracticeSession.objects.get(user=user)
    assert session.mode == "scenario" and session.scenario.title == title


def test_the_coach_starts_a_scenario_in_scenario_mode(web, learner, seeded_content):
    page = web.login(learner())
    start_session(page, "scenario")
    expect(page.locator("#scenario-card")).to_be_hidden()
    send(page, "I want to practise talking to my roommate about dishes")
    expect(page.locator(".chip[data-tool=scenario_search]")).to_have_text("searched the scenarios")
    expect(page.locator(".chip[data-tool=practice_start]")).to_have_text("started a scenario")
    expect(page.locator("#scenario-card")).to_be_visible()
    expect(page.locator("#scenario-role")).not_to_be_empty()
    web.screenshot("practice-scenario-started-by-coach")


def test_propose_a_scenario_and_see_its_review_status(web, learner):
    user = learner()
    page = web.login(user)
    page.goto("/scenarios/propose/")
    page.click("main form button[type=submit]")
    expect(page.locator(".errorlist").first).to_be_visible()
    page.fill("#id_topic", "borrowed car returned with an empty tank")
    page.select_option("#id_relationship", "family")
    page.select_option("#id_difficulty", "2")
    page.select_option("#id_locale", "en")
    web.screenshot("scenario-propose")
    page.click("main form button[type=submit]")
    expect(page).to_have_url(re.compile(r"/scenarios/\d+/$"), timeout=15_000)
    expect(page.locator("#review-status")).to_have_text("Pending review")
    web.screenshot("scenario-proposed")
    scenario = Scenario.objects.get(created_by=user)
    assert scenario.status == Scenario.Status.PENDING_REVIEW
    page.goto("/scenarios/")
    expect(page.locator(".mine")).to_contain_text(scenario.title)


def test_dashboard_shows_charts(web, learner):
    user = learner()
    for mode in ("structured", "structured", "free_dialog", "scenario"):
        session = practice_services.session_create(user_id=user.pk, mode=mode)
        practice_services.message_append(session=session, role="user", content="Hello")  # a session practised
    for text in (
        "You always leave a mess.",
        "When I saw three plates on the desk, I felt frustrated because I need order.",
        "When I saw three plates on the desk, I felt frustrated because I need order. Would you wash them tonight?",
    ):
        practice_services.evaluation_create(user=user, text=text, session=session)
    page = web.login(user)
    page.goto("/dashboard/")
    for chart in ("trend-chart", "radar-chart", "modes-chart"):
        expect(page.locator(f"#{chart}")).to_be_visible()
        page.wait_for_function(f"() => window.Chart && Chart.getChart(document.getElementById('{chart}'))")
        assert page.evaluate(f"document.getElementById('{chart}').width") > 0
    expect(page.locator(".next-exercise")).to_be_visible()
    expect(page.locator("#stat-streak")).to_have_text("1")
    web.screenshot("dashboard")
    page.select_option("#period-select", "week")
    expect(page).to_have_url(re.compile(r"period=week"))


def test_dashboard_empty_state_for_a_new_user(web, learner):
    page = web.login(learner())
    page.goto("/dashboard/")
    expect(page.locator(".empty-state")).to_be_visible()
    expect(page.locator("canvas")).to_have_count(0)
    web.screenshot("dashboard-empty")


def test_switch_to_chinese(web, learner, seeded_content):
    user = learner()
    page = web.login(user)
    page.goto("/practice/")
    page.select_option("#language-select", "zh-hans")
    expect(page.locator("html")).to_have_attribute("lang", "zh-Hans")
    nav = page.get_by_role("navigation", name="主导航")
    for name in ("练习", "情景", "仪表盘", "历史", "百科", "个人资料"):
        expect(nav.get_by_role("link", name=name)).to_be_visible()
    expect(page.locator("h1")).to_have_text("练习")
    web.screenshot("practice-home-zh")
    page.locator('.mode-card[data-mode="structured"] button').click()
    expect(page.locator("#step-hint")).to_contain_text("第 1 步")
    send(page, "今天早上我看到桌上有三个盘子")
    expect(page.locator(".chip[data-tool=evaluate_nvc]")).to_have_text("评估了你的表达")
    web.screenshot("practice-structured-zh")
    page.goto("/dashboard/")
    expect(page.locator("h1")).to_have_text("仪表盘")
    page.goto("/scenarios/")
    expect(page.locator("h1")).to_have_text("情景")
    web.screenshot("scenarios-zh")
    user.profile.refresh_from_db()
    assert user.profile.locale == "zh-hans"


def test_profile_history_and_wiki(web, learner):
    user = learner()
    session = practice_services.session_create(user_id=user.pk, mode="structured")
    practice_services.message_append(session=session, role="user", content="When I saw the plates")
    practice_services.session_create(user_id=user.pk, mode="free_dialog")  # opened and left: not listed
    page = web.login(user)
    page.goto("/profile/")
    page.fill("#id_display_name", "Mei <b>Lin</b>")
    page.fill("#id_goals", "Listen before I answer.")
    page.click("#profile-form button[type=submit]")
    expect(page.locator(".messages")).to_contain_text("Your profile is saved.")
    expect(page.locator(".who-name")).to_have_text("Mei Lin")
    web.screenshot("profile")
    page.goto("/history/")
    expect(page.locator("table.history tbody tr")).to_have_count(1)
    web.screenshot("history")
    page.locator("table.history a").first.click()
    expect(page.locator("#practice")).to_have_attribute("data-mode", "structured")
    page.goto("/wiki/new/")
    page.fill("#id_title", "Start with the observation")
    page.fill("#id_body", "Say what happened before how you feel about it.\n<script>alert(1)</script>")
    page.click("main form button[type=submit]")
    expect(page.locator("#review-status")).to_have_text("Pending review")
    expect(page.locator(".entry-body")).not_to_contain_text("<script>")
    web.screenshot("wiki-entry-pending")
    page.goto("/wiki/")
    expect(page.locator(".entry-list li")).to_have_count(1)
    page.fill("#id_q", "observation")
    page.locator("form.search-form button").click()
    expect(page.locator(".entry-list")).to_contain_text("Start with the observation")
    web.screenshot("wiki")


def test_practice_on_a_phone(web, learner, seeded_content):
    page = web.new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    web.login(learner(), page=page)
    start_session(page, "structured")
    send(page, FOUR_STEPS[0][1])
    expect(page.locator(".evaluation")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "the page scrolls sideways on a phone"
    web.screenshot("practice-phone", page=page)
    page.goto("/dashboard/")
    web.screenshot("dashboard-phone", page=page)


def test_keyboard_only_practice(web, learner):
    page = web.login(learner())
    start_session(page, "free_dialog")
    page.focus("#id_content")
    page.keyboard.type("How do I make a request?")
    page.keyboard.press("Control+Enter")
    expect(page.locator(".bubble.user")).to_have_count(1)  # the keyboard sent it
    expect(page.locator(".bubble.assistant.complete")).to_have_count(1, timeout=30_000)


def test_staff_reindex_shows_progress(web, make_user_tx):
    staff = make_user_tx("staffer", staff=True)
    from nvcpractice.knowledge.services import knowledge_chunk_upsert

    for n in range(5):
        knowledge_chunk_upsert(slug=f"en-{n}", locale="en", source="handbook", title=f"T{n}", topic="need", text="x")
    page = web.login(staff)
    page.goto("/admin/knowledge/knowledgechunk/")
    page.get_by_role("button", name="Re-index all (with progress)").click()
    expect(page).to_have_url(re.compile(r"/admin/knowledge/knowledgechunk/reindex/[\w-]+/$"))
    expect(page.locator("[data-progress]")).to_have_attribute("data-state", "done")
    expect(page.locator("[data-progress-message]")).to_contain_text("5")
    assert page.evaluate("document.querySelector('[data-progress-bar]').value") == 5
    web.screenshot("admin-reindex-progress")


@pytest.fixture
def make_user_tx(transactional_db):
    from nvcpractice.profiles.services import user_register

    def make(username: str, staff: bool = False):
        user = user_register(username=username, password="a-Long-pass-123")
        if staff:
            user.is_staff = user.is_superuser = True
            user.save(update_fields=["is_staff", "is_superuser"])
        return user

    return make


def test_api_docs_render_under_the_content_security_policy(web, learner):
    page = web.login(learner())
    response = page.goto("/api/docs/")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    expect(page.locator(".swagger-ui .info .title")).to_contain_text("NVC Practice API")
    expect(page.locator(".opblock-summary-path").first).to_be_visible()
    web.screenshot("api-docs")


def test_a_message_about_self_harm_opens_where_to_find_help(web, learner):
    page = web.login(learner())
    start_session(page, "structured")
    expect(page.locator("#safety-card")).not_to_have_attribute("open", "")
    send(page, "Honestly I've been thinking about ending it all.")
    expect(page.locator("#safety-card")).to_have_attribute("open", "")
    expect(page.locator(".bubble.assistant.complete").last).to_contain_text(
        page.locator("#safety-resources").inner_text()[:40]
    )
    web.screenshot("practice-safety")


CARE = {
    "en": {
        "disclosure": "my partner slammed me against the door last night",
        "follow_up": "is that normal in a relationship?",
        "possible": "he checks my phone every night and won't let me see my sister",
        "fine": "yes I'm fine, let's go on",
        "practice": "When I saw the dishes in the sink this morning I felt annoyed",
    },
    "zh-hans": {
        "disclosure": "我老公昨晚把我推到门上",
        "follow_up": "这在恋爱里正常吗？",
        "possible": "他每天晚上查我手机，还不让我见我姐",
        "fine": "没事了，我们继续练吧",
        "practice": "今天早上看到水槽里的碗，我有点烦",
    },
}


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_care_holds_in_a_role_play_until_the_learner_goes_back(web, learner, seeded_content, locale):
    page = web.login(learner(username=f"care-{locale}", locale=locale))
    scenario = Scenario.objects.filter(locale=locale).first()
    page.goto(f"/scenarios/{scenario.pk}/")
    page.click("#practise-button")
    expect(page.locator("#practice")).to_have_attribute("data-mode", "scenario")
    partner, care = page.locator('.bubble.partner[data-kind="partner"]'), page.locator('[data-kind="care"]')
    expect(partner).to_have_count(1)
    expect(page.locator("#care-bar")).to_be_hidden()
    send(page, CARE[locale]["disclosure"])
    expect(page.locator("#care-bar")).to_be_visible()
    send(page, CARE[locale]["follow_up"])
    expect(care).to_have_count(2)
    expect(partner).to_have_count(1)  # the other person never answers a disclosure or a question about it
    expect(care.last).to_contain_text(page.locator("#safety-resources").inner_text()[:20])
    web.screenshot(f"practice-care-{locale}")
    page.reload()
    expect(page.locator("#care-bar")).to_be_visible()
    page.click("#back-to-practice-button")
    expect(page.locator("#care-bar")).to_be_hidden()
    expect(care).to_have_count(3)  # the hand-back says where the role-play stood
    expect(care.last).to_contain_text(role_in_sentence(scenario.other_role, locale))
    send(page, CARE[locale]["practice"])
    expect(partner).to_have_count(2)
    web.screenshot(f"practice-care-back-{locale}")


@pytest.mark.parametrize("locale", ["en", "zh-hans"])
def test_a_check_in_answered_fine_goes_back_to_the_four_steps(web, learner, locale):
    page = web.login(learner(username=f"check-{locale}", locale=locale))
    start_session(page, "structured")
    send(page, CARE[locale]["possible"])
    expect(page.locator("#care-bar")).to_be_visible()
    expect(page.locator('[data-kind="care"]').last).to_contain_text("?" if locale == "en" else "？")
    web.screenshot(f"practice-check-in-{locale}")
    send(page, CARE[locale]["fine"])
    expect(page.locator("#care-bar")).to_be_hidden()
    expect(page.locator('#stepper .step[data-step="observation"]')).to_be_visible()
    assert_plain_words(page)


@pytest.mark.parametrize(
    ("locale", "question", "expected", "rewrite_ask"),
    [
        (
            "en",
            "What's the difference between a feeling and a thought?",
            "thought",
            "Say this the NVC way: You never listen to me!",
        ),
        ("zh-hans", "“我觉得被忽视”算感受吗？", "被忽视", "帮我换成非暴力沟通的说法：你从来不听我说话！"),
    ],
)
def test_free_dialogue_answers_the_question_and_rewrites_a_sentence(
    web, learner, seeded_content, locale, question, expected, rewrite_ask
):
    page = web.login(learner(locale=locale))
    start_session(page, "free_dialog")
    send(page, question)
    answer = page.locator(".bubble.assistant.complete").last.inner_text()
    assert expected in answer
    assert len(answer) < (700 if locale == "en" else 400), "a short answer, not handbook sections"
    send(page, rewrite_ask)
    rewrite = page.locator(".bubble.assistant.complete").last.inner_text()
    assert ("Would you" in rewrite) if locale == "en" else ("吗" in rewrite)
    assert not leaks_machine_label(rewrite) and not leaks_machine_label(answer)
    web.screenshot(f"practice-free-dialogue-answers-{locale}")

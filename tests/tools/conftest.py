"""Fixtures for tool tests: a small knowledge base, scenarios and a call helper."""

import json

import pytest

from nvcpractice.knowledge.services import knowledge_chunk_upsert
from nvcpractice.practice.services import session_create
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.services import scenarios_import
from tools.execution import execute_tool_call
from tools.protocol import ToolContext

CHUNKS = [
    (
        "en-req",
        "en",
        "Requests and demands",
        "request",
        "A request can be declined; a demand carries blame or punishment if the other person says no.",
    ),
    (
        "en-obs",
        "en",
        "Observation",
        "observation",
        "An observation is what a camera would record, free of evaluation such as always or never.",
    ),
    ("zh-req", "zh-hans", "请求与要求", "request", "请求是对方可以拒绝的；要求则意味着对方拒绝时会受到指责或惩罚。"),
    ("zh-obs", "zh-hans", "观察与评论", "observation", "观察是像摄像机一样记录事实，不夹带“总是”“从来”这样的评论。"),
]


@pytest.fixture
def knowledge(db, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        for slug, locale, title, topic, text in CHUNKS:
            knowledge_chunk_upsert(
                slug=slug, locale=locale, source=f"handbook: {title}", title=title, topic=topic, text=text
            )


@pytest.fixture
def library(db, django_capture_on_commit_callbacks):
    base = {
        "situation": "Your colleague interrupts you in meetings.",
        "other_role": "Your colleague",
        "opening_line": "What now?",
        "tags": ["workplace", "meetings"],
    }
    with django_capture_on_commit_callbacks(execute=True):
        scenarios_import(
            documents=[
                {**base, "slug": "en-meet", "locale": "en", "title": "Interrupted in meetings", "difficulty": 2},
                {
                    **base,
                    "slug": "zh-meet",
                    "locale": "zh-hans",
                    "title": "开会被打断",
                    "difficulty": 1,
                    "situation": "同事在会上总打断你。",
                    "tags": ["workplace"],
                },
                {**base, "slug": "en-hidden", "locale": "en", "title": "Hidden draft", "difficulty": 1},
            ]
        )
    Scenario.objects.filter(slug="en-hidden").update(status=Scenario.Status.DRAFT)
    return {s.slug: s for s in Scenario.objects.all()}


@pytest.fixture
def call():
    def do_call(name, arguments, user, *, session=None, mode="free_dialog", locale="en"):
        raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
        ctx = ToolContext(user_id=user.pk, session_id=session.pk if session else None, mode=mode, locale=locale)
        return execute_tool_call(name, raw, ctx).result

    return do_call


@pytest.fixture
def session_of():
    def make(user, mode="scenario"):
        return session_create(user_id=user.pk, mode=mode)

    return make

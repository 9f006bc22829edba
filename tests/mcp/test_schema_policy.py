"""The allow-list for external tool schemas: what passes, and why each bypass is refused."""

import pytest

from mcp_bridge.schema_policy import identity_like, schema_problems
from tests.mcp.external_server import BYPASSES


@pytest.mark.parametrize(
    "name",
    ["uid", "learner_id", "user_email", "as_user", "asUser", "userId", "ownerRef", "tenantID", "sessions",
     "username", "emailAddress", "customerNo", "principal", "accountName", "actAsUser", "for-user"],
)  # fmt: skip
def test_identity_like_names_are_caught_as_whole_words(name):
    assert identity_like(name)


@pytest.mark.parametrize("name", ["term", "topic", "max_items", "accountability", "limit", "query", "whom"])
def test_ordinary_names_pass(name):
    assert not identity_like(name)


@pytest.mark.parametrize("name", sorted(BYPASSES))
def test_each_bypass_has_a_reason(name):
    assert schema_problems(BYPASSES[name])


def test_a_plain_strict_schema_passes():
    schema = {
        "type": "object",
        "properties": {
            "term": {"type": "string", "maxLength": 40},
            "tags": {"type": "array", "items": {"type": "string"}},
            "range": {
                "type": "object",
                "properties": {"from": {"type": "integer"}, "to": {"type": ["integer", "null"]}},
                "required": ["from"],
                "additionalProperties": False,
            },
            "kind": {"enum": ["a", "b"]},
        },
        "required": ["term"],
    }
    assert schema_problems(schema) == []


def test_a_required_name_must_be_declared_and_depth_is_bounded():
    assert schema_problems({"type": "object", "properties": {}, "required": ["user_id"]})
    deep = {"type": "string"}
    for _ in range(20):
        deep = {"type": "object", "properties": {"n": deep}, "additionalProperties": False}
    assert any("deeper" in problem for problem in schema_problems(deep))

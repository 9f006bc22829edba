"""Issue 15: "awaiting confirmation" is read in one place (``awaits_confirmation``), live or from a stored message."""

import json

from nvcpractice.llm.base import ToolResultStatus, awaits_confirmation


def test_a_waiting_change_is_recognised_live_and_read_back_from_storage():
    live = {"status": ToolResultStatus.AWAITING_CONFIRMATION, "action_id": 3}
    assert awaits_confirmation(live)
    assert awaits_confirmation(json.loads(json.dumps({"ok": True, "data": live}))["data"])


def test_anything_else_is_not_waiting():
    for data in (None, "awaiting_confirmation", ["awaiting_confirmation"], {"status": "saved"}, {}):
        assert not awaits_confirmation(data)

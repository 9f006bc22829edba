"""MCP write tools follow the web's rule: nothing is written on a client's word alone; the learner approves.

A call to a writing tool (``writes = True``: ``wiki_write``, ``profile_update``, external tools not marked
read-only) is stored as a pending action in the learner's MCP practice session (``PracticeSession.client`` is
``mcp``) instead of running. The MCP client gets back ``status: awaiting_confirmation`` with where the learner
decides: the session's page in the app (``POST /api/actions/<id>/approve/`` answers only to the learner's web
session, never to the MCP bearer, so no client approves its own writes; see ``scenes.approval``). Approving runs
the call exactly once, like any pending action; declining or letting it expire (``NVC_PENDING_ACTION_TTL``)
changes nothing.
"""

from __future__ import annotations

from typing import Any

from django.urls import reverse

from nvcpractice.llm.base import awaits_confirmation
from nvcpractice.practice.models import PracticeSession
from nvcpractice.practice.services import session_for_outside_client
from tools.protocol import ToolResult
from tools.registry import ToolRegistry

CLIENT = PracticeSession.Client.MCP
NOTE = (
    "Nothing has changed yet: the learner approves or declines this change in NVC Practice, signed in in a "
    "browser (the page under 'approve_in_app'; 'approve_api' answers only to that signed-in browser, never to "
    "this client's credential). It expires at 'expires_at'."
)


def writes(grant: ToolRegistry, name: str) -> bool:
    return grant.is_registered(name) and bool(getattr(grant.get(name), "writes", False))


def approval_session_id(*, user_id: int, mode: str) -> int:
    """Where this caller's writes wait for the learner (created on first use)."""
    return session_for_outside_client(user_id=user_id, mode=mode, client=CLIENT).pk


def awaiting_result(result: ToolResult, session_id: int) -> ToolResult:
    """The hook's "awaiting confirmation" result, with where and how the learner decides."""
    data: dict[str, Any] = result.data if isinstance(result.data, dict) else {}
    if not result.success or not awaits_confirmation(data):
        return result
    action_id = data["action_id"]
    return ToolResult.ok(
        {
            **data,
            "approve_in_app": reverse("web:practice-session", kwargs={"pk": session_id}),
            "approve_api": reverse("api-action-approve", kwargs={"pk": action_id}),
            "note": NOTE,
        }
    )

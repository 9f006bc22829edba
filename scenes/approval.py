"""The approval flow: the learner approves (the tool runs once) or declines a change the coach proposed.

It belongs to the runtime because approving runs a tool; the domain app only stores the decision and the two
messages that tell the coach what happened.

A change an outside client proposed (MCP: ``PracticeSession.client`` is not ``app``) is approved only by the
learner signed in to the app in a browser, never with a credential that client holds (its bearer is the
learner's API token): otherwise the client would approve its own writes. Declining is open to either.
"""

from __future__ import annotations

import enum
import json

from django.db import transaction
from django.utils import timezone

from nvcpractice.llm.base import ToolCall
from nvcpractice.practice.models import Message, PendingAction, PracticeSession
from nvcpractice.practice.services import message_append
from tools.execution import execute_tool_call
from tools.protocol import ToolContext

EXPIRED_ERROR = "this change expired before it was approved"
DECLINED_ERROR = "the learner declined this change"


class Credential(enum.Enum):
    """How the deciding request was signed in."""

    WEB_SESSION = "web_session"
    API_TOKEN = "api_token"  # noqa: S105 - the name of a kind of credential, not one


class ApprovalNeedsWebSession(Exception):
    """An outside client's change, approved with a credential other than the learner's web session."""


def _approvable(action: PendingAction, credential: Credential) -> bool:
    return action.session.client == PracticeSession.Client.APP or credential is Credential.WEB_SESSION


def pending_action_decide(
    *, user_id: int, action_id: int, approve: bool, credential: Credential
) -> tuple[PendingAction, bool]:
    """Approve (run the call once) or decline a pending action of the user's; idempotent.

    Returns (action, decided_now): a repeated decision returns the first outcome with ``decided_now`` False.
    Another user's action raises ``PendingAction.DoesNotExist``; approving an outside client's change with anything
    but the web session raises ``ApprovalNeedsWebSession``. The row stays locked while the (writing, model-free)
    tool runs, so two approvals cannot both run it.
    """
    with transaction.atomic():
        action = PendingAction.objects.select_for_update().select_related("session").get(pk=action_id, user_id=user_id)
        if approve and not _approvable(action, credential):
            raise ApprovalNeedsWebSession
        if action.status != PendingAction.Status.PENDING:
            return action, False
        if action.current_status == PendingAction.Status.EXPIRED:
            _action_close(action, status=PendingAction.Status.EXPIRED, result={"ok": False, "error": EXPIRED_ERROR})
            return action, False
        if approve:
            ctx = ToolContext(user_id=user_id, session_id=action.session_id, mode=action.session.mode)
            outcome = execute_tool_call(action.tool, action.arguments, ctx, extra={"confirmed": True})
            succeeded = outcome.result.success
            status = PendingAction.Status.APPROVED if succeeded else PendingAction.Status.FAILED
            _action_close(action, status=status, result=outcome.result.to_payload())
        else:
            _action_close(action, status=PendingAction.Status.DECLINED, result={"ok": False, "error": DECLINED_ERROR})
        _decision_messages_append(action)
    return action, True


def _action_close(action: PendingAction, *, status: str, result: dict) -> None:
    action.status, action.result, action.decided_at = status, result, timezone.now()
    action.save(update_fields=["status", "decided_at", "result"])


def _decision_messages_append(action: PendingAction) -> None:
    """The call and its result, as if the coach had made it, so the conversation reads on from the decision."""
    call = ToolCall(id=f"confirmed_{action.pk}", name=action.tool, arguments=json.dumps(action.arguments))
    message_append(session=action.session, role=Message.Role.ASSISTANT, tool_calls=[call.to_message_dict()])
    message_append(
        session=action.session,
        role=Message.Role.TOOL,
        content=json.dumps(action.result, ensure_ascii=False, default=str),
        tool_call_id=call.id,
        name=action.tool,
    )

"""What happens in practice: sessions, the messages of each turn, evaluations, four-step results and the audit of
tool calls."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from nvcpractice.nvc.result import LABEL_POINTS


class Mode(models.TextChoices):
    """The three practice modes; each grants the agent its own tools."""

    FREE_DIALOG = "free_dialog", _("Free dialogue")
    SCENARIO = "scenario", _("Scenario role-play")
    STRUCTURED = "structured", _("Four-step practice")


class StructuredStep(models.TextChoices):
    """Where a four-step practice stands."""

    OBSERVATION = "observation", _("Observation")
    FEELING = "feeling", _("Feeling")
    NEED = "need", _("Need")
    REQUEST = "request", _("Request")
    #: The "hear the other person" exercise: the learner guesses the other person's feeling and need.
    EMPATHY = "empathy", _("Empathy guess")
    DONE = "done", _("Done")


class PracticeSession(models.Model):
    """One practice conversation of one user."""

    class Status(models.TextChoices):
        ACTIVE = "active", _("Active")
        #: A role-play that reached an agreement.
        RESOLVED = "resolved", _("Resolved")
        #: The four steps or the empathy exercise done.
        COMPLETED = "completed", _("Completed")
        #: The learner left the role-play or gave up.
        ENDED = "ended", _("Ended")
        ABANDONED = "abandoned", _("Abandoned")

    class Client(models.TextChoices):
        """Who the session is with: the learner and the coach in the app, or an outside client (no coach turn).

        An outside client's session only holds the changes it asked for until the learner decides them.
        """

        APP = "app", _("In the app")
        MCP = "mcp", _("MCP client")

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="practice_sessions")
    mode = models.CharField(_("mode"), max_length=16, choices=Mode.choices, default=Mode.FREE_DIALOG)
    scenario = models.ForeignKey(
        "scenarios.Scenario", on_delete=models.SET_NULL, null=True, blank=True, related_name="sessions"
    )
    structured_step = models.CharField(
        _("step"), max_length=12, choices=StructuredStep.choices, default=StructuredStep.OBSERVATION
    )
    state = models.JSONField(_("state"), default=dict, blank=True)
    status = models.CharField(_("status"), max_length=10, choices=Status.choices, default=Status.ACTIVE)
    # db_default too: rows written by code that predates the column (old releases, older migrations) are in the app
    client = models.CharField(
        _("client"), max_length=8, choices=Client.choices, default=Client.APP, db_default=Client.APP
    )
    started_at = models.DateTimeField(auto_now_add=True, db_index=True)
    ended_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)
    # When a message last spoke of self-harm, violence or abuse; the message itself stays in the transcript only.
    safety_flagged_at = models.DateTimeField(_("safety concern raised"), null=True, blank=True, db_index=True)

    class Care(models.TextChoices):
        """Practice paused for the learner's safety, until they choose to go back (``scenes/safety.py``)."""

        NONE = "", _("Practising")
        CHECK_IN = "check_in", _("Checking in")
        CRISIS = "crisis", _("Care first")

    care = models.CharField(_("care"), max_length=10, choices=Care.choices, blank=True, default="", db_default="")
    care_concern = models.CharField(_("what the care is about"), max_length=12, blank=True, default="", db_default="")

    class Meta:
        verbose_name = _("practice session")
        verbose_name_plural = _("practice sessions")
        ordering = ["-started_at"]
        indexes = [models.Index(fields=["user", "-started_at"])]

    def __str__(self) -> str:
        return f"{self.get_mode_display()} #{self.pk}"

    @property
    def is_finished(self) -> bool:
        """The session takes no more practice (an agreement reached, a scene left, the four steps or the empathy
        exercise done): its page is read-only, and a new session goes on."""
        return self.status in FINISHED_STATUSES

    @property
    def is_read_only(self) -> bool:
        """The page takes no more messages: the session is finished and no care frame is open in it (care holds
        until the learner chooses to go back, finished or not)."""
        return self.is_finished and not self.care


FINISHED_STATUSES = frozenset(
    {PracticeSession.Status.RESOLVED, PracticeSession.Status.COMPLETED, PracticeSession.Status.ENDED}
)

SAFETY_NAME = "safety"
"""``Message.name`` of the safety step's exchanges: a disclosure, the replies of the care frame, the learner's
answers in it. They are shown and exported like any message, and never sent to a model."""


class Message(models.Model):
    """One message of a session, stored in order; tool calls and their results are stored paired."""

    class Role(models.TextChoices):
        USER = "user", _("User")
        ASSISTANT = "assistant", _("Assistant")
        TOOL = "tool", _("Tool")
        SYSTEM = "system", _("System")

    session = models.ForeignKey(PracticeSession, on_delete=models.CASCADE, related_name="messages")
    role = models.CharField(max_length=10, choices=Role.choices)
    content = models.TextField(blank=True)
    tool_calls = models.JSONField(null=True, blank=True)
    tool_call_id = models.CharField(max_length=80, blank=True)
    name = models.CharField(max_length=64, blank=True)
    parts = models.JSONField(
        null=True, blank=True, help_text="in role-play, the reply's parts: the partner's line and the coach's note"
    )
    prompt_tokens = models.PositiveIntegerField(default=0)
    completion_tokens = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["id"]
        indexes = [
            models.Index(fields=["session", "id"]),
            # Which sessions the learner spoke in (``sessions_practised``): a small index, read without the table.
            models.Index(fields=["session"], condition=models.Q(role="user"), name="practice_message_said_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.role}: {self.content[:40]}"


def _component_points(component: str) -> models.Case:
    """A component's label as 0-100 points (the evaluator's label points scaled by 4), for averaging in SQL."""
    whens = [
        models.When(**{component: label}, then=models.Value(points * 4))
        for label, points in LABEL_POINTS[component].items()
    ]
    return models.Case(*whens, default=models.Value(0), output_field=models.SmallIntegerField())


def _points_field(component: str) -> models.GeneratedField:
    # Computed by PostgreSQL on every insert and update, so no writer can leave it stale; if LABEL_POINTS changes,
    # makemigrations writes the migration that recomputes it.
    return models.GeneratedField(
        expression=_component_points(component), output_field=models.SmallIntegerField(), db_persist=True
    )


class Evaluation(models.Model):
    """The evaluator's verdict on one statement, per component; ``<component>_points`` are the verdicts as 0-100
    points, stored so that the dashboard sums columns instead of evaluating a ``CASE`` per row."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="evaluations")
    session = models.ForeignKey(
        PracticeSession, on_delete=models.CASCADE, null=True, blank=True, related_name="evaluations"
    )
    message = models.ForeignKey(Message, on_delete=models.SET_NULL, null=True, blank=True, related_name="evaluations")
    text = models.TextField()
    locale = models.CharField(max_length=8)
    observation = models.CharField(max_length=16)
    feeling = models.CharField(max_length=16)
    need = models.CharField(max_length=16)
    request = models.CharField(max_length=16)
    score = models.PositiveSmallIntegerField()
    observation_points = _points_field("observation")
    feeling_points = _points_field("feeling")
    need_points = _points_field("need")
    request_points = _points_field("request")
    details = models.JSONField(default=dict)
    source = models.CharField(max_length=10, default="rules")
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["user", "created_at"])]

    def __str__(self) -> str:
        return f"{self.score}: {self.text[:40]}"


class StepResult(models.Model):
    """One answer of the four-step practice, judged on its own component (not a whole-statement evaluation), or
    one guess of the "hear the other person" exercise (component ``empathy``).

    ``attempt`` counts the tries at this component in this session since it was last accepted (1 for the first).
    """

    class Component(models.TextChoices):
        OBSERVATION = "observation", _("Observation")
        FEELING = "feeling", _("Feeling")
        NEED = "need", _("Need")
        REQUEST = "request", _("Request")
        EMPATHY = "empathy", _("Empathy guess")

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="step_results")
    session = models.ForeignKey(PracticeSession, on_delete=models.CASCADE, related_name="step_results")
    component = models.CharField(max_length=12, choices=Component.choices)
    label = models.CharField(max_length=16)
    accepted = models.BooleanField(default=False)
    attempt = models.PositiveSmallIntegerField(default=1)
    text = models.TextField()
    locale = models.CharField(max_length=8)
    source = models.CharField(max_length=10, default="rules")
    #: Passed with the coach's ready-made answer rather than written unaided.
    with_help = models.BooleanField(default=False, db_default=False)
    details = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["id"]
        indexes = [
            models.Index(fields=["user", "created_at"]),
            models.Index(fields=["session", "component", "id"]),
        ]

    def __str__(self) -> str:
        verdict = "accepted" if self.accepted else "not yet"
        return f"{self.component} #{self.attempt} ({verdict}): {self.text[:40]}"


class ToolInvocation(models.Model):
    """Audit of one tool call: who, which tool, with what, how it went, how long it took."""

    session = models.ForeignKey(
        PracticeSession, on_delete=models.SET_NULL, null=True, blank=True, related_name="tool_invocations"
    )
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="tool_invocations")
    tool = models.CharField(max_length=64, db_index=True)
    arguments = models.JSONField(default=dict)
    ok = models.BooleanField(default=False)
    error = models.TextField(blank=True)
    latency_ms = models.FloatField(default=0)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.tool} ({'ok' if self.ok else 'failed'})"


class PendingActionQuerySet(models.QuerySet):
    """Expiry is read, not written: a pending row past ``expires_at`` counts as expired until someone decides it."""

    def waiting(self) -> PendingActionQuerySet:
        return self.filter(status=PendingAction.Status.PENDING, expires_at__gt=timezone.now())

    def with_status(self, status: str) -> PendingActionQuerySet:
        if status == PendingAction.Status.PENDING:
            return self.waiting()
        if status == PendingAction.Status.EXPIRED:
            overdue = Q(status=PendingAction.Status.PENDING, expires_at__lte=timezone.now())
            return self.filter(Q(status=PendingAction.Status.EXPIRED) | overdue)
        return self.filter(status=status)


class PendingAction(models.Model):
    """A writing tool call the agent wants to make, waiting for the user's Approve or Decline."""

    class Status(models.TextChoices):
        PENDING = "pending", _("Waiting for you")
        APPROVED = "approved", _("Approved")
        DECLINED = "declined", _("Declined")
        EXPIRED = "expired", _("Expired")
        FAILED = "failed", _("Failed")

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="pending_actions")
    session = models.ForeignKey(PracticeSession, on_delete=models.CASCADE, related_name="pending_actions")
    tool = models.CharField(max_length=64)
    arguments = models.JSONField(default=dict)
    tool_call_id = models.CharField(max_length=80, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING, db_index=True)
    result = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    decided_at = models.DateTimeField(null=True, blank=True)

    objects = PendingActionQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.tool} ({self.current_status})"

    @property
    def current_status(self) -> str:
        """The status as of now: a pending action past its time reads as expired."""
        if self.status == self.Status.PENDING and self.expires_at <= timezone.now():
            return self.Status.EXPIRED
        return self.status

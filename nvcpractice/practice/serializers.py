"""Request and response shapes of the practice API."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from nvcpractice.locales import Locale
from nvcpractice.practice.evaluator import MAX_CONTEXT_CHARS, MAX_STATEMENT_CHARS
from nvcpractice.practice.exercises.state import SessionState
from nvcpractice.scenarios.payloads import ScenarioPayload, scenario_payload
from nvcpractice.scenarios.serializers import ScenarioSerializer

#: The longest message a learner can send (the page counts toward it as they type).
MAX_MESSAGE_CHARS = 4000


class StrictCharField(serializers.CharField):
    """A CharField that refuses numbers, booleans, lists and objects instead of turning them into text."""

    default_error_messages = {"not_a_string": "Must be a string."}

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("not_a_string")
        return super().to_internal_value(data)


class EvaluateRequestSerializer(serializers.Serializer):
    text = StrictCharField(max_length=MAX_STATEMENT_CHARS, trim_whitespace=False)
    locale = serializers.ChoiceField(choices=["en", "zh", "zh-hans", "zh-cn"], required=False, allow_null=True)
    context = StrictCharField(
        max_length=MAX_CONTEXT_CHARS,
        required=False,
        allow_null=True,
        allow_blank=True,
        trim_whitespace=False,
        help_text="the line the text answers (a coach's question, the other person's words): it says whose feelings "
        "and needs bare words name, e.g. a guess at someone else's",
    )

    def validate_text(self, value: str) -> str:
        if not value.strip():
            raise serializers.ValidationError("Write a statement to evaluate; it is empty.")
        return value


class ComponentSerializer(serializers.Serializer):
    label = serializers.CharField(help_text="the rubric's machine label, for programs")
    label_text = serializers.CharField(help_text="the label in plain words, in the result's locale, for people")
    evidence = serializers.CharField(allow_blank=True)
    suggestion = serializers.CharField(allow_blank=True)


class ComponentsSerializer(serializers.Serializer):
    observation = ComponentSerializer()
    feeling = ComponentSerializer()
    need = ComponentSerializer()
    request = ComponentSerializer()


class EvaluationSerializer(serializers.Serializer):
    locale = serializers.ChoiceField(choices=Locale.choices)
    score = serializers.IntegerField(min_value=0, max_value=100)
    components = ComponentsSerializer()


class SessionCreateSerializer(serializers.Serializer):
    mode = serializers.ChoiceField(choices=["free_dialog", "scenario", "structured"])
    scenario_id = serializers.IntegerField(required=False, allow_null=True, min_value=1)
    exercise = serializers.ChoiceField(
        choices=["four_steps", "empathy"],
        required=False,
        help_text="structured mode only: 'empathy' practises hearing the other person (a scenario's lines)",
    )

    def validate(self, attrs: dict) -> dict:
        if attrs.get("exercise") == "empathy" and attrs["mode"] != "structured":
            raise serializers.ValidationError({"exercise": "The empathy exercise runs in the structured mode."})
        return attrs


class ReplyPartSerializer(serializers.Serializer):
    speaker = serializers.ChoiceField(choices=["partner", "coach"])
    name = serializers.CharField(required=False, help_text="the role the partner plays (partner parts only)")
    text = serializers.CharField()


class MessageSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    role = serializers.CharField()
    content = serializers.CharField(allow_blank=True)
    parts = ReplyPartSerializer(many=True, allow_null=True, required=False)
    tool_calls = serializers.JSONField(allow_null=True)
    tool_call_id = serializers.CharField(allow_blank=True)
    created_at = serializers.DateTimeField()


class SessionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    mode = serializers.CharField()
    exercise = serializers.SerializerMethodField(help_text="'empathy' for the hear-the-other-person exercise")
    status = serializers.CharField()
    structured_step = serializers.CharField()
    scenario = serializers.SerializerMethodField()
    started_at = serializers.DateTimeField()
    ended_at = serializers.DateTimeField(allow_null=True)
    care = serializers.SerializerMethodField(
        help_text="'crisis' or 'check_in' while practice waits for the learner's safety (until they go back), else null"
    )

    def get_care(self, session) -> str | None:
        return session.care or None

    @extend_schema_field(ScenarioSerializer(allow_null=True))
    def get_scenario(self, session) -> ScenarioPayload | None:
        if session.scenario is None:
            return None
        return scenario_payload(session.scenario, user_id=session.user_id)

    def get_exercise(self, session) -> str | None:
        return SessionState.of(session).exercise or None


class SessionDetailSerializer(SessionSerializer):
    answers = serializers.SerializerMethodField()
    messages = serializers.SerializerMethodField()
    pending_actions = serializers.SerializerMethodField()
    other = serializers.SerializerMethodField(help_text="in the empathy exercise: the person listened to, their line")

    def get_other(self, session) -> dict | None:
        other = session.state.get("other") if isinstance(session.state, dict) else None
        if not isinstance(other, dict):
            return None
        return {"role": other.get("role", ""), "line": other.get("line", ""), "situation": other.get("situation", "")}

    def get_pending_actions(self, session) -> list[dict]:
        waiting = session.pending_actions.waiting().order_by("id")
        return PendingActionSerializer(waiting, many=True).data

    def get_answers(self, session) -> dict:
        return SessionState.of(session).answers

    def get_messages(self, session) -> list[dict]:
        return MessageSerializer(session.messages.order_by("id"), many=True).data


class MessageRequestSerializer(serializers.Serializer):
    content = StrictCharField(max_length=MAX_MESSAGE_CHARS, trim_whitespace=False)

    def validate_content(self, value: str) -> str:
        if not value.strip():
            raise serializers.ValidationError("Write a message; it is empty.")
        return value


class ToolCallSummarySerializer(serializers.Serializer):
    name = serializers.CharField()
    arguments = serializers.JSONField()
    ok = serializers.BooleanField()
    error = serializers.CharField(required=False)


class ReplySerializer(serializers.Serializer):
    role = serializers.CharField()
    content = serializers.CharField(allow_blank=True)
    parts = ReplyPartSerializer(
        many=True, required=False, help_text="in role-play: the partner's line and the coach's note, in order"
    )


class TurnSerializer(serializers.Serializer):
    mode = serializers.CharField()
    reply = ReplySerializer()
    tool_calls = ToolCallSummarySerializer(many=True)
    stop_reason = serializers.ChoiceField(choices=["final", "step_limit", "repeated_call", "error"])
    safety = serializers.BooleanField(
        required=False,
        help_text="true when the message may have spoken of danger and the coach stepped out of practice",
    )
    safety_level = serializers.ChoiceField(
        choices=["crisis", "check_in"],
        required=False,
        help_text="with safety: 'crisis' (clear risk: care and where to find help) or 'check_in' (possible risk: the "
        "coach asks first); the session stays in the care frame until the learner goes back",
    )


class PendingActionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    session = serializers.IntegerField(source="session_id")
    tool = serializers.CharField()
    arguments = serializers.JSONField()
    status = serializers.CharField(source="current_status")
    result = serializers.JSONField(allow_null=True)
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField()
    decided_at = serializers.DateTimeField(allow_null=True)


class DecisionSerializer(serializers.Serializer):
    action = PendingActionSerializer()
    reply = ReplySerializer(required=False)
    tool_calls = ToolCallSummarySerializer(many=True, required=False)
    stop_reason = serializers.CharField(required=False)


class BackToPracticeSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    mode = serializers.CharField()
    care = serializers.CharField(allow_null=True)
    reply = ReplySerializer(allow_null=True, help_text="the coach's hand-back; null when practice was not waiting")

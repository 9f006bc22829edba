"""Shapes of the scenarios API."""

from rest_framework import serializers

from nvcpractice.locales import Locale
from nvcpractice.scenarios.generation import RELATIONSHIPS
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.payloads import ScenarioPayload, scenario_payload


class ScenarioSerializer(serializers.Serializer):
    """A scenario as :func:`~nvcpractice.scenarios.payloads.scenario_payload` shapes it (the fields document it)."""

    id = serializers.IntegerField()
    title = serializers.CharField()
    situation = serializers.CharField()
    other_role = serializers.CharField()
    opening_line = serializers.CharField()
    difficulty = serializers.IntegerField()
    difficulty_name = serializers.CharField(help_text="the difficulty in words, in the language of the request")
    locale = serializers.CharField()
    tags = serializers.ListField(child=serializers.CharField())
    status = serializers.CharField()
    source = serializers.CharField()
    mine = serializers.BooleanField(help_text="you generated it")

    def to_representation(self, instance: Scenario) -> ScenarioPayload:
        request = self.context.get("request")
        return scenario_payload(instance, user_id=request.user.pk if request else None)


class ScenarioQuerySerializer(serializers.Serializer):
    q = serializers.CharField(required=False, allow_blank=True, max_length=200)
    locale = serializers.ChoiceField(choices=Locale.choices, required=False)
    difficulty = serializers.IntegerField(required=False, min_value=1, max_value=3)
    tags = serializers.CharField(required=False, max_length=200, help_text="comma-separated")


class ScenarioProposeSerializer(serializers.Serializer):
    topic = serializers.CharField(min_length=2, max_length=80)
    relationship = serializers.ChoiceField(choices=RELATIONSHIPS)
    difficulty = serializers.IntegerField(min_value=1, max_value=3)
    locale = serializers.ChoiceField(choices=Locale.choices)

"""Shapes of the scenarios API."""

from rest_framework import serializers

from nvcpractice.locales import Locale
from nvcpractice.scenarios.generation import RELATIONSHIPS


class ScenarioSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    title = serializers.CharField()
    situation = serializers.CharField()
    other_role = serializers.CharField()
    opening_line = serializers.CharField()
    difficulty = serializers.IntegerField()
    locale = serializers.CharField()
    tags = serializers.ListField(child=serializers.CharField())
    status = serializers.CharField()
    source = serializers.CharField()
    mine = serializers.SerializerMethodField()

    def get_mine(self, scenario) -> bool:
        request = self.context.get("request")
        return bool(request and scenario.created_by_id == request.user.pk)


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

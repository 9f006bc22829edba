"""Shapes of the wiki API."""

from rest_framework import serializers

from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.locales import Locale


class WikiEntrySerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    title = serializers.CharField(max_length=WikiEntry.TITLE_MAX)
    body = serializers.CharField(max_length=WikiEntry.BODY_MAX)
    locale = serializers.ChoiceField(choices=Locale.choices)
    status = serializers.CharField(read_only=True)
    mine = serializers.SerializerMethodField()
    created_at = serializers.DateTimeField(read_only=True)

    def get_mine(self, entry) -> bool:
        request = self.context.get("request")
        return bool(request and entry.author_id == request.user.pk)

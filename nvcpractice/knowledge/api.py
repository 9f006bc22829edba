"""Wiki API: list or search what you may read (approved, plus your own), and propose entries."""

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import generics, serializers, status
from rest_framework.response import Response

from nvcpractice.knowledge import selectors, services
from nvcpractice.knowledge.serializers import WikiEntrySerializer


class WikiListCreateView(generics.GenericAPIView):
    """Approved entries and your own (any status); ``q`` searches, ``locale`` filters. POST proposes an entry."""

    serializer_class = WikiEntrySerializer

    def get_queryset(self):
        return selectors.wiki_visible_to(user_id=self.request.user.pk).order_by("-created_at")

    @extend_schema(
        parameters=[OpenApiParameter("q", str, required=False), OpenApiParameter("locale", str, required=False)],
        responses=WikiEntrySerializer(many=True),
    )
    def get(self, request):
        query = request.query_params.get("q", "").strip()[:500]
        locale = request.query_params.get("locale") or None
        if locale not in (None, "en", "zh-hans"):
            raise serializers.ValidationError({"locale": ["Choose en or zh-hans."]})
        if query:
            entries = [
                entry for entry, _ in selectors.wiki_search(user_id=request.user.pk, query=query, k=50, locale=locale)
            ]
        else:
            entries = self.get_queryset()
            if locale:
                entries = entries.filter(locale=locale)
        page = self.paginate_queryset(entries)
        return self.get_paginated_response(WikiEntrySerializer(page, many=True, context={"request": request}).data)

    @extend_schema(request=WikiEntrySerializer, responses={201: WikiEntrySerializer})
    def post(self, request):
        serializer = WikiEntrySerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        entry = services.wiki_entry_create(author_id=request.user.pk, **serializer.validated_data)
        return Response(WikiEntrySerializer(entry, context={"request": request}).data, status=status.HTTP_201_CREATED)


class WikiDetailView(generics.RetrieveAPIView):
    """One entry you may read (approved, or your own); others are 404."""

    serializer_class = WikiEntrySerializer

    def get_queryset(self):
        return selectors.wiki_visible_to(user_id=self.request.user.pk)

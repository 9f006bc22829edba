"""Scenarios API: list and search what you may see, open one, propose a generated one."""

from drf_spectacular.utils import extend_schema
from rest_framework import generics, status
from rest_framework.response import Response

from nvcpractice.core.throttling import model_call_throttles
from nvcpractice.scenarios import selectors, services
from nvcpractice.scenarios.serializers import ScenarioProposeSerializer, ScenarioQuerySerializer, ScenarioSerializer


class ScenarioListView(generics.GenericAPIView):
    """Approved scenarios and your own generated ones; filter by ``q``, ``locale``, ``difficulty``, ``tags``."""

    serializer_class = ScenarioSerializer
    throttle_classes = model_call_throttles()  # POST generates with the model: per-user "generate" limit

    def get_queryset(self):
        return selectors.scenarios_visible_to(user_id=self.request.user.pk)

    @extend_schema(parameters=[ScenarioQuerySerializer], responses=ScenarioSerializer(many=True))
    def get(self, request):
        query = ScenarioQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        filters = query.validated_data
        tags = [t.strip() for t in filters.get("tags", "").split(",") if t.strip()]
        found = selectors.scenario_search(
            user_id=request.user.pk,
            query=filters.get("q"),
            difficulty=filters.get("difficulty"),
            locale=filters.get("locale"),
            tags=tags or None,
            limit=200,
        )
        page = self.paginate_queryset(found)
        return self.get_paginated_response(ScenarioSerializer(page, many=True, context={"request": request}).data)

    @extend_schema(request=ScenarioProposeSerializer, responses={201: ScenarioSerializer})
    def post(self, request):
        serializer = ScenarioProposeSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        scenario = services.scenario_generate(user_id=request.user.pk, **serializer.validated_data)
        return Response(ScenarioSerializer(scenario, context={"request": request}).data, status=status.HTTP_201_CREATED)


class ScenarioDetailView(generics.RetrieveAPIView):
    """One scenario you may see; others are 404."""

    serializer_class = ScenarioSerializer

    def get_queryset(self):
        return selectors.scenarios_visible_to(user_id=self.request.user.pk)

"""Dashboard API: your practice statistics."""

from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from nvcpractice.dashboard.selectors import PERIODS, dashboard_summary
from nvcpractice.profiles.selectors import profile_of


class DashboardView(APIView):
    """Sessions by mode, average score per component, four-step pass rates, daily trend, streak, weakest component."""

    @extend_schema(
        parameters=[OpenApiParameter("period", str, enum=list(PERIODS), required=False)],
        responses=inline_serializer(
            "Dashboard",
            {
                "period": serializers.CharField(),
                "sessions": serializers.DictField(),
                "evaluations": serializers.DictField(),
                "component_averages": serializers.DictField(),
                "steps": serializers.DictField(
                    help_text="per component: attempts, passed, passed_with_help, pass_rate (0-100) and "
                    "attempts_to_pass, from the four-step practice's answers"
                ),
                "trend": serializers.ListField(child=serializers.DictField()),
                "streak_days": serializers.IntegerField(),
                "weakest_component": serializers.CharField(allow_null=True),
                "next_exercise": serializers.CharField(allow_null=True),
            },
        ),
    )
    def get(self, request):
        period = request.query_params.get("period", "month")
        if period not in PERIODS:
            raise serializers.ValidationError({"period": [f"Choose one of {', '.join(PERIODS)}."]})
        locale = profile_of(user=request.user).locale
        return Response(dashboard_summary(user_id=request.user.pk, period=period, locale=locale))

"""Practice API: statement evaluation (sessions and messages join it with the agent)."""

from drf_spectacular.utils import extend_schema
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from nvcpractice.practice import services
from nvcpractice.practice.evaluator import statement_evaluate
from nvcpractice.practice.payloads import analysis_payload
from nvcpractice.practice.serializers import EvaluateRequestSerializer, EvaluationSerializer


class EvaluateView(APIView):
    """Evaluate one NVC statement per component; signed-in users' results are kept for their dashboard."""

    permission_classes = [AllowAny]
    throttle_scope = "evaluate"

    @extend_schema(request=EvaluateRequestSerializer, responses={200: EvaluationSerializer})
    def post(self, request):
        serializer = EvaluateRequestSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        text = serializer.validated_data["text"]
        locale = serializer.validated_data.get("locale")
        context = serializer.validated_data.get("context") or None
        if request.user.is_authenticated:
            _, outcome = services.evaluation_create(user=request.user, text=text, locale=locale, context=context)
        else:
            outcome = statement_evaluate(text=text, locale=locale, context=context)
        return Response(analysis_payload(outcome.analysis))

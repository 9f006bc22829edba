"""URL map: pages, the REST API, the health check and the language switch."""

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from nvcpractice.core import views as core_views
from nvcpractice.dashboard import api as dashboard_api
from nvcpractice.knowledge import api as knowledge_api
from nvcpractice.ops import views as ops_views
from nvcpractice.practice import api as practice_api
from nvcpractice.profiles import api as profile_api
from nvcpractice.profiles import views as profile_views
from nvcpractice.scenarios import api as scenario_api
from scenes import api as scenes_api

api_patterns = [
    path("auth/register/", profile_api.RegisterView.as_view(), name="api-register"),
    path("auth/token/", profile_api.TokenView.as_view(), name="api-token"),
    path("profile/", profile_api.ProfileView.as_view(), name="api-profile"),
    path("account/", profile_api.AccountView.as_view(), name="api-account"),
    path("account/export/", profile_api.AccountExportView.as_view(), name="api-account-export"),
    path("scenarios/", scenario_api.ScenarioListView.as_view(), name="api-scenarios"),
    path("scenarios/<int:pk>/", scenario_api.ScenarioDetailView.as_view(), name="api-scenario"),
    path("dashboard/", dashboard_api.DashboardView.as_view(), name="api-dashboard"),
    path("wiki/", knowledge_api.WikiListCreateView.as_view(), name="api-wiki"),
    path("wiki/<int:pk>/", knowledge_api.WikiDetailView.as_view(), name="api-wiki-entry"),
    path("evaluate/", practice_api.EvaluateView.as_view(), name="api-evaluate"),
    path("sessions/", scenes_api.SessionListCreateView.as_view(), name="api-sessions"),
    path("sessions/<int:pk>/", scenes_api.SessionDetailView.as_view(), name="api-session"),
    path("sessions/<int:pk>/messages/", scenes_api.MessageView.as_view(), name="api-session-messages"),
    path("sessions/<int:pk>/back-to-practice/", scenes_api.BackToPracticeView.as_view(), name="api-session-back"),
    path("actions/", scenes_api.PendingActionListView.as_view(), name="api-actions"),
    path(
        "actions/<int:pk>/approve/",
        scenes_api.PendingActionDecisionView.as_view(approve=True),
        name="api-action-approve",
    ),
    path(
        "actions/<int:pk>/decline/",
        scenes_api.PendingActionDecisionView.as_view(approve=False),
        name="api-action-decline",
    ),
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("docs/", SpectacularSwaggerSplitView.as_view(url_name="api-schema"), name="api-docs"),
]

urlpatterns = [
    path("", core_views.home, name="home"),
    path("healthz", ops_views.healthz, name="healthz"),
    path("accounts/login/", profile_views.GuardedLoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/signup/", profile_views.signup, name="signup"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("admin/", admin.site.urls),
    path("api/", include(api_patterns)),
    path("", include("nvcpractice.web.urls")),
]

"""URL map: pages, the REST API, the health check and the language switch."""

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from nvcpractice.core import views as core_views
from nvcpractice.profiles import api as profile_api
from nvcpractice.profiles import views as profile_views

api_patterns = [
    path("auth/register/", profile_api.RegisterView.as_view(), name="api-register"),
    path("auth/token/", profile_api.TokenView.as_view(), name="api-token"),
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
]

urlpatterns = [
    path("", core_views.home, name="home"),
    path("healthz", core_views.healthz, name="healthz"),
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/signup/", profile_views.signup, name="signup"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("admin/", admin.site.urls),
    path("api/", include(api_patterns)),
]

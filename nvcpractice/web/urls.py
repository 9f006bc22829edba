"""URLs of the web pages."""

urlpatterns: list = []

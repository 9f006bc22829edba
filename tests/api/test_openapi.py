"""The OpenAPI document: valid OpenAPI 3, every operation documented, Swagger UI served from local assets."""

import pytest
import yaml
from openapi_spec_validator import validate

pytestmark = pytest.mark.django_db


@pytest.fixture
def schema(anon_api):
    response = anon_api.get("/api/schema/")
    assert response.status_code == 200
    return yaml.safe_load(response.content)


def test_the_document_is_valid_openapi_3(schema):
    assert schema["openapi"].startswith("3.")
    validate(schema)


def test_every_operation_has_request_and_response_bodies_documented(schema):
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            if method not in {"get", "post", "put", "patch", "delete"}:
                continue
            responses = operation["responses"]
            assert responses, f"{method} {path} has no responses"
            success = [code for code in responses if code.startswith("2")]
            assert success, f"{method} {path} documents no success response"
            if method in {"post", "put", "patch"} and not path.startswith("/api/actions/"):
                assert "requestBody" in operation, f"{method} {path} documents no request body"


def test_contract_paths_are_documented(schema):
    for path in [
        "/api/auth/register/",
        "/api/auth/token/",
        "/api/profile/",
        "/api/sessions/",
        "/api/sessions/{id}/",
        "/api/sessions/{id}/messages/",
        "/api/evaluate/",
        "/api/scenarios/",
        "/api/dashboard/",
        "/api/wiki/",
    ]:
        assert path in schema["paths"], path


def test_swagger_ui_uses_local_assets(anon_api):
    page = anon_api.get("/api/docs/").content.decode()
    assert "swagger-ui" in page
    assert "cdn" not in page.lower()
    assert "/static/drf_spectacular_sidecar/" in page


def test_component_labels_come_with_plain_words_and_the_dashboard_with_steps(schema):
    component = schema["components"]["schemas"]["Component"]
    assert {"label", "label_text"} <= set(component["required"])
    assert component["properties"]["label_text"]["type"] == "string"
    assert "steps" in schema["components"]["schemas"]["Dashboard"]["properties"]

"""Django settings, read from the environment (django-environ) with safe local defaults.

With no ``DATABASE_URL`` / ``REDIS_URL`` the settings point at the embedded PostgreSQL and Redis of
:mod:`nvcpractice.embedded` under ``NVC_VAR_DIR``; importing them starts nothing (the entry points that need the
servers start them). With ``DEBUG`` off, the built-in development secret key is refused.
"""

from __future__ import annotations

from pathlib import Path

import environ
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

from nvcpractice import embedded

BASE_DIR = Path(__file__).resolve().parent.parent
DEV_SECRET_KEY = "django-insecure-nvc-practice-local-development-key"  # noqa: S105 - refused when DEBUG is off

env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env", overwrite=False)

DEBUG = env.bool("DEBUG", default=True)
SECRET_KEY = env.str("SECRET_KEY", default="") or DEV_SECRET_KEY
if not DEBUG and SECRET_KEY == DEV_SECRET_KEY:
    raise ImproperlyConfigured("DEBUG is off but SECRET_KEY is the development default: set SECRET_KEY.")
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["localhost", "127.0.0.1", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env.list("CSRF_TRUSTED_ORIGINS", default=[])

# --- Transport security: on by default whenever DEBUG is off (``manage.py check --deploy`` is clean) -----------
SECURE_SSL_REDIRECT = env.bool("SECURE_SSL_REDIRECT", default=not DEBUG)
SECURE_HSTS_SECONDS = env.int("SECURE_HSTS_SECONDS", default=0 if DEBUG else 31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env.bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", default=not DEBUG)
SECURE_HSTS_PRELOAD = env.bool("SECURE_HSTS_PRELOAD", default=not DEBUG)
SESSION_COOKIE_SECURE = env.bool("SESSION_COOKIE_SECURE", default=not DEBUG)
CSRF_COOKIE_SECURE = env.bool("CSRF_COOKIE_SECURE", default=not DEBUG)
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
# Content Security Policy (django-csp): scripts, connections and fonts from this site only; no plugins, no
# framing. Inline styles stay allowed for the admin and Swagger UI, inline scripts do not.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
}
if env.bool("BEHIND_TLS_PROXY", default=False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

VAR_DIR = Path(env.str("NVC_VAR_DIR", default=str(BASE_DIR / "var"))).resolve()
VAR_DIR.mkdir(parents=True, exist_ok=True)

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "nvcpractice.core",
    "nvcpractice.ops",
    "nvcpractice.profiles",
    "nvcpractice.knowledge",
    "nvcpractice.scenarios",
    "nvcpractice.practice",
    "nvcpractice.dashboard",
    "nvcpractice.web",
    "tools",
    "scenes",
    "mcp_bridge",
    *env.list("NVC_EXTRA_APPS", default=[]),
]

MIDDLEWARE = [
    "nvcpractice.core.body_limit.BodyLimitMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "nvcpractice.core.login_devices.LoginDeviceMiddleware",
    "nvcpractice.web.middleware.ProfileLanguageMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    # Last: a sync-only middleware next to the (async) views keeps every other one in the one sync thread of the
    # request. An async-capable one here would run its hooks through a thread hop each (Django's MiddlewareMixin).
    "nvcpractice.core.middleware.DatabaseUnavailableMiddleware",
]

ROOT_URLCONF = "nvcpractice.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]
WSGI_APPLICATION = "nvcpractice.wsgi.application"
ASGI_APPLICATION = "nvcpractice.asgi.application"

# --- PostgreSQL (+ pgvector) -------------------------------------------------------------------------------------
if env.str("DATABASE_URL", default=""):
    DATABASES = {"default": env.db_url("DATABASE_URL")}
    EMBEDDED_POSTGRES = False
else:
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": embedded.PostgresLocation.name,
            "USER": embedded.PostgresLocation.user,
            "HOST": embedded.postgres_host(VAR_DIR),
        }
    }
    EMBEDDED_POSTGRES = True
DATABASES["default"].setdefault("OPTIONS", {}).setdefault("connect_timeout", 5)
if env.bool("NVC_DB_POOL", default=True):
    # psycopg's pool: closing a connection hands it back, so turns can release it while the model thinks.
    DATABASES["default"]["CONN_HEALTH_CHECKS"] = True  # a connection broken by a database restart is replaced
    if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":  # the same, its pool's check cheaper
        DATABASES["default"]["ENGINE"] = "nvcpractice.postgres"
    DATABASES["default"]["OPTIONS"]["pool"] = {
        "min_size": env.int("NVC_DB_POOL_MIN", default=2),
        "max_size": env.int("NVC_DB_POOL_MAX", default=40),
        "timeout": env.float("NVC_DB_POOL_TIMEOUT", default=8),
    }
else:
    DATABASES["default"]["CONN_MAX_AGE"] = env.int("DB_CONN_MAX_AGE", default=0)
DATABASES["default"]["TEST"] = {"NAME": env.str("NVC_TEST_DB_NAME", default="test_nvcpractice")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Redis: cache, Celery broker and result backend --------------------------------------------------------------
if env.str("REDIS_URL", default=""):
    REDIS_URL = env.str("REDIS_URL")
    EMBEDDED_REDIS = False
else:
    REDIS_URL = f"unix://{embedded.redis_socket(VAR_DIR)}"
    EMBEDDED_REDIS = True

CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": REDIS_URL,
        "KEY_PREFIX": env.str("NVC_CACHE_PREFIX", default="nvc"),
        "OPTIONS": {"socket_connect_timeout": 2, "socket_timeout": 2},
    }
}


def _celery_url(redis_url: str) -> str:
    """Kombu names Unix-socket Redis ``redis+socket://``; redis-py names it ``unix://``."""
    return "redis+socket://" + redis_url.removeprefix("unix://") if redis_url.startswith("unix://") else redis_url


CELERY_BROKER_URL = env.str("CELERY_BROKER_URL", default=_celery_url(REDIS_URL))
CELERY_RESULT_BACKEND = env.str("CELERY_RESULT_BACKEND", default=_celery_url(REDIS_URL))
CELERY_TASK_ALWAYS_EAGER = env.bool("CELERY_TASK_ALWAYS_EAGER", default=False)
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_RESULT_EXPIRES = 3600
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": 3600, "socket_connect_timeout": 2, "socket_timeout": 5}
CELERY_BROKER_CONNECTION_TIMEOUT = 2

# --- Auth, i18n, static -------------------------------------------------------------------------------------------
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("zh-hans", _("Simplified Chinese"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = env.str("TIME_ZONE", default="UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "staticfiles"
STATIC_ROOT.mkdir(exist_ok=True)
STATICFILES_DIRS = [BASE_DIR / "static", ("vendor/chartjs", BASE_DIR / "node_modules" / "chart.js" / "dist")]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "nvcpractice.core.authentication.CachedTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_RENDERER_CLASSES": [
        "nvcpractice.core.renderers.SafeJSONRenderer",
        "rest_framework.renderers.BrowsableAPIRenderer",
    ],
    "EXCEPTION_HANDLER": "nvcpractice.core.api_errors.api_exception_handler",
    "DEFAULT_THROTTLE_CLASSES": ["nvcpractice.core.throttling.RateLimits"],  # user, anon and scoped, one trip
    "DEFAULT_THROTTLE_RATES": {
        "user": env.str("NVC_RATE_USER", default="600/min"),
        "anon": env.str("NVC_RATE_ANON", default="120/min"),
        "messages": env.str("NVC_RATE_MESSAGES", default="30/min"),
        "evaluate": env.str("NVC_RATE_EVALUATE", default="60/min"),
        "auth": env.str("NVC_RATE_AUTH", default="20/min"),
    },
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 20,
}
SPECTACULAR_SETTINGS = {
    "TITLE": "NVC Practice API",
    "DESCRIPTION": "Practise Nonviolent Communication with an AI coach.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "ENUM_NAME_OVERRIDES": {
        "LocaleEnum": "nvcpractice.locales.Locale",
        "StatementLocaleEnum": ["en", "zh", "zh-hans", "zh-cn"],
    },
}

# --- Abuse limits: client IPs, the login guard, request bodies, model-calling rates (SECURITY.md) -----------------
#: Proxies whose X-Forwarded-For is believed (IPs or CIDRs); none by default, so the header is ignored.
NVC_TRUSTED_PROXIES = env.list("NVC_TRUSTED_PROXIES", default=[])
REST_FRAMEWORK["NUM_PROXIES"] = env.int("NVC_NUM_PROXIES", default=0)
REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["generate"] = env.str("NVC_RATE_GENERATE", default="10/hour")
REST_FRAMEWORK["DEFAULT_PARSER_CLASSES"] = [
    "nvcpractice.core.parsers.BoundedJSONParser",
    "rest_framework.parsers.FormParser",
    "rest_framework.parsers.MultiPartParser",
]
AUTHENTICATION_BACKENDS = [
    "nvcpractice.core.login_guard.GuardedModelBackend",
    "django.contrib.auth.backends.ModelBackend",  # only resolves sessions; the guarded backend checks passwords
]
NVC_LOGIN_MAX_FAILURES = env.int("NVC_LOGIN_MAX_FAILURES", default=10)
NVC_LOGIN_COOLOFF = env.int("NVC_LOGIN_COOLOFF", default=900)
NVC_MAX_BODY_BYTES = env.int("NVC_MAX_BODY_BYTES", default=1_048_576)
# Seconds a request body may take to arrive in full (408 after that).
NVC_BODY_TIMEOUT = env.float("NVC_BODY_TIMEOUT", default=30.0)
NVC_MAX_JSON_DEPTH = env.int("NVC_MAX_JSON_DEPTH", default=32)
DATA_UPLOAD_MAX_MEMORY_SIZE = NVC_MAX_BODY_BYTES

# --- Models and embeddings ----------------------------------------------------------------------------------------
OPENAI_API_KEY = env.str("OPENAI_API_KEY", default="")
OPENAI_BASE_URL = env.str("OPENAI_BASE_URL", default="") or None
NVC_LLM_PROVIDER = env.str("NVC_LLM_PROVIDER", default="openai" if OPENAI_API_KEY else "offline")
NVC_CHAT_MODEL = env.str("NVC_CHAT_MODEL", default="gpt-4o-mini")
NVC_LLM_TIMEOUT = env.float("NVC_LLM_TIMEOUT", default=30.0)
NVC_LLM_MAX_RETRIES = env.int("NVC_LLM_MAX_RETRIES", default=2)
#: The most tokens one model reply may have (sent as ``max_tokens``; 0 sends no cap). Some OpenAI models take only
#: ``max_completion_tokens``: set NVC_MAX_TOKENS_FIELD for those.
NVC_MAX_REPLY_TOKENS = env.int("NVC_MAX_REPLY_TOKENS", default=800)
NVC_MAX_TOKENS_FIELD = env.str("NVC_MAX_TOKENS_FIELD", default="max_tokens")
#: Seconds one turn (all model attempts, retries and tool steps) may take before it answers 504.
NVC_TURN_TIMEOUT = env.float("NVC_TURN_TIMEOUT", default=90.0)
NVC_EMBEDDING_PROVIDER = env.str("NVC_EMBEDDING_PROVIDER", default="hashing")
NVC_EMBEDDING_MODEL = env.str("NVC_EMBEDDING_MODEL", default="text-embedding-3-small")
NVC_EMBEDDING_DIM = env.int("NVC_EMBEDDING_DIM", default=256)
NVC_HNSW_EF_SEARCH = env.int("NVC_HNSW_EF_SEARCH", default=200)
NVC_EVALUATOR = env.str("NVC_EVALUATOR", default="auto")  # auto | rules | model
NVC_MAX_TOOL_STEPS = env.int("NVC_MAX_TOOL_STEPS", default=6)
NVC_MAX_CALLS_PER_STEP = env.int("NVC_MAX_CALLS_PER_STEP", default=8)
NVC_SESSION_MAX_TOKENS = env.int("NVC_SESSION_MAX_TOKENS", default=400_000)
NVC_SESSION_MAX_TOOL_CALLS = env.int("NVC_SESSION_MAX_TOOL_CALLS", default=300)
NVC_HISTORY_TOKENS = env.int("NVC_HISTORY_TOKENS", default=3000)
NVC_TURN_THREADS = env.int("NVC_TURN_THREADS", default=256)
# Token-signed streamed turns skip Django's request cycle (scenes/stream_lane.py); refusals are still Django's.
NVC_STREAM_LANE = env.bool("NVC_STREAM_LANE", default=True)
# At server start-up the app is frozen out of the garbage collector, which then collects the youngest objects every
# NVC_GC_THRESHOLD allocations (Python's default: 700); 0 leaves the collector as Python sets it (core/lifespan.py).
NVC_GC_THRESHOLD = env.int("NVC_GC_THRESHOLD", default=20000)
# Seconds a thread waiting for the GIL waits before making the running one let go (sys.setswitchinterval), set at
# server start-up; 0 leaves Python's 0.005 (core/lifespan.py).
NVC_SWITCH_INTERVAL = env.float("NVC_SWITCH_INTERVAL", default=0.05)
#: External MCP servers whose allowed tools join the registry, e.g.
#: [{"name": "calendar", "command": ["python", "server.py"], "prefix": "cal_", "allow": ["list_events"]}]
NVC_MCP_SERVERS = env.json("NVC_MCP_SERVERS", default=[])
NVC_SCENE_TOOLS = env.json("NVC_SCENE_TOOLS", default={})
NVC_MODEL_HOOKS = env.list("NVC_MODEL_HOOKS", default=["scenes.hooks.MemoryHook"])
NVC_TOOL_HOOKS = env.list(
    "NVC_TOOL_HOOKS",
    default=[
        "tools.hooks.AuditHook",
        "scenes.hooks.SafeguardHook",
        "scenes.hooks.ConfirmationHook",
        "tools.limits.ModelCallLimitHook",
    ],
)
NVC_PENDING_ACTION_TTL = env.int("NVC_PENDING_ACTION_TTL", default=900)
# Changes waiting for one learner's decision at once; a writing tool asking for more is refused until they decide.
NVC_MAX_PENDING_ACTIONS = env.int("NVC_MAX_PENDING_ACTIONS", default=10)
NVC_CONFIRM_WRITE_TOOLS = env.bool("NVC_CONFIRM_WRITE_TOOLS", default=True)
#: Where to find help, per locale, shown when a message speaks of self-harm, violence or abuse, e.g.
#: {"en": "Emergency: <number>. Crisis line: <number>.", "zh-hans": "…"}; a missing locale uses the built-in text.
NVC_SAFETY_RESOURCES = env.json("NVC_SAFETY_RESOURCES", default={})

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env.str("LOG_LEVEL", default="INFO")},
    "loggers": {"pgserver": {"level": "WARNING"}},
}

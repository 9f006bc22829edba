"""The benchmark's own database: created fresh and migrated at the start of a run, dropped at the end."""

from __future__ import annotations

import io
import time

import psycopg
from psycopg import sql


def close_connections() -> None:
    """Close this process's database connections and, with Django's connection pool, the pool itself."""
    from django.db import connections

    for connection in connections.all(initialized_only=True):
        connection.close()
        if getattr(connection, "pool", None) is not None:
            connection.close_pool()


def _admin_connection() -> psycopg.Connection:
    """A connection to the server's maintenance database (``postgres``), autocommit, for CREATE/DROP DATABASE."""
    from django.conf import settings

    db = settings.DATABASES["default"]
    params = {"dbname": "postgres", "user": db.get("USER") or None, "host": db.get("HOST") or None}
    if db.get("PORT"):
        params["port"] = db["PORT"]
    if db.get("PASSWORD"):
        params["password"] = db["PASSWORD"]
    return psycopg.connect(autocommit=True, connect_timeout=10, **{k: v for k, v in params.items() if v is not None})


def database_name() -> str:
    from django.conf import settings

    return settings.DATABASES["default"]["NAME"]


def create_database() -> float:
    """Drop (if left over) and create the bench database, then migrate it; returns seconds taken."""
    from django.core.management import call_command

    started = time.perf_counter()
    close_connections()
    name = database_name()
    with _admin_connection() as admin:
        admin.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    call_command("migrate", verbosity=0, interactive=False)
    return time.perf_counter() - started


def drop_database(attempts: int = 5) -> bool:
    """Drop the bench database (every row the run made goes with it); False if it stayed in use.

    A pool or server process that is still shutting down can reconnect for a moment, so the drop is retried.
    """
    close_connections()
    for attempt in range(attempts):
        try:
            with _admin_connection() as admin:
                admin.execute(
                    sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(database_name()))
                )
            return True
        except psycopg.errors.ObjectInUse:
            time.sleep(1 + attempt)
    print(f"bench: could not drop {database_name()} (still in use); drop it by hand", flush=True)
    return False


def seed_content() -> None:
    """The seed scenarios and knowledge, embedded, as the product ships them (the tools search them)."""
    from django.core.management import call_command

    from nvcpractice.knowledge.models import KnowledgeChunk
    from nvcpractice.knowledge.services import knowledge_chunks_embed
    from nvcpractice.scenarios.models import Scenario
    from nvcpractice.scenarios.services import scenarios_embed

    call_command("nvc_seed", verbosity=0, stdout=io.StringIO())
    knowledge_chunks_embed(
        chunk_ids=list(KnowledgeChunk.objects.filter(embedding__isnull=True).values_list("pk", flat=True))
    )
    scenarios_embed(scenario_ids=list(Scenario.objects.filter(embedding__isnull=True).values_list("pk", flat=True)))

"""The pool's health check: a healthy connection is handed out without a query, one the server closed is found
and replaced before anyone uses it."""

import os
import resource
import socket

import pytest
from django.db import connection
from psycopg_pool import ConnectionPool

from nvcpractice.postgres import base

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def pinged(monkeypatch):
    """The connections the full check (an empty query) ran on."""
    calls = []
    full = ConnectionPool.check_connection

    def spy(conn):
        calls.append(conn)
        full(conn)

    monkeypatch.setattr(base.ConnectionPool, "check_connection", staticmethod(spy))
    return calls


@pytest.fixture
def one_connection_pool():
    """A pool of one connection to the test database, checked as the project's pool is."""
    params = {**connection.get_connection_params(), "autocommit": True}
    pool = ConnectionPool(kwargs=params, min_size=1, max_size=1, check=base.check_connection, open=True)
    yield pool
    pool.close()


def _backend_pid(pool: ConnectionPool) -> int:
    with pool.connection() as conn:
        return conn.execute("SELECT pg_backend_pid()").fetchone()[0]


def test_the_projects_pool_uses_the_cheap_check():
    connection.ensure_connection()
    assert connection.pool._check is base.check_connection


def test_a_healthy_connection_costs_no_query(one_connection_pool, pinged):
    first = _backend_pid(one_connection_pool)
    assert _backend_pid(one_connection_pool) == first
    assert pinged == []


def test_a_connection_the_server_closed_is_replaced_before_use(one_connection_pool, pinged):
    first = _backend_pid(one_connection_pool)
    with connection.cursor() as cursor:  # the server ends the pooled connection's backend (waiting up to 5 s)
        cursor.execute("SELECT pg_terminate_backend(%s, 5000)", [first])
    assert _backend_pid(one_connection_pool) != first
    assert len(pinged) == 1 and pinged[0].closed  # queried, failed and thrown away, unseen by the caller


def test_a_socket_numbered_past_select_s_limit_is_checked_too():
    """A server with many connections open has sockets numbered past 1024, where ``select`` raises."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    high = 1500
    if soft <= high:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096), hard))
    left, right = socket.socketpair()
    try:
        os.dup2(left.fileno(), high)
        assert base.has_data(high) is False
        right.send(b"x")
        assert base.has_data(high) is True
    finally:
        os.close(high)
        left.close()
        right.close()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))

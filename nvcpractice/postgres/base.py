"""Django's PostgreSQL backend, its pool's health check made to cost no round trip while nothing is wrong.

With ``CONN_HEALTH_CHECKS`` Django has psycopg's pool run an empty query on every checkout, and a turn checks a
connection out two to four times (it hands it back while the model thinks): each check is a round trip to the
server, a tenth of a millisecond of the turn's CPU or more. A connection the server closed (a restart, a terminated
backend) has something to read, the server's notice or the end of the stream; a healthy idle one has nothing. So the
check here looks at the socket, which costs no round trip, and runs the empty query only when there is something to
read: the broken connection is still found and replaced before anyone uses it.
"""

from __future__ import annotations

import select

from django.db.backends.postgresql import base
from psycopg import Connection
from psycopg_pool import ConnectionPool


def check_connection(conn: Connection) -> None:
    """Raise if ``conn`` is broken, as ``ConnectionPool.check_connection`` does; query only a connection whose
    socket has something to read."""
    if conn.closed or has_data(conn.fileno()):
        ConnectionPool.check_connection(conn)


def has_data(fd: int) -> bool:
    """Whether the socket ``fd`` has something to read (or was hung up), without waiting. ``poll``, not
    ``select``: a busy server's sockets can be numbered past ``select``'s limit of 1024."""
    poller = select.poll()
    poller.register(fd, select.POLLIN | select.POLLPRI)
    return bool(poller.poll(0))


class DatabaseWrapper(base.DatabaseWrapper):
    @property
    def pool(self) -> ConnectionPool | None:
        pool = super().pool
        # Django passes psycopg's own check when CONN_HEALTH_CHECKS is on, with no way to pass another
        if pool is not None and pool._check is ConnectionPool.check_connection:
            pool._check = check_connection
        return pool

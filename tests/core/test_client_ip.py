"""Which IP a request comes from: the peer, unless a trusted proxy vouches for a forwarded address."""

import pytest
from django.test import RequestFactory

from nvcpractice.core.client_ip import client_ip


def request(remote, forwarded=None):
    extra = {"REMOTE_ADDR": remote}
    if forwarded is not None:
        extra["HTTP_X_FORWARDED_FOR"] = forwarded
    return RequestFactory().get("/", **extra)


def test_without_a_trusted_proxy_the_header_is_ignored(settings):
    settings.NVC_TRUSTED_PROXIES = []
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 0}
    assert client_ip(request("203.0.113.9", "1.2.3.4")) == "203.0.113.9"


@pytest.mark.parametrize(
    ("remote", "forwarded", "expected"),
    [
        ("10.0.0.2", "198.51.100.7", "198.51.100.7"),  # one trusted proxy in front
        ("10.0.0.2", "6.6.6.6, 198.51.100.7", "198.51.100.7"),  # a spoofed first hop is not believed
        ("10.0.0.2", "198.51.100.7, 10.0.0.3", "198.51.100.7"),  # two trusted hops are skipped
        ("203.0.113.9", "198.51.100.7", "203.0.113.9"),  # the peer is not a trusted proxy
        ("10.0.0.2", "not-an-ip", "10.0.0.2"),
        ("10.0.0.2", None, "10.0.0.2"),
    ],
)
def test_trusted_proxies_are_walked_back_from_the_nearest_hop(settings, remote, forwarded, expected):
    settings.NVC_TRUSTED_PROXIES = ["10.0.0.0/8"]
    assert client_ip(request(remote, forwarded)) == expected


def test_num_proxies_takes_the_address_that_many_hops_back(settings):
    settings.NVC_TRUSTED_PROXIES = []
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    assert client_ip(request("10.0.0.2", "6.6.6.6, 198.51.100.7")) == "198.51.100.7"

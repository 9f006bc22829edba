"""Reciprocal rank fusion: merge rankings from different searches (meaning, words) into one."""

RRF_K = 60


def fuse_rankings(*rankings: list[int]) -> list[tuple[int, float]]:
    """Ids with score Σ 1 / (60 + rank) over the rankings they appear in, best first."""
    scores: dict[int, float] = {}
    for ranking in rankings:
        for rank, pk in enumerate(ranking, start=1):
            scores[pk] = scores.get(pk, 0.0) + 1.0 / (RRF_K + rank)
    return sorted(scores.items(), key=lambda item: (-item[1], item[0]))

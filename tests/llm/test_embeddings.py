"""The default embeddings: deterministic, normalised, and closer for related texts in both languages."""

import math
import subprocess
import sys

from nvcpractice.llm.embeddings import HashingEmbeddings


def cosine(a, b):
    return sum(x * y for x, y in zip(a, b, strict=True))


def test_vectors_have_the_dimension_and_unit_length():
    vector = HashingEmbeddings(64).embed_one("Observation without evaluation")
    assert len(vector) == 64
    assert math.isclose(sum(v * v for v in vector), 1.0, rel_tol=1e-9)


def test_empty_text_still_gives_a_unit_vector():
    vector = HashingEmbeddings(32).embed_one("")
    assert math.isclose(sum(v * v for v in vector), 1.0)


def test_same_across_processes():
    code = "from nvcpractice.llm.embeddings import HashingEmbeddings as H; print(H(16).embed_one('需要 and needs')[:4])"
    outputs = {
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
        for _ in range(2)
    }
    assert len(outputs) == 1
    assert outputs.pop().strip() == str(HashingEmbeddings(16).embed_one("需要 and needs")[:4])


def test_related_english_texts_are_closer_than_unrelated():
    model = HashingEmbeddings(256)
    query = model.embed_one("how do I make a request instead of a demand")
    related = model.embed_one("Requests versus demands: a request can be declined, a demand cannot")
    unrelated = model.embed_one("Feelings when needs are met: joyful, relaxed, grateful")
    assert cosine(query, related) > cosine(query, unrelated)


def test_related_chinese_texts_are_closer_than_unrelated():
    model = HashingEmbeddings(256)
    query = model.embed_one("怎么区分观察和评论")
    related = model.embed_one("观察与评论：观察是不带评判地描述你看到和听到的事实")
    unrelated = model.embed_one("请求要具体、可以执行，并且对方可以拒绝")
    assert cosine(query, related) > cosine(query, unrelated)

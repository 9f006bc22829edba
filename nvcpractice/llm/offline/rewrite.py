"""Turning a learner's sentence into an NVC statement the evaluator accepts, in English or Chinese.

Why this exists: "say this the NVC way: You never listen to me!" deserves a rewrite, not a lecture. The rewrite keeps
what the learner got right (a clean observation, a genuine feeling or need, a clear request), translates what it
can (a faux feeling into the feelings and needs usually under it, a demand into the analyzer's suggested request),
takes the one time a named habit happened as the observation (``grounding.py``), and fills the rest from a small set
of situations matched by topic — saying so when the observation is borrowed. Every candidate is checked with the
analyzer; one that does not pass is replaced part by part with the situation's own parts, which always pass (tested).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from nvcpractice.llm.offline.grounding import grounded_parts
from nvcpractice.nvc import COMPONENTS, StatementAnalysis, analyze, feelings_list, needs_list
from nvcpractice.nvc.lexicons import en_faux, zh_faux

# topic -> (English pattern, Chinese pattern)
_TOPICS: dict[str, tuple[str, str]] = {
    "interrupt": (r"interrupt|cut me off|talk over", r"打断|插话|抢话"),
    "listen": (r"listen|hear|ignor|phone|pay attention", r"听|手机|忽视|理我|不理"),
    "late": (r"late|on time|waiting|wait for", r"迟到|晚到|准时|等你|等了"),
    "message": (r"call|text|message|repl|answer", r"电话|消息|回复|回我"),
    "chores": (r"help|dish|chore|clean|mess|tidy|laundry|housework", r"帮|洗碗|家务|收拾|乱|打扫|衣服"),
}

# (observation, feeling, need, request) per topic and language; each assembled statement passes the analyzer.
_PARTS: dict[str, dict[str, tuple[str, str, str, str]]] = {
    "en": {
        "interrupt": (
            "When I started to answer and you began talking before I had finished",
            "frustrated",
            "to be heard",
            "Would you be willing to let me finish my point before you reply?",
        ),
        "listen": (
            "When I was telling you about my day last night and you picked up your phone",
            "hurt",
            "to be heard",
            "Would you be willing to put your phone away for ten minutes tonight while we talk?",
        ),
        "late": (
            "When you arrived at 8:20 for our 8:00 meeting today",
            "frustrated",
            "reliability",
            "Would you be willing to message me if you will be more than five minutes late?",
        ),
        "message": (
            "When I sent you two messages yesterday and got no reply by evening",
            "worried",
            "reassurance",
            "Would you be willing to send me a short reply when you see my messages?",
        ),
        "chores": (
            "When I washed the dishes on my own three evenings this week",
            "tired",
            "support",
            "Would you be willing to wash up on Tuesdays and Thursdays?",
        ),
        "other": (
            "When I heard what you said this morning",
            "upset",
            "respect",
            "Would you be willing to talk about it with me for ten minutes tonight?",
        ),
    },
    "zh-hans": {
        "interrupt": (
            "我刚开口回答，你就接着说了下去",
            "烦躁",
            "被倾听",
            "你愿意让我把话说完再回应吗？",
        ),
        "listen": (
            "昨晚我跟你讲今天的事时，你拿起了手机",
            "难过",
            "被倾听",
            "今晚我们聊天的时候，你愿意把手机放下十分钟吗？",
        ),
        "late": (
            "今天八点的会你八点二十才到",
            "烦躁",
            "可靠",
            "以后如果要晚到五分钟以上，你愿意先给我发个消息吗？",
        ),
        "message": (
            "昨天我给你发了两条消息，到晚上都没有回复",
            "担心",
            "安心",
            "看到消息的时候，你愿意简单回我一句吗？",
        ),
        "chores": (
            "这周有三个晚上都是我一个人洗碗",
            "很累",
            "支持",
            "你愿意每周二和周四洗碗吗？",
        ),
        "other": (
            "今天早上听到你说的那句话",
            "难过",
            "尊重",
            "今晚你愿意花十分钟和我聊聊这件事吗？",
        ),
    },
}


@dataclass(frozen=True, slots=True)
class Rewrite:
    """The learner's sentence analysed, and one way to say it that the analyzer accepts."""

    analysis: StatementAnalysis
    statement: str
    analysis_after: StatementAnalysis
    borrowed: bool = False
    """The observation is a stock situation's, not the learner's (they are asked for their own moment)."""


def _language(locale: str) -> str:
    return "zh-hans" if locale == "zh-hans" else "en"


def topic_of(text: str, locale: str) -> str:
    column = 1 if _language(locale) == "zh-hans" else 0
    for topic, patterns in _TOPICS.items():
        if re.search(patterns[column], text, re.IGNORECASE):
            return topic
    return "other"


def faux_feeling_in(text: str, locale: str) -> tuple[str, tuple[str, ...], tuple[str, ...]] | None:
    """The faux-feeling word in ``text`` with the feelings and needs usually underneath it (from the lexicon)."""
    if _language(locale) == "en":
        lower = text.lower()
        table = {**en_faux.POSITIVE_FAUX, **en_faux.FAUX_FEELINGS}
        for word in sorted(table, key=len, reverse=True):
            if re.search(rf"(?<![\w']){re.escape(word)}(?![\w'])", lower):
                return word, *table[word]
        return None
    negated = re.search(r"(?:不|没有?)被([\u4e00-\u9fff]{1,3}?)(?=[了的，。！？,.!?\s]|$)", text)
    if negated:
        base = negated.group(1)
        needs = zh_faux.POSITIVE_AFTER_BEI.get(base, ((), ("被" + base,)))[1]
        return negated.group(0), zh_faux.NEGATED_PASSIVE_FEELINGS, needs
    for table, prefix in ((zh_faux.FAUX_AFTER_BEI, "被"), (zh_faux.POSITIVE_AFTER_BEI, "被"), (zh_faux.FAUX_PLAIN, "")):
        for word in sorted(table, key=len, reverse=True):
            if prefix + word in text:
                return prefix + word, *table[word]
    return None


def _word_from(evidence: str, words: list[str], locale: str) -> str | None:
    for word in sorted(words, key=len, reverse=True):
        pattern = re.escape(word) if _language(locale) == "zh-hans" else rf"\b{re.escape(word)}\b"
        if re.search(pattern, evidence, re.IGNORECASE):
            return word
    return None


def _learner_parts(analysis: StatementAnalysis, text: str, locale: str) -> dict[str, str]:
    """The parts of the learner's own sentence worth keeping or translating."""
    zh = _language(locale) == "zh-hans"
    parts: dict[str, str] = {}
    found = {c: analysis.components[c] for c in COMPONENTS}
    observation = found["observation"].evidence.strip(" ,，。.")
    if found["observation"].label == "observation" and (
        re.match(r"(when|after|this|yesterday|last|today)\b", observation, re.I) or zh
    ):
        parts["observation"] = observation[0].upper() + observation[1:] if not zh else observation
    faux = faux_feeling_in(text, locale) if found["feeling"].label == "faux_feeling" else None
    if faux:
        parts["feeling"], parts["need"] = faux[1][0], faux[2][0]
    elif found["feeling"].label == "feeling":
        feelings = feelings_list(locale)
        word = _word_from(found["feeling"].evidence, feelings["met"] + feelings["unmet"], locale)
        if word:
            parts["feeling"] = word
    if found["need"].label == "need":
        needs = [need for group in needs_list(locale).values() for need in group]
        word = _word_from(found["need"].evidence, needs, locale)
        if word:
            parts["need"] = word
    request = found["request"]
    if request.label == "request" and request.evidence.rstrip().endswith(("?", "？")):
        parts["request"] = request.evidence.strip()
    elif request.label == "demand":
        pattern = r"你愿意[^“”\"]*?吗？" if zh else r"Would you be willing to [^\"“”]*?\?"
        match = re.search(pattern, request.suggestion)
        if match and "[" not in match.group(0):
            parts["request"] = match.group(0)
    return parts


_PAST = re.compile(r"\b(was|were|did|said|came|went|left|got|had|last|yesterday|ago|\w+ed)\b", re.IGNORECASE)


def _assemble(parts: dict[str, str], locale: str) -> str:
    if _language(locale) == "zh-hans":
        return f"{parts['observation']}，我感到{parts['feeling']}，因为我需要{parts['need']}。{parts['request']}"
    felt = "felt" if _PAST.search(parts["observation"]) else "feel"
    return f"{parts['observation']}, I {felt} {parts['feeling']}, because I need {parts['need']}. {parts['request']}"


def template_statement(topic: str, locale: str) -> str:
    """The situation's own statement for ``topic`` (it passes the analyzer)."""
    return _assemble(dict(zip(COMPONENTS, _PARTS[_language(locale)][topic], strict=True)), locale)


def nvc_rewrite(text: str, locale: str) -> Rewrite:
    """Analyse ``text`` and build a statement with all four components that the analyzer accepts."""
    language = _language(locale)
    analysis = analyze(text, language)
    topic = topic_of(text, language)
    template = dict(zip(COMPONENTS, _PARTS[language][topic], strict=True))
    grounded = grounded_parts(text, language)
    if grounded:  # the learner's own situation: no stock request about another one either
        template["request"] = _PARTS[language]["other"][3]
    parts = {**template, **grounded, **_learner_parts(analysis, text, language)}
    for _ in range(2):
        candidate = _assemble(parts, language)
        after = analyze(candidate, language)
        wrong = [c for c in COMPONENTS if after.label(c) != c]
        if not wrong:
            borrowed = parts["observation"] == template["observation"]
            return Rewrite(analysis=analysis, statement=candidate, analysis_after=after, borrowed=borrowed)
        parts.update({c: template[c] for c in wrong})
    statement = template_statement(topic, language)
    return Rewrite(analysis=analysis, statement=statement, analysis_after=analyze(statement, language), borrowed=True)

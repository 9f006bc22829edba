"""The learner's own situation in a rewrite: the one time it happened, and a request about that very thing.

Why this exists: a rewrite that fills a missing observation from a stock situation ("When I washed the dishes…" for
a complaint about bedtime) teaches from someone else's story. Most complaints name a habit — "you never help with
bedtime", "he always interrupts me", 你每次都把袜子扔在沙发上 — and the habit holds its one occurrence: the last time
it happened ("The last time you didn't help with bedtime", 上一次你把袜子扔在沙发上). Where the habit is something not
done, the request asks for it ("Would you be willing to help with bedtime tomorrow?"). Only parts the analyzer
accepts are kept (``rewrite.py`` checks); anything else is left to the caller.
"""

from __future__ import annotations

import re

from lemminflect import getInflection, getLemma

_EN_HABIT = re.compile(
    r"(?:^|(?<=[.!?;,]\s)|(?<=\band\s))(?:(?:and|but|so|like|ugh|omg|honestly|literally)\s+)*"
    r"(?P<subj>you|he|she|they|my\s+[a-z]+|his\s+[a-z]+|her\s+[a-z]+|their\s+[a-z]+)\s+"
    r"(?:(?:literally|just|basically|still)\s+)?(?P<adv>never|always|constantly|keeps|keep|kept)\s+"
    r"(?:(?:just|even|ever)\s+)?(?P<verb>[a-z]+)(?P<rest>(?:\s+[a-z0-9'’:]+){0,8})",
    re.IGNORECASE,
)
_EN_REST_END = re.compile(r"\s+(?:and|but|then|cos|because|like|lol|so|which|even|ever|at\s+all)\b.*$", re.I)
_ZH_HABIT = re.compile(
    r"(?P<subj>[^，,。！？!?；;\s]{0,4}?)(?P<adv>每次都|每次|总是|老是|一直|从来不|从来没有|从来没|动不动就)"
    r"(?P<rest>[^，,。！？!?；;\s]{2,24})"
)
_ZH_REST_END = re.compile(r"(?:还|然后|而且|就是|啊|呀|吧|呢|嘛|哦|了吗).*$")


def _en_verb(word: str, form: str) -> str | None:
    lemma = (getLemma(word.lower(), upos="VERB") or (word.lower(),))[0]
    if form == "lemma":
        return lemma
    found = getInflection(lemma, tag=form)
    return found[0] if found else None


_QUOTED = re.compile(r"[\"“”「」『』]|(?<![a-z])'|'(?![a-z])", re.IGNORECASE)
"""Words in quotation marks are someone's words reported, not the habit the learner complains of."""
_EN_THEIR = re.compile(r"\b(?:his|her|their)\b", re.IGNORECASE)


def _english(text: str) -> dict[str, str]:
    found = _EN_HABIT.search(text)
    if found is None:
        return {}
    rest = _EN_REST_END.sub("", found.group("rest")).rstrip(" .,!?")
    if found.group("subj").lower() != "you":  # said to them: "he never calls his mum" → "you didn't call your mum"
        rest = _EN_THEIR.sub("your", rest)
    adv, verb = found.group("adv").lower(), found.group("verb")
    if adv == "never":
        lemma = _en_verb(verb, "lemma")
        if not lemma:
            return {}
        return {
            "observation": f"The last time you didn't {lemma}{rest}",
            "request": f"Would you be willing to {lemma}{rest} tomorrow?",
        }
    past = _en_verb(verb, "VBD")
    return {"observation": f"The last time you {past}{rest}"} if past else {}


_ZH_NOT_A_SUBJECT = re.compile(r"^我们?$|就|是|以为|觉得|听到|看到|想|说|问|下|都|也")
_ZH_WHEN = re.compile(r"最近|现在|平时|这阵子|这几天")


def _chinese(text: str) -> dict[str, str]:
    found = _ZH_HABIT.search(text)
    if found is None:
        return {}
    subject = _ZH_WHEN.sub("", found.group("subj"))
    rest = _ZH_REST_END.sub("", found.group("rest")).replace("都", "", 1)
    if not subject or _ZH_NOT_A_SUBJECT.search(subject) or rest.startswith("我") or len(rest) < 2:
        return {}  # the learner's own habit (我老是分不清), or no one named as doing it
    subject = "你" if subject in {"他", "她"} else subject  # said to them: 他从来不洗碗 → 上一次你没有洗碗
    if found.group("adv").startswith("从来"):
        action = rest[1:] if rest.startswith(("不", "没")) else rest
        return {"observation": f"上一次{subject}没有{action}", "request": f"你愿意明天{action}吗？"}
    return {"observation": f"上一次{subject}{rest}"}


def grounded_parts(text: str, locale: str) -> dict[str, str]:
    """The observation (and, for something not done, the request) drawn from the habit ``text`` names; ``{}`` when
    it names none."""
    if _QUOTED.search(text):
        return {}
    return _chinese(text) if locale == "zh-hans" else _english(text)

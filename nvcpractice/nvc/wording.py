"""Plain words for the rubric's labels: what a learner reads instead of ``faux_feeling`` or ``absent``.

Why this exists: the labels are a machine vocabulary (the API's ``label``, the evaluator's JSON, the dashboard's
queries); a learner reads a sentence instead. This is the one mapping from (component, label) to that sentence per
locale. The offline coach, the pages, the API's ``label_text`` and the system prompts given to a real model all use
it, so the wording changes in one place.

    >>> label_text("feeling", "thought", "en")
    'a thought about the other person rather than a feeling'
"""

from __future__ import annotations

import re

from .mixed_script import fill
from .result import COMPONENTS, LABELS

LABEL_TEXT: dict[str, dict[str, dict[str, str]]] = {
    "en": {
        "observation": {
            "observation": "a clear description of what happened",
            "evaluation": "a judgement mixed into the description",
            "absent": "no description yet of what happened",
        },
        "feeling": {
            "feeling": "a feeling",
            "faux_feeling": "a word for what someone did to you rather than a feeling",
            "thought": "a thought about the other person rather than a feeling",
            "absent": "no feeling named yet",
        },
        "need": {
            "need": "a need everyone shares",
            "strategy": "one particular way to meet a need rather than the need itself",
            "absent": "no need named yet",
        },
        "request": {
            "request": "a clear request the other person can say yes or no to",
            "demand": "a demand that leaves no room to say no",
            "vague": "a request too vague to act on",
            "absent": "no request yet",
        },
    },
    "zh-hans": {
        "observation": {
            "observation": "对发生的事的清楚描述",
            "evaluation": "一个评判混进了描述里",
            "absent": "还没有描述发生了什么",
        },
        "feeling": {
            "feeling": "一个感受",
            "faux_feeling": "说的是别人对你做了什么，而不是你的感受",
            "thought": "对对方的看法，而不是感受",
            "absent": "还没有说出感受",
        },
        "need": {
            "need": "一个人人都有的需要",
            "strategy": "满足需要的一种具体做法，而不是需要本身",
            "absent": "还没有说出需要",
        },
        "request": {
            "request": "一个对方可以答应也可以拒绝的清楚请求",
            "demand": "一个不给对方拒绝余地的要求",
            "vague": "一个太笼统、难以照做的请求",
            "absent": "还没有提出请求",
        },
    },
}


#: Plain words for the verdicts of the "hear the other person" exercise (see :mod:`nvcpractice.nvc.empathy_check`).
EMPATHY_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "empathy_guess": "a guess at their feeling and need, offered as a question",
        "not_a_question": "their feeling and need, but said as a fact rather than asked",
        "no_need": "a guess at their feeling, but not yet at what they need",
        "no_feeling": "a guess at what they need, but not yet at how they feel",
        "own_side": "your own feeling or need rather than a guess at theirs",
        "no_guess": "no guess yet at what they feel and need",
    },
    "zh-hans": {
        "empathy_guess": "用提问的方式猜了对方的感受和需要",
        "not_a_question": "说出了对方的感受和需要，但像是下结论，而不是在问",
        "no_need": "猜了对方的感受，还没猜对方需要什么",
        "no_feeling": "猜了对方需要什么，还没猜对方的感受",
        "own_side": "说的是你自己的感受或需要，而不是在猜对方的",
        "no_guess": "还没有猜对方的感受和需要",
    },
}


#: What to do next about each verdict, without quoting the statement: what an evaluation card says when the
#: evaluator's own advice (written in the statement's language) is not in the language the page is shown in.
ADVICE_TEXT: dict[str, dict[str, dict[str, str]]] = {
    "en": {
        "observation": {
            "observation": "It says what happened without judging it.",
            "evaluation": "Say what the other person did, as a camera would record it, with a time or a count.",
            "absent": "Start with the specific thing you saw or heard.",
        },
        "feeling": {
            "feeling": "It names a feeling of yours.",
            "faux_feeling": "Name what you feel inside, such as hurt, sad or lonely, not what was done to you.",
            "thought": "Name the emotion itself, such as worried, sad or frustrated.",
            "absent": "Add how you feel, with a word such as worried, tired or relieved.",
        },
        "need": {
            "need": "It names a need every person has.",
            "strategy": "Ask yourself what this would give you, such as rest, support or respect: that is the need.",
            "absent": "Add the need behind your feeling, such as rest, respect or support.",
        },
        "request": {
            "request": "It asks for something doable that the other person can say yes or no to.",
            "demand": "Ask it as a question the other person can say no to.",
            "vague": "Ask for one concrete action: who does what, and when.",
            "absent": "End with one concrete thing you would like the other person to do.",
        },
    },
    "zh-hans": {
        "observation": {
            "observation": "它说清了发生的事，没有评判。",
            "evaluation": "像摄像机一样说出对方具体做了什么，带上时间或次数。",
            "absent": "先说出你具体看到或听到了什么。",
        },
        "feeling": {
            "feeling": "它说出了你自己的感受。",
            "faux_feeling": "说出你心里的感受，比如受伤、难过、孤单，而不是别人对你做了什么。",
            "thought": "直接说出情绪本身，比如担心、难过、烦躁。",
            "absent": "加上你的感受，比如担心、疲惫、放心。",
        },
        "need": {
            "need": "它说出了人人都有的需要。",
            "strategy": "问问自己：这样做能给你带来什么？比如休息、支持、尊重——那就是需要。",
            "absent": "加上感受背后的需要，比如休息、尊重、支持。",
        },
        "request": {
            "request": "它请对方做一件具体可行的事，对方可以答应，也可以拒绝。",
            "demand": "换成对方可以说“不”的问句。",
            "vague": "请对方做一件具体的事：谁、做什么、什么时候。",
            "absent": "最后提出一件你希望对方具体去做的事。",
        },
    },
}


#: What a learner wrote instead of a component, when it is a judgement (see :mod:`nvcpractice.nvc.judgements`):
#: the kind in plain words, their words quoted, then which part is still missing.
JUDGEMENT_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "generalisation": "an “always or never” generalisation (“{words}”)",
        "character": "a judgement of who the other person is (“{words}”)",
        "judgement": "a judgement of the other person (“{words}”)",
        "instead": "{judgements} rather than {missing}",
        "and": " and ",
        "missing_feeling": "a feeling of yours",
        "missing_need": "a need of yours",
        "missing_request": "a request",
        "missing_observation": "a description of what happened",
        "missing_guess": "a guess at what they feel and need",
    },
    "zh-hans": {
        "generalisation": "“总是／从来”式的一概而论（“{words}”）",
        "character": "给对方下的评判（“{words}”）",
        "judgement": "对对方的评判（“{words}”）",
        "instead": "{judgements}，还不是{missing}",
        "and": "，还有",
        "missing_feeling": "你的感受",
        "missing_need": "你的需要",
        "missing_request": "请求",
        "missing_observation": "对发生的事的描述",
        "missing_guess": "对对方感受和需要的猜测",
    },
}


def _language(locale: str | None) -> str:
    return "zh-hans" if (locale or "").lower().replace("_", "-") in {"zh-hans", "zh", "zh-cn"} else "en"


def label_text(component: str, label: str, locale: str | None = "en") -> str:
    """The plain wording of ``label`` for ``component`` in ``locale`` (``KeyError`` for an unknown pair)."""
    return LABEL_TEXT[_language(locale)][component][label]


def advice_text(component: str, label: str, locale: str | None = "en") -> str:
    """What to do next about ``label`` for ``component``, in ``locale`` (``KeyError`` for an unknown pair)."""
    return ADVICE_TEXT[_language(locale)][component][label]


def empathy_text(label: str, locale: str | None = "en") -> str:
    """The plain wording of an empathy-guess verdict (``KeyError`` for an unknown one)."""
    return EMPATHY_TEXT[_language(locale)][label]


def judgement_text(judgements: list[tuple[str, str]], locale: str | None = "en", missing: str = "") -> str:
    """``[(kind, words), …]`` in plain words, quoting the words ("an “always or never” sweep (“never”) and …");
    with ``missing`` (a component), followed by what that part still lacks."""
    table = JUDGEMENT_TEXT[_language(locale)]
    named = table["and"].join(fill(table.get(kind, table["judgement"]), words=words) for kind, words in judgements)
    return fill(table["instead"], judgements=named, missing=table[f"missing_{missing}"]) if missing else named


def labels_with_text(labels: dict[str, str], locale: str | None = "en") -> dict[str, dict[str, str]]:
    """``{component: {"label", "label_text"}}`` for a ``{component: label}`` mapping."""
    return {c: {"label": labels[c], "label_text": label_text(c, labels[c], locale)} for c in COMPONENTS if c in labels}


_MACHINE_LABELS = "|".join(sorted({label for labels in LABELS.values() for label in labels} - set(COMPONENTS)))
_EMPATHY_LABELS = "|".join(sorted(EMPATHY_TEXT["en"]))
_MARKED_LABEL = re.compile(rf"faux_feeling|\b(?:{_EMPATHY_LABELS})\b|[*“\"'‘`](?:{_MACHINE_LABELS})[*”\"'’`]")
_CJK_NEAR = r"[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]"
_LABEL_IN_CHINESE = re.compile(rf"{_CJK_NEAR}\s?(?:{_MACHINE_LABELS})\b|\b(?:{_MACHINE_LABELS})\s?{_CJK_NEAR}")


def leaks_machine_label(text: str) -> bool:
    """True when learner-facing ``text`` shows a rubric label as a label (``faux_feeling``, “absent”, **vague**).

    Plain English uses of words like "demand" or "absent" in a sentence are fine; a label quoted or emphasised as a
    verdict, an underscore label, or an English label set inside Chinese text is not.
    """
    text = text or ""
    return bool(_MARKED_LABEL.search(text) or _LABEL_IN_CHINESE.search(text))

"""Advice for each component, in the statement's language (English or Simplified Chinese).

Why this exists: a label alone does not help a learner. Each verdict comes with a concrete next step: which word
judges and how to describe instead, the feelings and needs behind a faux feeling, a demand rewritten as a
request, the need behind a strategy, or what to add when a component is missing.
"""

from __future__ import annotations

import re

from .findings import Finding, alternation
from .lexicons import en_faux, zh_faux, zh_requests
from .locale import ZH_HANS
from .mixed_script import join_mixed
from .result import ComponentResult
from .rules import en_request, zh_request
from .spans import whole_words
from .text import PreparedText, prepare, sentence_spans

_EN_NEED_HINTS: tuple[tuple[str, str], ...] = (
    (r"help|take over|pick|drive|carry|cook|do the|share|chores|dishes|kids", "support and shared responsibility"),
    (r"call me|text|message|visit|hug|spend time|come with|with me|date", "connection and reassurance"),
    (r"clean|tidy|put away|mess|organi[sz]", "order and ease"),
    (r"listen|hear|understand|talk", "to be heard and understood"),
    (r"quiet|space|alone|leave me", "space and rest"),
    (r"on time|early|promise|agree|commit|by \w+day", "reliability"),
    (r"tell me|honest|truth|explain", "honesty and clarity"),
    (r"phone|car|laptop|money|raise|new ", "ease and effectiveness"),
)
_ZH_NEED_HINTS: tuple[tuple[str, str], ...] = (
    (r"帮|接|送|做饭|洗碗|家务|孩子|分担", "支持和分担"),
    (r"打电话|发消息|陪|见面|一起|拥抱|约会", "连接和安心"),
    (r"收拾|整理|打扫|干净|放好|乱", "秩序和轻松"),
    (r"听|理解|聊|说", "被倾听和被理解"),
    (r"安静|空间|一个人|独处", "空间和休息"),
    (r"准时|按时|答应|守信|早点", "可靠"),
    (r"告诉|诚实|解释|真话", "诚实和清晰"),
    (r"手机|电脑|车|钱|涨工资", "轻松和效率"),
)


def _guess_need(text: str, hints: tuple[tuple[str, str], ...], default: str) -> str:
    for pattern, need in hints:
        if re.search(pattern, text):
            return need
    return default


def _join(words: tuple[str, ...] | list[str], zh: bool) -> str:
    words = list(dict.fromkeys(words))
    if zh:
        return "、".join(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " or " + words[-1]


def _faux_mapping(finding: Finding, zh: bool) -> tuple[tuple[str, ...], tuple[str, ...]]:
    if zh:
        base = finding.detail
        if base.startswith("!"):
            base = base[1:]
            feelings = zh_faux.NEGATED_PASSIVE_FEELINGS
            related = zh_faux.POSITIVE_AFTER_BEI.get(base, ((), ()))[1]
            return feelings, ("被" + base, *(n for n in related if n not in (base, "被" + base)))
        for table in (zh_faux.FAUX_AFTER_BEI, zh_faux.POSITIVE_AFTER_BEI, zh_faux.FAUX_PLAIN):
            if base in table:
                return table[base]
        return zh_faux.NEGATED_PASSIVE_FEELINGS, ("被理解", "尊重")  # never the done-to word itself as a need
    key = (finding.detail or finding.key).lower()
    return en_faux.FAUX_FEELINGS.get(key) or en_faux.POSITIVE_FAUX.get(key) or (("hurt", "sad"), ("understanding",))


# ---------------------------------------------------------------- rewrites of demands

_EN_THREAT_TAIL = re.compile(r"[,;]?\s*(?:or\s+(?:else|you|i|we|there|no)\b|otherwise|unless)\b.*$", re.I | re.S)
_EN_IF_NOT = re.compile(r"^\s*if\s+you\s+(?:don't|do\s+not|won't|fail\s+to)\s+(?P<action>[^,]+?)\s*(?:,|then|$)", re.I)
_EN_LEAD = re.compile(
    r"^\s*(?:(?:please|now|just|ok|okay|so|and|right|listen|look)\s*,?\s+)*(?:(?:you|we|you\s+guys|y'all)\s*"
    r"(?:'d|'ll|'re)?\s*(?:really\s+|just\s+|absolutely\s+|definitely\s+)?(?:must|have\s+to|have\s+got\s+to|"
    r"'ve\s+got\s+to|got\s+to|gotta|need\s+to|should|ought\s+to|better|had\s+better|will|are\s+going\s+to|"
    r"going\s+to|have)\s+|(?:i|we)\s+(?:need|want|expect|insist|demand)\s+(?:that\s+)?(?:you|y'all)\s+(?:to\s+)?|"
    r"(?:i|we)\s+(?:really\s+|just\s+)?(?:need|want|expect)\s+(?:my|our|the|his|her|their)?\s*\w+(?:\s+\w+)?\s+to\s+)",
    re.I,
)
_EN_TAIL_FILLERS = re.compile(
    r"\s*(?:,?\s*(?:right\s+now|immediately|now|this\s+instant|already|please|thanks|thank\s+you|thx|ta|cheers))+\s*$",
    re.I,
)


_EN_ABSTRACT = re.compile(
    r"\s*(?:,\s*)?(?<![\w'])(?:from\s+now\s+on|in\s+(?:the\s+)?future|always|ever|all\s+the\s+time|every\s+time|"
    r"for\s+once|for\s+good|again)(?![\w'])",
    re.I,
)
_EN_TIME = re.compile(
    r"(?<![\w'])(?:now|today|tonight|tomorrow|at\s+\w+|in\s+(?:an?|\d+|ten|five|two)\s+\w+|this\s+\w+|by\s+\w+|before\s+\w+|at\s+\d+|on\s+\w+day|next\s+\w+)(?![\w'])",
    re.I,
)
_EN_FALLBACK = "Would you be willing to tell me tonight what you could do instead?"
_ZH_ABSTRACT = re.compile(r"^(?:以后都|以后|从今以后|从现在开始|今后)|永远|总是|每次都|每次|一直|再也")
_ZH_TIME = re.compile(
    r"现在|马上|立刻|今天|今晚|明天|明早|下午|晚上|早上|周[一二三四五六日末]|星期|[点號号]|之前|以前|前|分钟|小时"
)
_ZH_FALLBACK = "你愿意今晚告诉我，下次你打算怎么做吗？"


def _is_request(candidate: str, zh: bool) -> bool:
    """Whether the analyzer's own request rule reads ``candidate`` as a clean request."""
    text = prepare(candidate).text
    detect = zh_request.detect_request if zh else en_request.detect_request
    return detect(text, sentence_spans(text))[0].label == "request"


def _concrete_request(action: str, zh: bool, now: bool) -> str:
    """A request for ``action`` with a time (now for a command, else today), checked with the analyzer's own
    request rule; open-ended words ("from now on", 以后都) are dropped; a safe fallback when it still fails."""
    if zh:
        body = _ZH_ABSTRACT.sub("", action).strip(" ,，")
        when = "" if _ZH_TIME.search(body) else ("现在" if now else "今天")
        candidate = join_mixed("你愿意", when, body, "吗？")
    else:
        body = _EN_ABSTRACT.sub("", action).strip(" ,")
        when = "" if _EN_TIME.search(body) else (" now" if now else " today")
        candidate = f"Would you be willing to {body}{when}?"
    if body and _is_request(candidate, zh):
        return candidate
    return _ZH_FALLBACK if zh else _EN_FALLBACK


def _rewrite_en(sentence: str, now: bool = False) -> str:
    if m := _EN_IF_NOT.match(sentence):
        action = m.group("action")
    else:
        action = _EN_THREAT_TAIL.sub("", sentence)
        action = _EN_LEAD.sub("", action)
    action = re.sub(r"^\s*please\s+", "", action, flags=re.I)
    action = _EN_TAIL_FILLERS.sub("", action.strip().rstrip(".!?;,").strip())
    action = _EN_TAIL_FILLERS.sub("", action)
    if not action or len(action.split()) > 25:
        return _EN_FALLBACK
    if not re.match(r"I\b", action):
        action = action[0].lower() + action[1:]
    return _concrete_request(action, zh=False, now=now)


_ZH_THREAT_TAIL = re.compile(
    r"[,，;；]?\s*(?:否则|不然|要不然|要是|如果你不|你要是不|再不|后果自负|听到没|听见没).*$", re.S
)
_ZH_LEAD = re.compile(
    r"^(?:我们需要你们|我需要你们|我们需要你|我需要你|我要求你|我要你|我命令你|你们给我|你给我|给我|你们|您们|您|你)?(?:现在|今天|马上|立刻|赶紧)?"
    r"(?:必须|一定要|务必|应该|应当|得|最好|该|非得)?"
)


_ZH_POLITE = re.compile("^(?:" + alternation(zh_requests.POLITE_PREFIXES_ZH) + ")")
_ZH_POLITE_TAIL = re.compile(r"[,，\s]*(?:谢谢(?:你|您|啦|了|哈)?|多谢|感谢|拜托了|麻烦了|辛苦了)[\s。.!！~]*$")
"""A thanks or a please after the command (…，谢谢): no part of the action a request asks for."""


def _rewrite_zh(sentence: str, now: bool = False) -> str:
    action = _ZH_THREAT_TAIL.sub("", sentence.strip())
    action = _ZH_POLITE_TAIL.sub("", _ZH_POLITE.sub("", action))
    time_lead = ""
    if m := re.match(r"^(今天|明天|今晚|现在|马上|下班前|周末|\d+点前?)", action):
        time_lead, action = m.group(1), action[m.end() :]
    action = _ZH_LEAD.sub("", action)
    action = re.sub(r"(必须|一定要|务必|应该|应当|最好)", "", action)
    action = action.strip(" 。.!！?？;；,，")
    if not action:
        return _ZH_FALLBACK
    return _concrete_request(time_lead + action, zh=True, now=now)


# ---------------------------------------------------------------- templates


def _en(component: str, f: Finding, ev: str) -> str:
    return {"observation": _en_observation, "feeling": _en_feeling, "need": _en_need}.get(component, _en_request)(f, ev)


def _en_observation(f: Finding, ev: str) -> str:
    key = f.key
    if f.label == "observation":
        return f'Clear observation: "{ev}" describes what happened without judging it.'
    if f.label == "evaluation":
        advice = {
            "generalisation": "turns one event into a pattern. Describe one specific occasion instead, with "
            'when and how often (e.g. "twice this week", "last night at 11").',
            "motive": "guesses at the other person's motives. Describe only what you saw or heard them do.",
            "rhetorical": "is a rhetorical question that carries a judgement. State plainly what happened, e.g. "
            '"When you ..."',
            "too": "judges how much. Describe the concrete behaviour instead: what exactly happened, and when.",
            "so": "judges the person. Describe the concrete behaviour instead: what exactly happened, and when.",
            "sarcasm": "is sarcasm: it says the opposite of what you mean, and the other person hears only the blame. "
            "Say plainly what happened and how you feel about it.",
            "again": 'blames by repetition. Say which time you mean and when, or count the times (e.g. "the third '
            'time this week").',
            "indignation": "carries indignation. Describe only what happened, as a camera would record it.",
        }.get(
            f.kind,
            "is a judgement about the person. Say what they did that you are reacting to, as a "
            "camera would record it, with a time or a count.",
        )
        return f'"{key}" {advice}'
    return 'Add an observation: the specific thing you saw or heard, e.g. "When I saw ..." or "When you said ...".'


def _en_feeling(f: Finding, ev: str) -> str:
    key = f.key
    if f.label == "feeling":
        return f'"{ev}" names a genuine feeling. Well done.' + _beside(f.beside, False)
    if f.label == "faux_feeling":
        feelings, needs = _faux_mapping(f, False)
        return (
            f'"{key}" describes what you think others did to you rather than what you feel. You might feel '
            f"{_join(feelings, False)}, perhaps because you need {_join(needs, False)}. Try: "
            f'"I feel {feelings[0]} because I need {needs[0]}."'
        )
    if f.label == "thought":
        return (
            f'"{ev}" expresses a thought, not a feeling. Name the emotion itself, e.g. "I feel worried", '
            '"I feel sad" or "I feel frustrated".'
        )
    return "Add how you feel, naming an emotion or body state such as worried, frustrated, sad, tired or relieved."


_BESIDE = {
    (
        False,
        "faux_feeling",
    ): ' "{}" says what you think they did to you rather than what you feel; the feeling is enough.',
    (False, "thought"): ' "{}" is a thought about them, not a feeling; you can leave it out.',
    (True, "faux_feeling"): "“{}”说的是你认为对方对你做了什么，不是感受，有感受就够了。",
    (True, "thought"): "“{}”是对对方的想法，不是感受，可以去掉。",
}


def _beside(beside: Finding | None, zh: bool) -> str:
    """A word on the faux feeling or thought said beside the genuine feeling, if there is one."""
    if beside is None or not beside.key:
        return ""
    return _BESIDE[(zh, beside.label)].format(beside.key)


def _en_need(f: Finding, ev: str) -> str:
    if f.label == "need":
        return f'"{ev}" names a universal need. Well done.'
    if f.label == "strategy":
        need = _guess_need(ev.lower(), _EN_NEED_HINTS, "support, rest, respect or understanding")
        return (
            f'"{ev}" is a strategy tied to a specific person, action or object. What need would it meet? '
            f'Perhaps {need}. Try: "I need {need}.", then turn the strategy into a request.'
        )
    return 'Add the need behind your feeling, e.g. "because I need rest / respect / support / understanding".'


def _en_request(f: Finding, ev: str) -> str:
    key = f.key
    if f.label == "request":
        return f'"{ev}" is a clear, doable request the other person can say yes or no to. Well done.'
    if f.label == "demand":
        if f.kind == "threat":
            return (
                f'"{key}" threatens a consequence, so a "no" is not really possible: keep the request, drop the threat.'
            )
        if f.kind == "command":
            return f'This is a bare command: it leaves no room for a "no". Ask instead: "{_rewrite_en(ev, now=True)}"'
        return f'"{key}" makes this a demand. Ask instead, so a "no" is possible: "{_rewrite_en(ev)}"'
    if f.label == "vague":
        if f.kind == "negative":
            return (
                f'"{key}" says what you do not want. Say what you would like instead, as one concrete, doable '
                'action, e.g. "Would you be willing to ... by ...?"'
            )
        return (
            f'"{key}" asks for a quality or attitude rather than an action. Ask for one concrete, doable action '
            'instead: who does what, and when, e.g. "Would you be willing to ... by ...?"'
        )
    return 'Add a request: one concrete action the other person could agree to, e.g. "Would you be willing to ...?"'


def _zh(component: str, f: Finding, ev: str) -> str:
    key = f.key
    if component == "observation":
        if f.label == "observation":
            return f"清晰的观察：“{ev}”描述了发生的事，没有评判。"
        if f.label == "evaluation":
            advice = {
                "generalisation": "把一次的事说成了一贯如此。请描述一次具体的情形，"
                "说清时间和次数（例如“这周两次”“昨晚十一点”）。",
                "motive": "是在揣测对方的动机。只描述你看到或听到对方做了什么。",
                "rhetorical": "是带着评判的反问。请直接说出发生了什么，例如“当你……的时候”。",
                "too": "是在评判程度。请描述具体的行为：到底发生了什么、在什么时候。",
                "sarcasm": "是反话：字面和本意相反，对方听到的只有指责。请直接说出发生了什么，以及你的感受。",
                "indignation": "带着责怪，会把一件事说成指责。请只描述发生了什么，或者数清次数（例如“这周第三次”）。",
            }.get(f.kind, "是对人的评判或贴标签。请说出对方具体做了什么，像摄像机记录的那样，带上时间或次数。")
            return f"“{key}”{advice}"
        return "加上观察：你具体看到或听到了什么，例如“我看到……”或“你说……的时候”。"
    if component == "feeling":
        if f.label == "feeling":
            return f"“{ev}”表达了真实的感受，很好。" + _beside(f.beside, True)
        if f.label == "faux_feeling":
            feelings, needs = _faux_mapping(f, True)
            return (
                f"“{key}”说的是你认为别人对你做了什么，而不是你的感受。你也许感到{_join(feelings, True)}，"
                f"可能因为你需要{_join(needs, True)}。试试：“我感到{feelings[0]}，因为我需要{needs[0]}。”"
            )
        if f.label == "thought":
            return f"“{ev}”表达的是想法，不是感受。请直接说出情绪，例如“我很担心”“我很难过”“我有点烦”。"
        return "加上你的感受，说出一种情绪或身体状态，例如担心、烦躁、难过、疲惫、放心。"
    if component == "need":
        if f.label == "need":
            return f"“{ev}”说出了普遍的需要，很好。"
        if f.label == "strategy":
            need = _guess_need(ev, _ZH_NEED_HINTS, "支持、休息、尊重或理解")
            return (
                f"“{ev}”是和特定的人、行动或物品绑定的策略。它想满足什么需要？也许是{need}。"
                f"试试：“我需要{need}。”再把策略变成请求。"
            )
        return "加上感受背后的需要，例如“因为我需要休息／尊重／支持／理解”。"
    if f.label == "request":
        return f"“{ev}”是清晰、可执行、对方可以拒绝的请求，很好。"
    if f.label == "demand":
        if f.kind == "threat":
            return f"“{key}”是在威胁对方，对方其实没法说“不”：保留请求，去掉威胁。"
        if f.kind == "command":
            return f"这是一句命令，没有给对方说“不”的空间。换成请求：“{_rewrite_zh(ev, now=True)}”"
        return f"“{key}”让这句话成了要求。换成对方可以说“不”的请求：“{_rewrite_zh(ev)}”"
    if f.label == "vague":
        if f.kind == "negative":
            return f"“{key}”说的是你不想要什么。请说出你希望对方做的一个具体、可执行的行动，例如“你愿意……之前……吗？”"
        return (
            f"“{key}”要求的是一种品质或态度，而不是行动。请提出一个具体、可执行的行动：谁、做什么、什么时候，"
            "例如“你愿意……之前……吗？”"
        )
    return "加上请求：提出一个对方可以答应或拒绝的具体行动，例如“你愿意……吗？”"


def build_components(locale: str, prepared: PreparedText, findings: dict[str, Finding]) -> dict[str, ComponentResult]:
    """Turn the rule findings into ``ComponentResult``s with evidence from the original text and advice."""
    template = _zh if locale == ZH_HANS else _en
    results: dict[str, ComponentResult] = {}
    for component, finding in findings.items():
        if finding.span and finding.label != "absent":
            finding.span = whole_words(prepared.text, *finding.span)
        evidence = prepared.evidence(*finding.span) if finding.span and finding.label != "absent" else ""
        if finding.label != "absent" and not finding.key:
            finding.key = evidence
        if finding.label != "absent" and evidence:
            finding.key = _original_key(prepared, finding)
        if finding.beside is not None and finding.beside.span:
            finding.beside.key = prepared.evidence(*whole_words(prepared.text, *finding.beside.span))
        suggestion = template(component, finding, evidence)
        results[component] = ComponentResult(label=finding.label, evidence=evidence, suggestion=suggestion)
    return results


def _original_key(prepared: PreparedText, finding: Finding) -> str:
    """Show the trigger word as the user wrote it when it can be found in the evidence."""
    key = finding.key.strip()
    if not key or finding.span is None:
        return key
    start, end = finding.span
    index = prepared.text.find(key, start, end)
    if index < 0:
        return key
    key_start, key_end = whole_words(prepared.text, index, index + len(key))
    return prepared.evidence(max(key_start, start), min(key_end, end)) or key

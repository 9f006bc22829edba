"""The offline coach in a role-play: the partner's line for the reaction the server decided, then the coach's word.

Why this exists: the server (``scenes.roleplay``) reads the learner's moves and decides how the partner reacts;
this module only puts that into words, in two voices (``nvcpractice.llm.parts``): the partner speaks from the
scenario's own lines (picking up a name the learner called them first), the coach names what the learner did in
plain words, quoting them (every judging word, not only the first), and closes a resolved conversation with a
short debrief.
"""

from __future__ import annotations

from typing import Any

from nvcpractice.llm.offline.phrases import phrase
from nvcpractice.llm.parts import format_parts, part
from nvcpractice.nvc import COMPONENTS
from nvcpractice.nvc.mixed_script import join_lines
from nvcpractice.nvc.wording import judgement_text

LINE_FIELDS = {
    "pushback": "pushback_lines",
    "softening": "softening_lines",
    "agree": "agree_lines",
    "counter_offer": "counter_offer_lines",
    "no_with_need": "no_with_need_lines",
    "resolution": "resolution_lines",
}

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "line_neutral": "…Okay. I'm listening.",
        "line_pushback": "Why are you coming at me like this?",
        "echo": "{word}? ",
        "line_softening": "Alright… go on.",
        "line_agree": "Okay. I can do that.",
        "line_counter_offer": "I could, but not quite like that. Could we find a time that works for both of us?",
        "line_no_with_need": "I can't say yes to that right now. I need {need} too.",
        "line_resolution": "Thanks for talking this through with me.",
        "pushback": "{role} got defensive{what} {tip}",
        "softening": "Well done: {did}. Notice how {role} softens.",
        "empathy": "Your guess at what {role} feels and needs landed: “{quote}”. They feel heard.",
        "counter_offer": "{role} made a counter-offer. You can accept it, or say which need of yours it leaves out.",
        "no_with_need": "{role} said no and named a need of their own ({need}). Try hearing that need first: guess "
        "what they feel and need, then ask again.",
        "neutral": "{tip}",
        "neutral_tip": "Try saying what you saw, how you feel and what you need, then ask for one doable thing.",
        "debrief": "{role} agreed — the conversation is resolved. What worked: {worked}. Next time: {next}",
        "debrief_next_none": "keep going as you did.",
        "quote": "“{text}”",
        "list_sep": ", ",
        "did_observation": "you described what happened (“{quote}”)",
        "did_feeling": "you named a feeling (“{quote}”)",
        "did_need": "you named a need (“{quote}”)",
        "did_request": "you asked clearly (“{quote}”)",
        "did_empathy": "you guessed what they feel and need (“{quote}”)",
        "need_fallback": "some room",
        "focus_observation": "start with what you saw or heard, as a camera would record it.",
        "focus_feeling": "name your own feeling with a word like worried, tired or hurt.",
        "focus_need": "name the need behind your feeling, such as rest, respect or fairness.",
        "focus_request": "end with one doable action, asked as a question they can say no to.",
    },
    "zh-hans": {
        "line_neutral": "……嗯，我在听。",
        "line_pushback": "你干吗这样冲我说话？",
        "echo": "说我{word}？",
        "line_softening": "好吧……你接着说。",
        "line_agree": "好，我可以做到。",
        "line_counter_offer": "可以，但不完全是那样。我们能不能找个两个人都方便的时间？",
        "line_no_with_need": "这个我现在答应不了。我也需要{need}。",
        "line_resolution": "谢谢你愿意跟我好好谈这件事。",
        "pushback": "{role}开始防御了{what}{tip}",
        "softening": "做得好：{did}。注意{role}的语气缓和了。",
        "empathy": "你对{role}感受和需要的猜测说中了：“{quote}”。对方感到被理解了。",
        "counter_offer": "{role}提出了另一个方案。你可以接受，也可以说说这个方案没照顾到你的哪个需要。",
        "no_with_need": "{role}拒绝了，也说出了自己的需要（{need}）。"
        "先试着听见这个需要：猜一猜对方的感受和需要，再重新提出请求。",
        "neutral": "{tip}",
        "neutral_tip": "试着说出你看到了什么、你的感受和需要，再提出一个具体可行的请求。",
        "debrief": "{role}答应了，这次对话圆满解决。做得好的地方：{worked}。下次可以试试：{next}",
        "debrief_next_none": "保持这样的说法。",
        "quote": "“{text}”",
        "list_sep": "；",
        "did_observation": "你描述了发生的事（“{quote}”）",
        "did_feeling": "你说出了感受（“{quote}”）",
        "did_need": "你说出了需要（“{quote}”）",
        "did_request": "你提出了清楚的请求（“{quote}”）",
        "did_empathy": "你猜了对方的感受和需要（“{quote}”）",
        "need_fallback": "一点空间",
        "focus_observation": "先像摄像机一样说出你看到或听到的事。",
        "focus_feeling": "用“担心”“累”“难过”这样的词说出自己的感受。",
        "focus_need": "说出感受背后的需要，比如休息、尊重或公平。",
        "focus_request": "最后提出一个具体可行、对方可以拒绝的请求。",
    },
}


def _say(locale: str, key: str, **values: Any) -> str:
    return phrase(PHRASES, locale, key, **values)


def partner_line(scenario: dict[str, Any], kind: str, turn: int, locale: str) -> str:
    """The partner's words for ``kind``: the scenario's own lines in turn, else a plain line of our own."""
    lines = [line for line in scenario.get(LINE_FIELDS.get(kind, ""), []) or [] if str(line).strip()]
    if lines:
        return str(lines[turn % len(lines)])
    need = (scenario.get("other_needs") or [_say(locale, "need_fallback")])[0]
    return _say(locale, f"line_{kind}", need=need) if kind != "resolution" else _say(locale, "line_resolution")


def _did(locale: str, quotes: dict[str, str]) -> str:
    order = ("empathy", *COMPONENTS)
    return _say(locale, "list_sep").join(_say(locale, f"did_{m}", quote=quotes[m]) for m in order if m in quotes)


def _worked(locale: str, worked: list[dict[str, str]]) -> str:
    seen: dict[str, str] = {}
    for item in worked:
        seen.setdefault(item["move"], item["quote"])
    return _did(locale, seen) or _say(locale, "debrief_next_none")


def _heard(tip: dict[str, str], partner: dict[str, Any], locale: str) -> str:
    """What the other person heard: the learner's judging words, quoted, else the first part not yet right."""
    judged = [(j["kind"], j["words"]) for j in partner.get("judgements") or []]
    heard = judgement_text(judged, locale) if judged else tip.get("label_text", "")
    if not heard:
        return "。" if locale == "zh-hans" else "."
    return f"：对方听到的是{heard}。" if locale == "zh-hans" else f": they heard {heard}."


def _echo(partner: dict[str, Any], locale: str) -> str:
    """The partner picks up the word the learner called them ("Lazy? …" / "说我懒？…"), if there was one."""
    called = next((j for j in partner.get("judgements") or [] if j.get("kind") == "character"), None)
    if called is None:
        return ""
    word = str(called.get("bare") or called["words"])
    return _say(locale, "echo", word=word if locale == "zh-hans" else word[:1].upper() + word[1:])


def coach_line(partner: dict[str, Any], scenario: dict[str, Any], locale: str) -> str:
    """The coach's word on this turn, in plain words, quoting the learner."""
    role, kind, quotes = scenario.get("other_role", ""), partner["reaction"], partner.get("quotes", {})
    tip = partner.get("tip") or {}
    if kind == "agree":
        focus = partner.get("next_focus")
        nxt = _say(locale, f"focus_{focus}") if focus else _say(locale, "debrief_next_none")
        return _say(locale, "debrief", role=role, worked=_worked(locale, partner.get("worked", [])), next=nxt)
    if kind == "pushback":
        return _say(locale, "pushback", role=role, what=_heard(tip, partner, locale), tip=tip.get("suggestion", ""))
    if kind in {"counter_offer", "no_with_need"}:
        need = (scenario.get("other_needs") or [_say(locale, "need_fallback")])[0]
        return _say(locale, kind, role=role, need=need)
    if kind == "softening" and "empathy" in quotes:
        return _say(locale, "empathy", role=role, quote=quotes["empathy"])
    if kind == "softening":
        return _say(locale, "softening", role=role, did=_did(locale, quotes))
    return _say(locale, "neutral", tip=tip.get("suggestion") or _say(locale, "neutral_tip"))


def roleplay_reply(context: dict[str, Any], locale: str) -> str:
    """The tagged two-voice reply for this turn of the role-play."""
    scenario, partner = context.get("scenario") or {}, context.get("partner") or {"reaction": "neutral"}
    turn = int(context.get("turn", 0))
    name = scenario.get("other_role", "")
    line = partner_line(scenario, partner["reaction"], turn, locale)
    if partner["reaction"] == "pushback":
        line = f"{_echo(partner, locale)}{line}"
    if partner["reaction"] == "agree":
        line = join_lines(line, partner_line(scenario, "resolution", turn, locale))
    return format_parts([part("partner", line, name=name), part("coach", coach_line(partner, scenario, locale))])

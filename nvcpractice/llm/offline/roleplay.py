"""The offline coach in a role-play: the partner's line for the reaction the server decided, then the coach's word.

Why this exists: the server (``practice.exercises.roleplay``) reads the learner's moves and decides how the partner
reacts; this module only puts that into words, in two voices (``nvcpractice.llm.parts``): the partner speaks from the
scenario's own lines (picking up a name the learner called them first), the coach names what the learner did in
plain words, quoting them (every judging word, not only the first), and closes a resolved conversation with a
short debrief.
"""

from __future__ import annotations

from typing import Any

from nvcpractice.llm.offline.phrases import phrase
from nvcpractice.llm.parts import format_parts, part
from nvcpractice.nvc import COMPONENTS
from nvcpractice.nvc.empathy_check import ready_guess
from nvcpractice.nvc.mixed_script import fill, join_lines
from nvcpractice.nvc.roles import role_at_start, role_in_sentence
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
        "echo": "{word}? ",
        "pushback": "{Role} got defensive{what} {tip}",
        "softening": "Well done: {did}. Notice how {role} softens.",
        "apology": "Owning how that came out helps: notice how {role} softens. Now say what you need.",
        "reassurance": "Easing their worry helps: notice how {role} softens. Now say what happened and what you need.",
        "refusal": "A plain no leaves {role} nothing to work with. Say which need of yours makes it a no (“I can't, "
        "because I need …”), and you can look for another way together.",
        "empathy": "Your guess at what {role} feels and needs landed: “{quote}”. They feel heard.",
        "counter_offer": "{Role} made a counter-offer. You can accept it, or say which need of yours it leaves out.",
        "no_with_need": "{Role} said no and named a need of their own ({need}). Try hearing that need first: guess "
        "what they feel and need, then ask again.",
        "neutral": "{tip}",
        "neutral_tip": "Try saying what you saw, how you feel and what you need, then ask for one doable thing.",
        "debrief": "{Role} agreed — the conversation is resolved. What worked: {worked}. Next time: {next}",
        "debrief_next_none": "keep going as you did.",
        "ended": "You ended the conversation here, and that's okay. What worked: {worked}. Next time: {next}",
        "ended_plain": "You ended the conversation here, and that's okay. Next time: {next}",
        "ended_bare": "You ended the conversation here, and that's okay. Come back to it whenever you like.",
        "threat": "“{threat}” is a threat: it may get you a yes, but it costs trust, and {role} got defensive. Say "
        "what you need instead, and ask for one doable thing.",
        "aside": "(Just between us — {role} didn't hear this.) {Role} may be feeling {feeling} and needing {need}. "
        "You could hear that first: “{guess}” {next}",
        "aside_next_observation": "Then say what you saw or heard, as a camera would.",
        "aside_next_feeling": "Then say how you feel about it.",
        "aside_next_need": "Then say what you need{own}.",
        "aside_next_request": "Then ask for one doable thing, as a question they can say no to{own}.",
        "aside_next_none": "Then ask for one doable thing{own}.",
        "aside_own": ", building on your own words “{quote}”",
        "aside_heard": "(Just between us — {role} didn't hear this.) You've already heard {role}: “{quote}”. {next}",
        "aside_no": "(Just between us — {role} didn't hear this.) A no lands better as a yes to something you need. "
        "Name that need and offer what you can do instead: “I can't, because I need …. Would it work if I …?” "
        "Hearing {role} first helps too: “{guess}”",
        "neutral_tip_2": "Say what happened as a camera would record it, then how it left you feeling.",
        "neutral_tip_3": "Try naming what you need here, then ask for one thing they could do.",
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
        "echo": "说我{word}？",
        "pushback": "{role}开始防御了{what}{tip}",
        "softening": "做得好：{did}。注意{role}的语气缓和了。",
        "apology": "承认刚才的话说重了，会有帮助：注意{role}的语气缓和了。接下来说说你需要什么。",
        "reassurance": "先让对方放下担心，会有帮助：注意{role}的语气缓和了。接下来说说发生了什么、你需要什么。",
        "refusal": "只说“不”，{role}不知道该怎么接。说说是什么需要让你拒绝（“我做不到，因为我需要……”），"
        "你们才能一起找别的办法。",
        "empathy": "你对{role}感受和需要的猜测说中了：“{quote}”。对方感到被理解了。",
        "counter_offer": "{role}提出了另一个方案。你可以接受，也可以说说这个方案没照顾到你的哪个需要。",
        "no_with_need": "{role}拒绝了，也说出了自己的需要（{need}）。"
        "先试着听见这个需要：猜一猜对方的感受和需要，再重新提出请求。",
        "neutral": "{tip}",
        "neutral_tip": "试着说出你看到了什么、你的感受和需要，再提出一个具体可行的请求。",
        "debrief": "{role}答应了，这次对话圆满解决。做得好的地方：{worked}。下次可以试试：{next}",
        "debrief_next_none": "保持这样的说法。",
        "ended": "你在这里结束了这次对话，这完全没关系。做得好的地方：{worked}。下次可以试试：{next}",
        "ended_plain": "你在这里结束了这次对话，这完全没关系。下次可以试试：{next}",
        "ended_bare": "你在这里结束了这次对话，这完全没关系。想再练的时候随时回来。",
        "threat": "“{threat}”是一句威胁：也许能换来对方答应，却会伤害信任，{role}也开始防御了。"
        "试着说出你的需要，再提出一个具体可行的请求。",
        "aside": "（这句是我们之间说的，{role}没有听到。）{role}也许感到{feeling}，需要{need}。"
        "你可以先听见这一点：“{guess}”{next}",
        "aside_next_observation": "然后像摄像机一样说出你看到或听到的事。",
        "aside_next_feeling": "然后说说你自己的感受。",
        "aside_next_need": "然后说出你的需要{own}。",
        "aside_next_request": "然后提出一个具体可行、对方可以拒绝的请求{own}。",
        "aside_next_none": "然后提出一个具体可行的请求{own}。",
        "aside_own": "，可以接着你自己说的“{quote}”",
        "aside_heard": "（这句是我们之间说的，{role}没有听到。）你已经听见了{role}：“{quote}”。{next}",
        "aside_no": "（这句是我们之间说的，{role}没有听到。）说“不”，其实是对自己的某个需要说“是”。说出这个需要，"
        "再提出你能做到的：“这次我做不到，因为我需要……。我……可以吗？”也可以先听见{role}：“{guess}”",
        "neutral_tip_2": "先像摄像机一样说出发生了什么，再说说这让你有什么感受。",
        "neutral_tip_3": "试着说出你在这件事里的需要，再请对方做一件具体的事。",
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


#: The other person's own words when the scenario has none (left) for this reaction: several per reaction, so a
#: session never hears the same line twice. ``{need}`` is one of the scenario's needs of the other person.
OWN_LINES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "neutral": (
            "…Okay. I'm listening.",
            "Hm. What do you mean?",
            "Okay… and?",
            "I'm not sure where this is going.",
            "Go on, then.",
            "Is there something you want to say?",
            "Right. So what are you asking me?",
            "I don't really know what to say to that.",
        ),
        "pushback": (
            "Why are you coming at me like this?",
            "Wow. Okay. So it's all on me, then?",
            "I don't have to listen to this.",
            "You're not even trying to see my side.",
        ),
        "softening": ("Alright… go on.", "Okay. I hear you.", "I didn't know it landed like that.", "Fair enough."),
        "agree": ("Okay. I can do that.", "Yes, alright. Let's do that.", "Deal. I'll do it."),
        "counter_offer": (
            "I could, but not quite like that. Could we find a time that works for both of us?",
            "What if we did it a bit differently, so it works for me too?",
        ),
        "no_with_need": ("I can't say yes to that right now. I need {need} too.", "Not like that. I need {need}."),
        "resolution": ("Thanks for talking this through with me.", "I'm glad we sorted it out."),
        "leave": ("Okay. Let's talk later, then.", "Fine. Another time.", "Alright… see you."),
    },
    "zh-hans": {
        "neutral": (
            "……嗯，我在听。",
            "你的意思是？",
            "嗯……然后呢？",
            "我不太明白你想说什么。",
            "你说吧。",
            "你到底想说什么？",
            "所以你想让我怎么样？",
            "我不知道该怎么接你这句话。",
        ),
        "pushback": ("你干吗这样冲我说话？", "行，那都是我的错呗？", "我没必要听你这么说。", "你根本没想过我的难处。"),
        "softening": ("好吧……你接着说。", "嗯，我听到了。", "我不知道你是这么想的。", "这么说也有道理。"),
        "agree": ("好，我可以做到。", "行，就这么办。", "好，说定了。"),
        "counter_offer": (
            "可以，但不完全是那样。我们能不能找个两个人都方便的时间？",
            "换个方式行不行？这样我也方便一点。",
        ),
        "no_with_need": ("这个我现在答应不了。我也需要{need}。", "这样不行，我也需要{need}。"),
        "resolution": ("谢谢你愿意跟我好好谈这件事。", "能说开了真好。"),
        "leave": ("好吧，那回头再说。", "行，改天再聊。", "嗯……那先这样吧。"),
    },
}


#: When every line for a reaction was said: the other person says how they feel, one of their feelings at a time.
FELT = {"en": "Honestly, I'm feeling pretty {feeling} about all this.", "zh-hans": "说实话，这件事让我挺{feeling}的。"}


def _say(locale: str, key: str, **values: Any) -> str:
    return phrase(PHRASES, locale, key, **values)


def _named(role: str, locale: str) -> dict[str, str]:
    """The other person inside a sentence (``role``) and at its start (``Role``)."""
    return {"role": role_in_sentence(role, locale), "Role": role_at_start(role, locale)}


def partner_line(scenario: dict[str, Any], kind: str, locale: str, said: str = "") -> str:
    """The partner's words for ``kind``: the first of the scenario's own lines not yet ``said`` in this session
    (the session's earlier replies), then our own lines; the first of all when every one was said."""
    own = [str(line) for line in scenario.get(LINE_FIELDS.get(kind, ""), []) or [] if str(line).strip()]
    need = (scenario.get("other_needs") or [_say(locale, "need_fallback")])[0]
    language = "zh-hans" if locale == "zh-hans" else "en"
    ours = [fill(line, need=need) for line in OWN_LINES[language].get(kind, OWN_LINES[language]["neutral"])]
    felt = [fill(FELT[language], feeling=feeling) for feeling in scenario.get("other_feelings") or []]
    lines = own + ours + felt
    return next((line for line in lines if line not in said), lines[0])


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


def _debrief(partner: dict[str, Any], locale: str, key: str, named: dict[str, str]) -> str:
    """What worked (quoted) and one thing to try next — never something that was just credited."""
    focus = partner.get("next_focus")
    worked = partner.get("worked", [])
    if key == "ended" and not worked:
        return _say(locale, "ended_plain", next=_say(locale, f"focus_{focus}")) if focus else _say(locale, "ended_bare")
    nxt = _say(locale, f"focus_{focus}") if focus else _say(locale, "debrief_next_none")
    return _say(locale, key, worked=_worked(locale, worked), next=nxt, **named)


def _aside(partner: dict[str, Any], scenario: dict[str, Any], locale: str, named: dict[str, str]) -> str:
    """The coach's answer to an aside: what the other person may feel and need, a guess that hears it, and the
    next step, built on the learner's own words when they have said something that worked."""
    feelings = list(scenario.get("other_feelings") or [])
    needs = list(scenario.get("other_needs") or [])
    turn = int(partner.get("turns", 0))
    guess = ready_guess(feelings=feelings, needs=needs, locale=locale, variant=turn)
    if partner.get("aside_about") == "saying_no":
        return _say(locale, "aside_no", guess=guess, **named)
    focus = partner.get("next_focus")
    quotes = [item["quote"] for item in partner.get("worked", []) if item.get("move") in COMPONENTS]
    own = _say(locale, "aside_own", quote=quotes[-1]) if quotes and focus in {"need", "request", None} else ""
    nxt = _say(locale, f"aside_next_{focus or 'none'}", own=own)
    heard = [item["quote"] for item in partner.get("worked", []) if item.get("move") == "empathy"]
    if heard:  # they were heard already: the next step of the learner's own side, not another guess
        return _say(locale, "aside_heard", quote=heard[-1], next=nxt, **named)
    feeling = feelings[turn % len(feelings)] if feelings else _say(locale, "need_fallback")
    need = needs[turn % len(needs)] if needs else _say(locale, "need_fallback")
    return _say(locale, "aside", feeling=feeling, need=need, guess=guess, next=nxt, **named)


def coach_line(partner: dict[str, Any], scenario: dict[str, Any], locale: str) -> str:
    """The coach's word on this turn, in plain words, quoting the learner."""
    kind, quotes = partner["reaction"], partner.get("quotes", {})
    named = _named(scenario.get("other_role", ""), locale)
    tip = partner.get("tip") or {}
    if kind == "agree":
        return _debrief(partner, locale, "debrief", named)
    if kind == "leave":
        return _debrief(partner, locale, "ended", named)
    if kind == "aside":
        return _aside(partner, scenario, locale, named)
    if kind == "pushback" and partner.get("threat"):
        return _say(locale, "threat", threat=partner["threat"], **named)
    if kind == "pushback" and partner.get("refusal"):
        return _say(locale, "refusal", **named)
    if kind == "pushback":
        return _say(locale, "pushback", what=_heard(tip, partner, locale), tip=tip.get("suggestion", ""), **named)
    if kind in {"counter_offer", "no_with_need"}:
        need = (scenario.get("other_needs") or [_say(locale, "need_fallback")])[0]
        return _say(locale, kind, need=need, **named)
    if kind == "softening" and "empathy" in quotes:
        return _say(locale, "empathy", quote=quotes["empathy"], **named)
    if kind == "softening" and quotes:
        return _say(locale, "softening", did=_did(locale, quotes), **named)
    if kind == "softening" and partner.get("apology"):
        return _say(locale, "apology", **named)
    if kind == "softening" and partner.get("reassurance"):
        return _say(locale, "reassurance", **named)
    variant = ("neutral_tip", "neutral_tip_2", "neutral_tip_3")[int(partner.get("turns", 0)) % 3]
    return _say(locale, "neutral", tip=tip.get("suggestion") or _say(locale, variant))


def roleplay_reply(context: dict[str, Any], locale: str, said: str = "") -> str:
    """The tagged two-voice reply for this turn of the role-play (``said``: the session's earlier replies, so the
    other person never says a line twice). An aside gets the coach alone."""
    scenario, partner = context.get("scenario") or {}, context.get("partner") or {"reaction": "neutral"}
    name = scenario.get("other_role", "")
    kind = partner["reaction"]
    coach = part("coach", coach_line(partner, scenario, locale))
    if kind == "aside":
        return format_parts([coach])
    line = partner_line(scenario, kind, locale, said)
    if kind == "pushback":
        line = f"{_echo(partner, locale)}{line}"
    if kind == "agree":
        line = join_lines(line, partner_line(scenario, "resolution", locale, said))
    return format_parts([part("partner", line, name=name), coach])

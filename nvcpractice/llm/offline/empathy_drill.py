"""The offline coach in the "hear the other person" exercise: checks empathy guesses, never a trap, in plain words.

Why this exists: the four steps practise saying one's own side; this exercise practises hearing the other person.
The learner sees a line the other person said and guesses their feeling and need. The coach calls
``evaluate_nvc`` (the server judges the guess and answers with a ``practice`` payload) and writes the reply: an
accepted guess is confirmed and compared with the scenario's reference feelings and needs (a guess is a guess: not
matching is said, not failed), then the next line follows or the exercise ends with an offer of another session
or the four steps. A refused guess gets a more concrete reply each time — what is missing, then a worked example
from the reference, then a ready-made guess to take with "use this". Verdicts come in plain words from
:mod:`nvcpractice.nvc.wording`.
"""

from __future__ import annotations

import re
from typing import Any

from nvcpractice.llm.offline import drill, intents
from nvcpractice.llm.offline.conversation import TurnView
from nvcpractice.llm.offline.phrases import phrase
from nvcpractice.nvc import analyze
from nvcpractice.nvc.empathy_check import EMPATHY_LABELS, ready_guesses
from nvcpractice.nvc.judgements import judgements_in
from nvcpractice.nvc.roles import role_at_start, role_in_sentence
from nvcpractice.nvc.wording import empathy_text, judgement_text

STEP = "empathy"
_FOUR_STEPS = re.compile(r"\b(?:four[- ]steps?|4[- ]steps?)\b|四步", re.IGNORECASE)
LEADS = 3

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "intro": (
            "{role} says:\n\n> {line}\n\nWhat might they be feeling, and what might they need? Offer your guess as a "
            "question, for example “Are you feeling … because you need …?”"
        ),
        "accepted": "✓ That is an empathy guess: “{answer}”",
        "feeling_matched": "You named a feeling they may well have ({words})",
        "feeling_other": "A guess is a guess: they might also be feeling {words}.",
        "feeling_also": "; they might also be feeling {words}",
        "need_matched": "The need you named may well be behind it ({words})",
        "need_other": "They might also need {words}.",
        "need_also": "; they might also need {words}",
        "end": ".",
        "next_line": "Here is the next thing {role} says:\n\n> {line}\n\nWhat might they be feeling and needing now?",
        "all_heard": (
            "You have listened to everything {role} said here, and guessed what was alive in them each time. Start "
            "another “Hear the other person” session to listen to someone new, or try the four-step practice to say "
            "your own side."
        ),
        "first_try": (
            "Not quite yet. In “{text}” I find {label_text}. {what}\n\nTry again: what might {role} feel and need?"
        ),
        "what_no_guess": (
            "Name a feeling they might have and a need that could be behind it, and ask: “Are you feeling … because "
            "you need …?”"
        ),
        "what_no_need": "Add what they might need, for example “… because you need …?”",
        "what_no_feeling": "Add how they might feel, for example “Are you feeling … because you need …?”",
        "what_not_a_question": (
            "Offer it as a question, so they can say “no, it's more like…” — a guess leaves room to be corrected."
        ),
        "what_own_side": (
            "This exercise is about hearing them: guess their feeling and need, speaking to them as “you”."
        ),
        "worked_example": (
            "Still not quite — in “{text}” I find {label_text}. Here is a worked example for what {role} said:\n\n"
            "> {example}\n\nIt names a feeling they might have ({feeling}), a need that could be behind it ({need}), "
            "and asks, so they can correct you. Now write your own guess."
        ),
        "offer": (
            "{lead} In “{text}” I still find {label_text}. Here is a guess you can use:\n\n> {answer}\n\n"
            "Reply **use this** to take it, or change it and send your own version."
        ),
        "lead_0": "Let's not get stuck here.",
        "lead_1": "Guessing someone else's feelings is hard at first, and that's fine.",
        "lead_2": "Here is one more way forward.",
        "to_four_steps": (
            "To practise saying your own side in four steps, press “Four-step practice” at the top of the page. Or "
            "stay here and guess what they might feel and need."
        ),
        "or": " or ",
        "comma": ", ",
        "evaluate_failed": "I couldn't check that guess ({error}). Could you write it again?",
    },
    "zh-hans": {
        "intro": (
            "{role}说：\n\n> {line}\n\n对方此刻可能有什么感受？可能需要什么？用提问的方式说出你的猜测，"
            "比如“你是不是觉得……，因为你需要……？”"
        ),
        "accepted": "✓ 这是一个共情的猜测：“{answer}”",
        "feeling_matched": "你说中了对方很可能有的感受（{words}）",
        "feeling_other": "猜测只是猜测：对方也可能感到{words}。",
        "feeling_also": "；对方也可能感到{words}",
        "need_matched": "你说的需要（{words}）很可能就在背后",
        "need_other": "对方也可能需要{words}。",
        "need_also": "；对方也可能需要{words}",
        "end": "。",
        "next_line": "{role}接着说：\n\n> {line}\n\n这一次，对方可能有什么感受和需要？",
        "all_heard": (
            "{role}在这里说的每一句话，你都听了，也都猜了对方心里的感受和需要。可以再开一次“听见对方”练习，"
            "听听另一个人；也可以去做四步练习，说出你自己的部分。"
        ),
        "first_try": (
            "还差一点。在“{text}”里，我看到的是：{label_text}。{what}\n\n再试一次：{role}可能有什么感受、需要什么？"
        ),
        "what_no_guess": (
            "说出对方可能的一个感受，和背后可能的一个需要，再用问句问出来：“你是不是觉得……，因为你需要……？”"
        ),
        "what_no_need": "再加上对方可能需要什么，比如“……，因为你需要……？”",
        "what_no_feeling": "再加上对方可能的感受，比如“你是不是觉得……？”",
        "what_not_a_question": "用问句说出来，让对方可以说“不是，更像是……”——猜测要给对方纠正的余地。",
        "what_own_side": "这个练习是去听见对方：猜猜“你”（对方）的感受和需要。",
        "worked_example": (
            "还没到位——在“{text}”里，我看到的是：{label_text}。针对{role}的这句话，可以这样猜：\n\n> {example}\n\n"
            "它说出了对方可能的感受（{feeling}）和背后可能的需要（{need}），并且是在问，对方可以纠正你。"
            "现在写下你自己的猜测。"
        ),
        "offer": (
            "{lead}在“{text}”里，我看到的仍然是：{label_text}。这里有一个可以直接用的猜测：\n\n> {answer}\n\n"
            "回复“用这个”就采用它，也可以改一改，再发你自己的版本。"
        ),
        "lead_0": "我们别卡在这里。",
        "lead_1": "猜别人的感受一开始确实不容易，没关系。",
        "lead_2": "再换个方式帮你往前走。",
        "to_four_steps": (
            "想用四步说出你自己的部分，可以点页面上方的“四步练习”。也可以留在这里，继续猜猜对方的感受和需要。"
        ),
        "or": "或",
        "comma": "、",
        "evaluate_failed": "暂时无法检查这个猜测（{error}）。能再写一遍吗？",
    },
}


def say(locale: str, key: str, **values: Any) -> str:
    return phrase(PHRASES, locale, key, **values)


def _words(locale: str, words: list[str]) -> str:
    """``a``, ``a or b``, ``a, b or c`` (Chinese ``a、b或c``)."""
    words = [str(word) for word in words if str(word).strip()]
    if len(words) < 2:
        return "".join(words)
    return say(locale, "comma").join(words[:-1]) + say(locale, "or") + words[-1]


def _other(view: TurnView) -> dict[str, Any]:
    other = view.context.get("other")
    return other if isinstance(other, dict) else {}


def _role(view: TurnView, practice: dict[str, Any] | None = None) -> str:
    return str((practice or {}).get("role") or _other(view).get("role") or "")


def plan(view: TurnView) -> tuple[list[tuple[str, dict[str, Any]]], str]:
    """Tool calls to make, or the reply text, for this turn of the exercise."""
    loc, other = view.locale, _other(view)
    last = view.last_result()
    if last is None:
        text = view.user_text.strip()
        if view.context.get("step") != STEP:
            return [], say(loc, "all_heard", role=role_in_sentence(_role(view), loc))
        if not text or (intents.START.match(text) and len(text) < 30):
            return [], say(loc, "intro", role=role_at_start(_role(view), loc), line=other.get("line", ""))
        if _FOUR_STEPS.search(text) and len(text) < 60:
            return [], say(loc, "to_four_steps")
        if intents.USE_THIS.match(text) and view.offers("evaluate_nvc"):
            offered, offered_locale = drill.offered_answer(view, STEP)
            if offered:
                return [("evaluate_nvc", {"text": offered, "locale": offered_locale})], ""
        if view.offers("evaluate_nvc"):
            return [("evaluate_nvc", {"text": text[:2000], "locale": loc})], ""
        return [], say(loc, "intro", role=role_at_start(_role(view), loc), line=other.get("line", ""))
    tool, payload = last
    if tool != "evaluate_nvc":
        return [], ""
    if not payload.get("ok"):
        return [], say(loc, "evaluate_failed", error=str(payload.get("error") or "unknown error"))
    practice = payload.get("practice") if isinstance(payload.get("practice"), dict) else {}
    if practice.get("accepted"):
        return [], accepted_reply(view, practice)
    return [], retry_reply(view, payload, practice)


def _turned(words: list[str], line: str, count: int = 2) -> list[str]:
    """``count`` of ``words``, starting at a place set by the line heard: each line of the other person gets its own."""
    if len(words) <= 1:
        return words
    start = sum(map(ord, line)) % len(words)
    return (words[start:] + words[:start])[:count]


def _compared(locale: str, kind: str, reference: list[str], matched: list[str], line: str = "") -> str:
    """One sentence on the feeling (or need): what the guess named of the reference, and what else it might be
    (two other words, chosen by the line, so the lines do not all get the same sentence)."""
    if not reference:
        return ""
    rest = _turned([word for word in reference if word not in matched], line, count=1)
    if not matched:
        return say(locale, f"{kind}_other", words=_words(locale, _turned(reference, line)))
    also = say(locale, f"{kind}_also", words=_words(locale, rest)) if rest else ""
    return say(locale, f"{kind}_matched", words=_words(locale, matched)) + also + say(locale, "end")


def _match_sentence(locale: str, practice: dict[str, Any]) -> str:
    reference = practice.get("reference") or {}
    matched = practice.get("matched") or {}
    line = str(practice.get("line") or "")
    sentences = [
        _compared(locale, "feeling", list(reference.get("feelings") or []), list(matched.get("feeling") or []), line),
        _compared(locale, "need", list(reference.get("needs") or []), list(matched.get("need") or []), line),
    ]
    return ("" if locale == "zh-hans" else " ").join(sentence for sentence in sentences if sentence)


def accepted_reply(view: TurnView, practice: dict[str, Any]) -> str:
    loc, role = view.locale, role_in_sentence(_role(view, practice), view.locale)
    answer = str(view.evaluations[-1][0].get("text") or view.user_text).strip() if view.evaluations else view.user_text
    lines = [say(loc, "accepted", answer=answer)]
    match = _match_sentence(loc, practice)
    if match:
        lines.append(match)
    if practice.get("next_line"):
        lines.append(say(loc, "next_line", role=role, line=practice["next_line"]))
    else:
        lines.append(say(loc, "all_heard", role=role))
    return "\n\n".join(lines)


def _label_text(practice: dict[str, Any], locale: str, text: str) -> str:
    """The verdict in plain words; no guess in a judging answer names the judgements, quoted."""
    label = str(practice.get("label") or "no_guess")
    label = label if label in EMPATHY_LABELS else "no_guess"
    judged = judgements_in(text, locale) if label == "no_guess" else []
    if judged:
        return judgement_text([(j.kind, j.words) for j in judged], locale, missing="guess")
    return empathy_text(label, locale)


def retry_reply(view: TurnView, payload: dict[str, Any], practice: dict[str, Any]) -> str:
    """What is missing, then a worked example from the reference, then a ready-made guess to take."""
    loc, role = view.locale, role_in_sentence(_role(view, practice), view.locale)
    text = str(view.evaluations[-1][0].get("text") or view.user_text).strip() if view.evaluations else view.user_text
    words = {"text": text, "label_text": _label_text(practice, loc, text), "role": role}
    attempt = max(drill.attempt_at(view.evaluations, STEP), 1)
    if attempt == 1:
        label = str(practice.get("label") or "no_guess")
        what = say(loc, f"what_{label}") if f"what_{label}" in PHRASES["en"] else say(loc, "what_no_guess")
        return say(loc, "first_try", what=what, **words)
    if attempt < drill.OFFER_FROM:
        reference = practice.get("reference") or {}
        options = ready_guesses(
            feelings=list(reference.get("feelings") or []), needs=list(reference.get("needs") or []), locale=loc
        )
        offered = str(practice.get("model_answer") or "")
        example = next((option for option in options if option != offered), options[0])
        guess = analyze(example, "zh-hans" if loc == "zh-hans" else "en").empathy
        return say(loc, "worked_example", example=example, feeling=guess.feeling, need=guess.need, **words)
    answer = str(practice.get("model_answer") or "").strip() or drill.offered_answer(view, STEP)[0]
    lead = say(loc, f"lead_{(attempt - drill.OFFER_FROM) % LEADS}")
    return say(loc, "offer", lead=lead, answer=answer, **words)

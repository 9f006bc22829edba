"""Free dialogue with the offline coach: answer the question asked, look at a learner's own sentence, continue the
previous topic on a follow-up, and say where goals are changed.

Why this exists: pasting two handbook sections at every question answered nothing. Here a question goes to
``rag_search``, whose answer-bank hits carry a score and a ``confident`` flag: a confident card is the reply (short,
with its handbook link); otherwise the best handbook passage is cut down to the two or three sentences nearest the
question. A sentence the learner shares (or asks to "say the NVC way") is evaluated with the analyzer and rewritten
so the analyzer accepts it. "Why?", "give me an example" or "再举个例子" reuse the card found earlier in the history.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from nvcpractice.llm.embeddings import text_features
from nvcpractice.llm.offline import intents
from nvcpractice.llm.offline.answer_phrases import join_words, say_answer
from nvcpractice.llm.offline.conversation import TurnView
from nvcpractice.llm.offline.rewrite import faux_feeling_in, nvc_rewrite
from nvcpractice.nvc import COMPONENTS, analyze, is_ideal
from nvcpractice.nvc.wording import label_text


@dataclass
class Reply:
    """Tool calls to make, or the reply text."""

    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    text: str = ""


def free_dialog_turn(view: TurnView, *, compose_results: Callable[[TurnView], str]) -> Reply:
    """The next step of a free-dialogue turn; ``compose_results`` writes replies from progress or profile results.
    A reply the session has already heard is never said again: asked the same thing twice, the learner hears what
    of the topic they have not heard yet, or that the coach has said what it can (``_instead_of_a_repeat``)."""
    reply = _next_step(view, compose_results=compose_results)
    if reply.text and reply.text.strip() in _said(view):
        return Reply(text=_instead_of_a_repeat(view))
    return reply


def _said(view: TurnView) -> set[str]:
    """Every reply this session has heard from the coach, as shown."""
    return {str(m.get("content") or "").strip() for m in view.history if m.get("role") == "assistant"}


def _instead_of_a_repeat(view: TurnView) -> str:
    """What of the last topic the session has not heard yet (its why, its example, the handbook's next sentences),
    else that the coach has said what it can, in a wording not yet said."""
    more = _follow_up(view, "more")
    if more.strip() not in _said(view) and more != say_answer(view.locale, "no_topic"):
        return more
    return _not_said_yet(view, ("said_already", "said_already_again"))


def _next_step(view: TurnView, *, compose_results: Callable[[TurnView], str]) -> Reply:
    text, loc = view.user_text.strip(), view.locale
    if not text:
        return Reply(text=say_answer(loc, "free_help"))
    if intents.GOALS_CHANGE.search(text):
        return Reply(text=_goals_reply(text, loc))
    target = intents.rewrite_target(text) or intents.quoted_sentence_to_check(text)
    if target:
        return Reply(text=_rewrite_reply(target, loc))
    kind = _follow_up_kind(text)
    if kind:
        return Reply(text=_follow_up(view, kind))
    social = _social(text, loc, _last_exchange(view.history)[1])
    if social:
        return Reply(text=say_answer(loc, f"social_{social}_{_replies_so_far(view) % 2}"))
    if intents.START.match(text) and len(text) < 20:
        return Reply(text=say_answer(loc, "free_help"))
    if view.results:
        return Reply(text=_from_results(view, compose_results))
    calls = _lookup_calls(view, text)
    if calls is not None:
        return Reply(calls=calls)
    if _is_statement(text, loc):
        return Reply(text=_rewrite_reply(text, loc))
    calls = [("rag_search", {"query": text[:500], "k": 2, "locale": loc})] if view.offers("rag_search") else []
    if view.offers("wiki_search"):
        calls.append(("wiki_search", {"query": text[:500], "locale": loc}))
    return Reply(calls=calls) if calls else Reply(text=say_answer(loc, "free_help"))


SOCIAL = ("leave", "thanks", "greeting", "off_topic")
"""Acts a free-dialogue message can carry that want a word back, not a lookup: leaving, thanks, hello, off topic."""


def _social(text: str, loc: str, answers: str) -> str | None:
    """The social act of a message that carries no NVC part (``None`` otherwise); ``answers`` is the coach's line
    the message replies to ("bored? lonely?" after "what might he be feeling?" is a guess, not small talk)."""
    try:
        analysis = analyze(text, loc, context=answers)
    except ValueError:
        return None
    if any(analysis.label(c) != "absent" for c in COMPONENTS):
        return None
    acts = set(analysis.act_names())
    if acts & {"ask_coach", "nvc_question", "empathy_guess", "vent"}:
        return None
    return next((act for act in SOCIAL if act in acts), None)


def _replies_so_far(view: TurnView) -> int:
    return sum(1 for message in view.history if message.get("role") == "assistant" and message.get("content"))


def _lookup_calls(view: TurnView, text: str) -> list[tuple[str, dict[str, Any]]] | None:
    """Progress, profile and wiki-note requests; ``None`` when the message is none of them."""
    if intents.PROGRESS.search(text) and view.offers("dashboard_query"):
        return [("dashboard_query", {"period": "month"})]
    if intents.PROFILE.search(text) and view.offers("profile_query"):
        return [("profile_query", {})]
    match = intents.WIKI_WRITE.match(text)
    if match and view.offers("wiki_write"):
        body = text[match.end() :].strip() or text
        title = body.split("\n", 1)[0].split(". ", 1)[0][:80]
        return [("wiki_write", {"title": title, "body": body[:5000], "locale": view.locale})]
    return None


def _goals_reply(text: str, loc: str) -> str:
    goal = intents.goal_text(text)
    wrapped = say_answer(loc, "goal_quoted", goal=goal) if goal else say_answer(loc, "goal_it")
    return say_answer(loc, "goals", goal=wrapped)


# ---------------------------------------------------------------- a learner's own sentence


def _is_statement(text: str, loc: str) -> bool:
    """A sentence said (or to be said) to someone, or about someone ("My boss always interrupts me"), rather than a
    question about NVC."""
    try:
        labels = analyze(text, loc).labels()
    except ValueError:
        return False
    if not intents.ADDRESSED.search(text):  # about someone: a judgement of what they do, told rather than asked
        return labels["observation"] == "evaluation" and not intents.QUESTION.search(text)
    present = sum(label != "absent" for label in labels.values())
    if present >= 3 or intents.QUESTION.search(text):
        return present >= 3
    flawed = {"evaluation", "faux_feeling", "thought", "demand", "strategy", "vague"} & set(labels.values())
    return bool(flawed) or sum(label != "absent" for label in labels.values()) >= 2


def _component_lines(analysis, loc: str) -> list[str]:
    lines = []
    for component in COMPONENTS:
        result = analysis.components[component]
        evidence = result.evidence if result.label != "absent" else ""
        if len(evidence) > 60:
            evidence = evidence[:57].rstrip() + "…"
        lines.append(
            say_answer(
                loc,
                "component_line",
                component=say_answer(loc, component),
                label=label_text(component, result.label, loc),
                evidence=say_answer(loc, "evidence", evidence=evidence) if evidence else "",
            )
        )
    return lines


def _rewrite_reply(sentence: str, loc: str) -> str:
    try:
        rewrite = nvc_rewrite(sentence, loc)
    except ValueError:
        return say_answer(loc, "free_help")
    analysis = rewrite.analysis
    parts = [say_answer(loc, "evaluate_intro"), "\n".join(_component_lines(analysis, loc))]
    flawed = next((c for c in COMPONENTS if not is_ideal(c, analysis.label(c)) and analysis.label(c) != "absent"), None)
    if flawed:
        parts.append(analysis.components[flawed].suggestion)
    if all(is_ideal(c, analysis.label(c)) for c in COMPONENTS):
        parts.append(say_answer(loc, "all_four"))
    else:
        intro = say_answer(loc, "rewrite_intro_borrowed" if rewrite.borrowed else "rewrite_intro")
        parts.append(f"{intro}\n\n> {rewrite.statement}")
    return "\n\n".join(parts)


def _classification_reply(phrase: str, component: str, loc: str) -> str:
    analysis = analyze(phrase, loc)
    label = analysis.label(component)
    if component == "feeling" and label == "faux_feeling" and (faux := faux_feeling_in(phrase, loc)):
        word, feelings, needs = faux
        return say_answer(
            loc,
            "faux",
            word=word,
            feelings=join_words(loc, feelings[:3]),
            needs=join_words(loc, needs[:2]),
            feeling=feelings[0],
            need=needs[0],
        )
    if is_ideal(component, label):
        return say_answer(loc, "classify_yes", phrase=phrase, label=label_text(component, label, loc))
    suggestion = analysis.components[component].suggestion
    return say_answer(loc, "classify_no", phrase=phrase, label=label_text(component, label, loc), suggestion=suggestion)


# ---------------------------------------------------------------- answers from the look-up

#: Below the confidence threshold, a card scoring at least this is still the best pointer to a handbook passage.
NEAR_MISS = 0.1


def _read_more(loc: str, title: str, source: str) -> str:
    return say_answer(loc, "read_more", title=title, source=source) if source else ""


def _confident(data: dict[str, Any]) -> dict[str, Any] | None:
    answers = data.get("answers") or []
    return answers[0] if answers and answers[0].get("confident") else None


def _best_passage(data: dict[str, Any], question: str, loc: str) -> dict[str, str] | None:
    """The handbook passage to summarise when no card answers: of the nearest card's passage and the search's
    passages, the one sharing most telling words with the question (the card's on a tie); none when none shares any.
    """
    answers = data.get("answers") or []
    candidates: list[tuple[dict[str, str], str]] = []
    if answers and answers[0].get("score", 0) >= NEAR_MISS and answers[0].get("source_text"):
        top = answers[0]
        near = {"title": top["source_title"], "source": top["source"], "snippet": top["source_text"]}
        candidates.append((near, " ".join([top["title"], top["answer"], top["example"], top["source_text"]])))
    candidates += [(p, p["snippet"]) for p in data.get("results") or []]
    wanted = _key_features(question)
    scored = [(len(wanted & _key_features(words)), -index) for index, (_, words) in enumerate(candidates)]
    best = max(range(len(candidates)), key=lambda i: scored[i], default=None)
    return candidates[best][0] if best is not None and scored[best][0] > 0 else None


def _not_said_yet(view: TurnView, keys: tuple[str, ...]) -> str:
    """The first of ``keys``' wordings this session has not heard yet (the last one when all have been said)."""
    said = _said(view)
    wordings = [say_answer(view.locale, key) for key in keys]
    return next((wording for wording in wordings if wording not in said), wordings[-1])


def _from_results(view: TurnView, compose_results: Callable[[TurnView], str]) -> str:
    loc = view.locale
    rag, wiki = view.last_result("rag_search"), view.last_result("wiki_search")
    if rag is None or not rag[1].get("ok"):
        return compose_results(view)
    data = rag[1].get("data") or {}
    card = _confident(data)
    passage = None if card else _best_passage(data, view.user_text, loc)
    parts: list[str] = []
    classification = intents.quoted_classification(view.user_text)
    if classification:
        parts.append(_classification_reply(*classification, loc))
    elif card:
        parts.append(f"**{card['title']}** — {card['answer']}")
    elif passage:  # below the confidence threshold: say so and point to the page, never paste a loose match
        pointed = any(passage["title"] in str(m.get("content") or "") for m in view.history)
        parts.append(say_answer(loc, "not_sure_again" if pointed else "not_sure", title=passage["title"]))
    if card:
        parts.append(_read_more(loc, card["source_title"], card["source"]))
    entries = ((wiki[1].get("data") or {}).get("entries") or []) if wiki and wiki[1].get("ok") else []
    entries = [e for e in entries if shares_words(view.user_text, f"{e['title']} {e['body']}", loc)]
    if entries and not card:
        parts.append(
            say_answer(loc, "wiki_line", title=entries[0]["title"], text=brief(entries[0]["body"], "", loc, 1))
        )
    if not parts:
        return _not_said_yet(view, ("nothing_found", "nothing_found_again", "nothing_found_third"))
    if card and not classification:
        parts.append(say_answer(loc, "go_on"))
    return "\n\n".join(part for part in parts if part)


# ---------------------------------------------------------------- follow-ups


def _follow_up_kind(text: str) -> str | None:
    for kind, pattern in (
        ("why", intents.FOLLOW_WHY),
        ("example", intents.FOLLOW_EXAMPLE),
        ("more", intents.FOLLOW_MORE),
    ):
        if pattern.match(text):
            return kind
    return None


def _previous_lookup(history: list[dict[str, Any]]) -> tuple[dict[str, Any], str, str] | None:
    """The last ``rag_search`` data in the history, every assistant reply written since, and the question asked."""
    said: list[str] = []
    for index in range(len(history) - 1, -1, -1):
        message = history[index]
        if message.get("role") == "assistant" and message.get("content"):
            said.append(str(message["content"]))
        if message.get("role") != "tool":
            continue
        try:
            payload = json.loads(message.get("content") or "{}")
        except json.JSONDecodeError:
            continue
        data = payload.get("data") if isinstance(payload, dict) else None
        if isinstance(data, dict) and "answers" in data:
            asked = next(
                (str(m.get("content") or "") for m in reversed(history[:index]) if m.get("role") == "user"), ""
            )
            return data, "\n".join(said), asked
    return None


def _last_exchange(history: list[dict[str, Any]]) -> tuple[str, str]:
    """The learner's last message before this one and the coach's reply to it."""
    reply = next((str(m.get("content") or "") for m in reversed(history) if m.get("role") == "assistant"), "")
    asked = next((str(m.get("content") or "") for m in reversed(history) if m.get("role") == "user"), "")
    return asked, reply


def _about_the_rewrite(view: TurnView) -> str | None:
    """A follow-up to a rewrite: why it was put that way, on the first part of the learner's sentence to change."""
    asked, reply = _last_exchange(view.history)
    if not asked or "\n> " not in reply:
        return None
    target = intents.rewrite_target(asked) or intents.quoted_sentence_to_check(asked) or asked
    try:
        analysis = analyze(target, view.locale)
    except ValueError:
        return None
    flawed = next((c for c in COMPONENTS if not is_ideal(c, analysis.label(c))), None)
    if flawed is None:
        return None
    found = label_text(flawed, analysis.label(flawed), view.locale)
    return say_answer(
        view.locale, "why_rewrite", text=target, found=found, why=say_answer(view.locale, f"why_{flawed}")
    )


def _follow_up(view: TurnView, kind: str) -> str:
    loc = view.locale
    previous = _previous_lookup(view.history)
    if previous is None:
        return _about_the_rewrite(view) or say_answer(loc, "no_topic")
    data, said, asked = previous
    card = _confident(data)
    if card is None:
        passage = _best_passage(data, asked, loc) if asked else None
        return _passage_continued(passage, "", said, loc, intro=False) if passage else say_answer(loc, "no_topic")
    why_said, example_said = card["why"] in said, card["example"] in said
    if kind == "why" and not why_said:
        return say_answer(loc, "why", why=card["why"])
    if kind == "example" and not example_said:
        return say_answer(loc, "example", example=card["example"])
    if kind == "more" and not (why_said and example_said):
        return say_answer(loc, "more", why=card["why"], example=card["example"])
    passage = {"title": card["source_title"], "source": card["source"], "snippet": card.get("source_text", "")}
    return _passage_continued(passage, card["title"], said, loc, intro=kind == "example")


def _passage_continued(passage: dict[str, str], title: str, said: str, loc: str, *, intro: bool) -> str:
    """The sentences of ``passage`` not shown yet, a few at a time, with the source."""
    fresh = [s for s in sentences(passage["snippet"], loc) if s not in said]
    if not fresh:
        return say_answer(loc, "all_said", title=title or passage["title"])
    joiner = "" if loc == "zh-hans" else " "
    parts = [say_answer(loc, "another_angle")] if intro else []
    parts += [joiner.join(fresh[:3]), _read_more(loc, passage["title"], passage["source"])]
    return "\n\n".join(parts)


# ---------------------------------------------------------------- a passage in brief

_SENTENCE = {
    "en": re.compile(r"(?:(?<=[.!?])|(?<=[.!?]['’”]))\s+(?=[A-Z'‘“\"(])"),
    "zh-hans": re.compile(r"(?:(?<=[。！？])(?!”)|(?<=[。！？]”))"),
}
_OPEN_QUOTE = {"en": re.compile(r"(?:^|(?<=[\s(:]))'(?=\w)"), "zh-hans": re.compile("“")}
_CLOSE_QUOTE = {"en": re.compile(r"(?<=[\w.!?,…])'(?=[\s,.;:!?)]|$)"), "zh-hans": re.compile("”")}
_COMMON = frozenset(
    "what when where which would could should have with that this they them their there about your into does like "
    "just really want know more some make then than been being other also only very much many most time times "
    "thing things people someone something".split()
)
_COMMON_ZH = frozenset(
    "什么 怎么 为什么 么样 怎样 可以 时候 的时 一个 这个 那个 我们 你们 他们 是不 不是 没有 有没".split()
)


def sentences(text: str, locale: str) -> list[str]:
    """``text`` split into sentences, keeping a quotation that contains sentence ends in one piece."""
    language = "zh-hans" if locale == "zh-hans" else "en"
    pieces, merged = [p.strip() for p in _SENTENCE[language].split(text.strip()) if p.strip()], []
    depth = 0
    for piece in pieces:
        if depth > 0 and merged:
            merged[-1] = f"{merged[-1]}{'' if language == 'zh-hans' else ' '}{piece}"
        else:
            merged.append(piece)
        depth += len(_OPEN_QUOTE[language].findall(piece)) - len(_CLOSE_QUOTE[language].findall(piece))
        depth = max(depth, 0)
    return merged


def _key_features(text: str) -> set[str]:
    return {
        f
        for f in text_features(text)
        if (f.startswith("w:") and len(f) > 5 and f[2:] not in _COMMON)
        or (f.startswith("zz:") and f[3:] not in _COMMON_ZH)
    }


def shares_words(question: str, passage: str, locale: str) -> bool:
    """Whether ``passage`` has any telling word of ``question`` (always true for an empty question)."""
    wanted = _key_features(question)
    return not question.strip() or bool(wanted & _key_features(passage))


def brief(text: str, query: str, locale: str, limit: int = 3) -> str:
    """The first sentence of ``text`` plus the ones sharing most words with ``query``, ``limit`` in all, in order."""
    parts = sentences(text, locale)
    joiner = "" if locale == "zh-hans" else " "
    if len(parts) <= limit:
        return joiner.join(parts)
    wanted = _key_features(query)
    ranked = sorted(range(1, len(parts)), key=lambda i: (-len(wanted & _key_features(parts[i])), i))
    return joiner.join(parts[i] for i in sorted([0, *ranked[: limit - 1]]))

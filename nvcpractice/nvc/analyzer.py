"""The public entry point: ``analyze(text, locale)`` -> ``StatementAnalysis``.

Why this exists: it validates input, settles the locale, normalises the text, runs the rule set for that
language and assembles labels, evidence, suggestions, score, the empathy guess and the dialogue acts into one
result.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache, partial

from .act_weighing import model, signals, weighed_spans
from .acts import act_spans, acts_from_spans, gives_up
from .asked import Answering, answering
from .empathy import GuessParts, detect_empathy, guess_parts, others_feeling_and_need
from .findings import Finding, Span, overlaps
from .irony import irony_span
from .locale import EN, ZH_HANS, detect_locale, normalize_locale, script_counts
from .result import StatementAnalysis
from .rules.en import analyze_en
from .rules.zh import analyze_zh
from .suggestions import build_components
from .text import PreparedText, prepare

MAX_TEXT_LENGTH = 5000


def rules_locale(text: str, requested: str | None) -> str:
    """The rule set to run: the requested locale unless the text has no character of that language's script."""
    if requested is None:
        return detect_locale(text)
    han, latin_words = script_counts(text)
    if requested == ZH_HANS and han == 0 and latin_words:
        return EN
    if requested == EN and latin_words == 0 and han:
        return ZH_HANS
    return requested


def _prepared(text: str, locale: str | None) -> tuple[PreparedText, str]:
    """``text`` up to ``MAX_TEXT_LENGTH``, prepared for matching, and the locale its rules are read in."""
    clipped = text[:MAX_TEXT_LENGTH]
    return prepare(clipped), rules_locale(clipped, normalize_locale(locale))


def analyze(
    text: str, locale: str | None = None, *, context: str | None = None, weigh_acts: bool = True
) -> StatementAnalysis:
    """Label a statement's observation, feeling, need and request by the NVC rubric.

    ``locale`` may be ``None`` (detect from the text) or any spelling ``normalize_locale`` accepts. A requested
    locale is honoured unless the text contains no character of that language's script (e.g. ``"en"`` with an
    all-Chinese text), in which case the detected language is used. Raises ``ValueError`` for non-string, empty
    or whitespace-only text and for unsupported locales. Text beyond ``MAX_TEXT_LENGTH`` characters is ignored.
    ``context`` is the line the text answers (the coach's question, the other person's words): it says whose
    feelings and needs bare words name ("bored, maybe anxious" answering "what might your son feel?" guesses his).
    The acts the rules find are weighed against the message's words (``act_weighing``) unless ``weigh_acts`` is off.
    """
    if not isinstance(text, str):
        raise ValueError(f"text must be a string, not {type(text).__name__}")
    if not text.strip():
        raise ValueError("text must not be empty")
    prepared, result_locale = _prepared(text, locale)
    rules = analyze_zh if result_locale == ZH_HANS else analyze_en
    findings = _findings(prepared, rules=rules, locale=result_locale)
    asked = answering(context, result_locale)
    spans = act_spans(prepared, result_locale, asked)
    observe = partial(_findings, rules=rules, locale=result_locale)
    if "threat" in spans:
        findings["request"] = _threatened(findings["request"], spans["threat"], prepared.text)
        findings["observation"] = _beyond(findings["observation"], prepared, [spans["threat"]], observe)
    parts = guess_parts(prepared, result_locale)
    if "empathy_guess" in spans:
        findings = _with_the_others(findings, prepared, result_locale, parts)
        findings["observation"] = _beyond(findings["observation"], prepared, list(parts[:2]), observe)
    elif findings["observation"].label != "evaluation" and (ironic := irony_span(prepared)):
        findings["observation"] = Finding("evaluation", ironic, prepared.text[slice(*ironic)], "sarcasm")
    components = build_components(result_locale, prepared, findings)
    empathy = detect_empathy(prepared, result_locale, parts)
    ruled = StatementAnalysis.build(result_locale, components, empathy, acts_from_spans(prepared, spans))
    if not weigh_acts:
        return ruled
    found = _act_signals(ruled, prepared, asked)
    weighed = weighed_spans(spans, found, model(result_locale), (0, len(prepared.text)))
    return replace(ruled, acts=acts_from_spans(prepared, weighed))


def _act_signals(ruled: StatementAnalysis, prepared: PreparedText, asked: Answering) -> set[str]:
    return signals(prepared.text, asked.line, ruled.locale, ruled.act_names(), ruled.labels())


def act_signals(text: str, locale: str | None = None, *, context: str | None = None) -> set[str]:
    """What ``act_weighing`` reads of a message, as ``analyze`` reads it: the rules' acts and labels, its words
    and those of ``context`` (``scripts/acts_model.py`` trains the weights on these)."""
    ruled = analyze(text, locale, context=context, weigh_acts=False)
    prepared, _ = _prepared(text, ruled.locale)
    return _act_signals(ruled, prepared, answering(context, ruled.locale))


def _with_the_others(
    findings: dict[str, Finding], prepared: PreparedText, locale: str, parts: GuessParts
) -> dict[str, Finding]:
    """In an empathy guess the feeling and the need are the other person's: by the rubric they are labelled as the
    speaker's would be ("are you tired because you need rest?": feeling and need), when the speaker names none."""
    feeling, need = others_feeling_and_need(prepared, locale, parts)
    text = prepared.text
    found = dict(findings)
    for component, span in (("feeling", feeling), ("need", need)):
        if span is not None and found[component].label == "absent":
            found[component] = Finding(component, span, text[span[0] : span[1]], "guess", regions=[span])
    return found


def _beyond(described: Finding, prepared: PreparedText, spans: list[Span], observe) -> Finding:
    """A clause taken for the observation that holds one of ``spans`` is set aside and the next one is read, if
    any. An empathy guess is no description of what happened ("are you tired, needing a rest?", but
    "你是不是累坏了？这周你加了三天班。" describes), nor is a threat ("再这样我就搬出去"). ``observe`` reads a prepared
    text's findings."""
    guessed = [span for span in spans if span is not None]
    text = prepared.text
    for _ in guessed:  # clauses are disjoint: at most one per span holds it
        if described.label != "observation" or described.span is None or not overlaps(described.span, guessed):
            break
        start, end = described.span
        text = text[:start] + "," * (end - start) + text[end:]  # a run of clause breaks keeps every offset
        described = observe(prepare(text))["observation"]
    return described


def _findings(prepared: PreparedText, *, rules, locale: str) -> dict[str, Finding]:
    """The language's rules over a prepared text, commands that are formulas set aside (``_formula``)."""
    return rules(prepared, set_aside=partial(_formula, text=prepared.text, locale=locale))


_FORMULAS = frozenset({"refuse_or_give_up", "leave", "ask_coach"})


def _formula(request: Finding, text: str, locale: str) -> bool:
    """ "Forget it.", "Never mind.", 走了。, "Help me!": an imperative that is itself a way of giving up, leaving or
    asking the coach (its words are most of the command) is not a command to the other person, so not a demand. The
    request rules set such commands aside, so "Forget it. Put your phone away." is still a demand."""
    if request.span is None:
        return False
    command = " ".join(text[request.span[0] : request.span[1]].split()).strip(" .!?,~")
    return bool(command) and _is_formula(command, locale)


@lru_cache(maxsize=256)  # a message often repeats its formula ("forget it. forget it."): each is read once
def _is_formula(command: str, locale: str) -> bool:
    found = act_spans(prepare(command), locale)
    covered = sum(end - start for act, (start, end) in found.items() if act in _FORMULAS)
    return covered * 2 >= len(command)


def _threatened(request: Finding, threat: Span, text: str) -> Finding:
    """A request backed by a threat ("could you fix it, or shall I call the council?") leaves no room for "no":
    by the rubric it is a demand, and the threat is what makes it one (a command with a threat is one too)."""
    key = " ".join(text[threat[0] : threat[1]].split())
    if request.label == "absent":  # "If you're not home by midnight, you're grounded": the condition is the demand
        return Finding("demand", threat, key, "threat", regions=[threat])
    return Finding("demand", request.span, key, "threat", request.detail, request.regions)


def gives_up_the_practice(text: str, locale: str | None = None) -> bool:
    """Whether ``text`` gives up the practice itself ("forget it", 算了) rather than refusing what the other person
    asked ("no way", 我不去): both carry the ``refuse_or_give_up`` act; only giving up ends a role-play."""
    return gives_up(*_prepared(text, locale))

"""Each four-step answer in its step's frame: bare words read as the step asked them, and four answers joined into
one statement that reads as a sentence.

Why this exists: asked for the feeling, a learner often answers with the word alone ("annoyed", 担心); asked for
the need, with the need alone ("predictability", 尊重). Read alone, such words are no statement; in the step's
frame ("I feel annoyed", "because I need predictability") they are exactly the answer. The same frame makes the
finished statement grammatical when its parts were bare words.

    >>> joined_statement({"observation": "You came home at 11", "feeling": "worried", "need": "closeness",
    ...                   "request": "Would you text me next time?"}, "en")
    'You came home at 11, I feel worried, because I need closeness. Would you text me next time?'
"""

from __future__ import annotations

import re

from .result import COMPONENTS

#: How a bare answer is read for its step (the analyzer judges the framed sentence).
READING_FRAMES = {
    "en": {"feeling": "I feel {text}", "need": "I feel this way because I need {text}"},
    "zh-hans": {"feeling": "我感到{text}", "need": "我有这种感受，因为我需要{text}"},
}
_JOINING_FRAMES = {
    "en": {"feeling": "I feel {text}", "need": "because I need {text}"},
    "zh-hans": {"feeling": "我感到{text}", "need": "因为我需要{text}"},
}
_CLOSING = tuple(".?!。？！~…")
_ASKED = {
    "en": re.compile(r"^\s*(?:would|could|can|will|are|is|do|may|might|how\s+about)(?![\w'])|\?", re.I),
    "zh-hans": re.compile(r"(?:吗|呢|好不好|行不行|可不可以|能不能|愿不愿意)\s*$"),
}
_SPEAKERS_NEED = {
    "en": re.compile(r"^\s*(?:i|we)\s+(?:really\s+|just\s+|also\s+)?(?:need|value|want|long\s+for)(?![\w'])", re.I),
    "zh-hans": re.compile(r"^\s*(?:我|我们)(?:真的|也|很|非常)?(?:需要|看重|在乎|希望)"),
}
"""A need answered with its own subject ("I need consideration", 我需要尊重): joined to the feeling as its reason."""
_HAS_FRAME = {
    "en": {
        "feeling": re.compile(
            r"^\s*(?:and\s+|so\s+|then\s+)?(?:i|i'm|im|i've|ive|i'd|we|feeling|felt|when)(?![\w'])", re.I
        ),
        "need": re.compile(
            r"(?<![\w'])(?:need|needs|needed|needing|value|want|wanted|matters?|because|cos|bc)(?![\w'])", re.I
        ),
    },
    "zh-hans": {
        "feeling": re.compile(r"^\s*(?:我|感到|觉得|当时)"),
        "need": re.compile(r"需要|因为|看重|在乎|希望"),
    },
}
_LEADING_FILLER = re.compile(
    r"^\s*(?:(?:(?:o+h+|ok|okay|yeah|yep|yes|u+m+|u+h+|u+g+h+|a+h+|h+m+|well|so|hm|i\s+guess|i\s+think|maybe|"
    r"probably|and|also|plus)(?![\w'])|嗯+|哦+|噢|好吧|好的|呃+|那是|那就是|就是|应该是|可能是|还有)[\s,.!…，。！、~]*)+",
    re.I,
)
_TRAILING_FILLER = re.compile(
    r"(?:[\s,.!?…，。！？~]*(?:(?<![\w'])(?:lol|lmao|haha+|then|i\s+guess|i\s+think|maybe)(?![\w'])|吧|呗|啦|嘛|呀|哈+))+"
    r"[\s,.!?…，。！？~]*$",
    re.I,
)
_PIECE_BREAK = re.compile(r"[.?!…。？！，,;；、]+|\s+(?:and|n|&|plus)\s+|还有|以及", re.I)
_LISTED = re.compile(r"还有|以及|、|(?<![\w'])(?:and|n|plus)(?![\w'])|&", re.I)
_DEGREE_FIRST = re.compile(r"(?:有点|有些|挺|很|特别|非常|好|太|超|蛮|真)")
_JOIN_PIECES = {"en": " and ", "zh-hans": "和"}
_INNER_BREAK = re.compile(r"[.。]\s*(?=(?:and|or|but|also|plus)\s)|[.。]\s*(?=还有|而且|也)", re.I)


def _language(locale: str) -> str:
    return "zh-hans" if locale == "zh-hans" else "en"


def bare(text: str) -> str:
    """``text`` without the interjections it opens with ("ok. frustrated" → "frustrated", 嗯，担心 → 担心)."""
    return _LEADING_FILLER.sub("", text.strip()) or text.strip()


def pieces(text: str) -> list[str]:
    """A listed answer's items, each without the words around it ("uh the need... rest? and cooperation lol" →
    "the need", "rest", "cooperation"; 那是支持吧，还有休息 → 支持, 休息)."""
    found = []
    for piece in _PIECE_BREAK.split(text):
        piece = _TRAILING_FILLER.sub("", _LEADING_FILLER.sub("", piece.strip())).strip()
        if piece:
            found.append(piece)
    return found


def joined_pieces(items: list[str], locale: str) -> str:
    """Items of one answer as one phrase ("rest and cooperation", 支持和休息)."""
    return _JOIN_PIECES[_language(locale)].join(items)


def reading(component: str, text: str, locale: str) -> str | None:
    """The sentence a bare answer for ``component`` is read as (``None`` when the step has no frame)."""
    frame = READING_FRAMES[_language(locale)].get(component)
    return frame.format(text=bare(text)) if frame else None


def framed_part(component: str, text: str, locale: str) -> str:
    """``text`` as its step's part of a statement: bare feeling or need words get the step's frame."""
    text = text.strip()
    language = _language(locale)
    frame = _JOINING_FRAMES[language].get(component)
    if frame is None or not text or _HAS_FRAME[language][component].search(text):
        return text
    if component == "need" and _LISTED.search(text):  # "尊重吧，还有整洁" → 尊重和整洁, without the words around them
        return frame.format(text=joined_pieces(pieces(text), language) or bare(text))
    inner = _INNER_BREAK.sub(" " if language == "en" else "，", bare(text)).strip()
    if language == "zh-hans" and _DEGREE_FIRST.match(inner):
        return "我" + inner  # 有点烦 → 我有点烦, not 我感到有点烦
    return frame.format(text=inner)


def joined_statement(answers: dict[str, str], locale: str) -> str:
    """One statement from the four answers, each in its step's frame, joined the way the language does."""
    language = _language(locale)
    parts = [framed_part(component, str(answers.get(component) or ""), language) for component in COMPONENTS]
    zh = language == "zh-hans"
    if parts[2] and parts[1] and _SPEAKERS_NEED[language].match(parts[2]):
        parts[2] = ("因为" if zh else "because ") + parts[2]  # "I'm annoyed, because I need consideration"
    head = ("，" if zh else ", ").join(part.rstrip("。，,.！!") for part in parts[:3] if part)
    request = parts[3].strip()
    if request and not request.endswith(_CLOSING) and _ASKED[language].search(request):
        request += "？" if zh else "?"  # 你愿意…吗 / "would you…": a question, closed as one
    sentences = [sentence for sentence in (head, request) if sentence]
    if not zh:
        sentences = [sentence[:1].upper() + sentence[1:] for sentence in sentences]
    return ("。" if zh else ". ").join(sentences)

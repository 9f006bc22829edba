"""Chinese rhetorical questions by their form: a question that blames asks nothing.

Why this exists: 反问 is how people in Chinese chat most often blame without a word of blame (都不用上班的吗？,
你非要这么说话吗, 谁会在乎我的感受呢, 咋不自己开店呢？). A list of whole phrases catches the ones it lists; this
reads the form instead. A sentence is a rhetorical question when it is asked (？, 吗, or a closing 呢/嘛 with no
full stop) and carries an adverb of reproach inside the question: 都/还/也 before a negation, 这么/那么 or 是
(都这么难听吗), 非要/偏偏, why or how before a negation or a degree (咋不, 怎么这么; not a plain manner, 怎么这么早),
who-would (谁会, 谁在乎), 是不是…就不… (是不是收了钱就不管事了), a virtue asked after (脸呢？, 良心呢？), 难道,
凭什么. A question that asks for something (能…吗, 要不…), about the speaker (我是不是…), about the listener's
thoughts (是不是觉得…, a guess) or with a feeling in it (你是不是很累？) is no such question.
"""

from __future__ import annotations

import re

from ..findings import Finding, alternation
from ..lexicons import zh_feelings, zh_judgements
from ..text import sentence_spans

_ASKED = re.compile(r"(?:\?|(?:吗|么)[^\u4e00-\u9fff\w!]*|(?:呢|嘛)[^\u4e00-\u9fff\w!.]*)$")
"""Asked: a question mark, 吗, or 呢/嘛 closing the text (呢！ and 嘛。 are said, not asked)."""
_REPROACH = re.compile(
    r"(?:都|还(?!是|不错|行|好|可以)|也)[^,.!?]{0,2}?(?:不|没|这么|那么|是)"
    r"|非要|非得|偏要|偏偏"
    r"|(?:咋|怎么|为啥|为什么|干嘛|干啥)(?:(?!这么|那么)[^,.!?]){0,4}?(?:不|没|就|还|老|总|又|(?:那么|这么)(?!"
    + alternation(zh_judgements.PLAIN_MANNERS_ZH)
    + "))"
    r"|谁(?:会|能|要|愿意|在乎|稀罕|管|让|叫|知道)"
    r"|是不是(?!觉得)[^,.!?]{1,8}?(?:就|又)(?:不|没|只|知道|会)"
    r"|(?:^|[,\s])(?:脸|良心|脑子|人性|素质|教养)呢"
    r"|难道|凭什么|凭啥|何必|何苦"
)
_NOT_RHETORICAL = re.compile(
    r"^[^你您他她]{0,4}我(?:们)?(?:是不是|该|能|可以|要|应该|到底|怎么)|要不|不如|是不是觉得"
    r"|(?:能|可以|愿意|方便)[^,.!?]{0,12}(?:吗|么)"
)
_FEELING = re.compile(zh_feelings.feelings_alternation())


def rhetorical_question(describing: str, text: str) -> Finding | None:
    """The first rhetorical question in ``describing`` (``text`` with the feeling, need and request parts blanked
    out), as an evaluation; ``text`` is read for feelings, which make a question a caring one."""
    for start, end in sentence_spans(describing):
        sentence = describing[start:end].strip()
        if not _ASKED.search(sentence) or _NOT_RHETORICAL.search(sentence) or _FEELING.search(text, start, end):
            continue
        if _REPROACH.search(sentence):
            return Finding("evaluation", (start, end), sentence.rstrip(" ?"), "rhetorical")
    return None

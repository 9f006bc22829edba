"""Throughput benchmark of the rule-based NVC statement analyzer (``nvcpractice.nvc.analyze``).

Why this exists: the analyzer runs inline in API requests and bulk seeding, so it must stay fast (the target is
at least 2,000 statements per second on one core). ``run()`` measures it on a varied mix of English and Chinese
statements; ``python bench/evaluator.py [seconds]`` prints the result as JSON.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nvcpractice.nvc import analyze

STATEMENTS: tuple[str, ...] = (
    "When I saw the dishes in the sink this morning, I felt frustrated because I need order. "
    "Would you be willing to wash them before dinner?",
    "You never help around the house.",
    "I feel like nobody cares what I think.",
    "I feel abandoned when you cancel our plans at the last minute.",
    "I need you to drive me to the airport on Friday.",
    "I'd love some peace and quiet this evening.",
    "Try to be more thoughtful.",
    "Could you text me when you leave the office?",
    "Clean up your room right now or you're grounded.",
    "I'm anxious about tomorrow's exam because I value doing well.",
    "She's so inconsiderate.",
    "You arrived at 9:40 for our 9:00 meeting twice this week.",
    "I feel that you don't trust me.",
    "Don't ever talk to me like that again.",
    "Why are you always so negative?",
    "It's really important to me to have time alone after work.",
    "<b>You never</b> listen to me 😤!!",
    "Ｉ　ＦＥＥＬ　ＳＡＤ ＡＮＤ ＴＩＲＥＤ．",
    "今天早上我看到水槽里有碗，我有点烦，因为我需要整洁。你愿意晚饭前把碗洗了吗？",
    "你总是不帮忙做家务。",
    "我觉得没有人在乎我的想法。",
    "你最后一分钟取消我们的计划，我感觉被抛弃了。",
    "我需要你周五开车送我去机场。",
    "我渴望今晚能安静一会儿。",
    "体贴一点。",
    "你下班离开公司的时候能给我发个消息吗？",
    "马上收拾你的房间，不然你就别想出门。",
    "我对明天的考试很焦虑，因为我看重成长。",
    "她太不体谅人了。",
    "这周我们九点开会，你两次九点四十才到。",
    "我觉得你不信任我。",
    "别再用那种语气跟我说话了。",
    "你为什么总是这么消极？",
    "下班后有独处的时间对我来说很重要。",
)


def run(seconds: float = 3.0) -> dict[str, float]:
    """Analyse the statement mix in a loop for about ``seconds`` on this core; return statements per second."""
    for text in STATEMENTS:  # warm up (regex compilation happens at import, caches here)
        analyze(text)
    count = 0
    start = time.perf_counter()
    deadline = start + max(seconds, 0.01)
    now = start
    while now < deadline:
        for text in STATEMENTS:
            analyze(text)
        count += len(STATEMENTS)
        now = time.perf_counter()
    return {"statements_per_s": round(count / (now - start), 1)}


if __name__ == "__main__":
    print(json.dumps(run(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0)))

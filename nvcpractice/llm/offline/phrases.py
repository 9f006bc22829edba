"""Everything the offline coach says, in English and Chinese.

Phrases are Markdown (``**title**``); what is put into them (the learner's words, wiki entries, names) is not:
:func:`phrase` escapes every value except a phrase it filled before (:class:`CoachText`), so nothing a learner or
a wiki entry wrote turns into formatting.
"""

from __future__ import annotations

from nvcpractice.llm.markdown_literal import markdown_literal
from nvcpractice.nvc.mixed_script import fill

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "handbook_intro": "Here is what the NVC handbook says:",
        "wiki_intro": "From the learners' wiki:",
        "nothing_found": "I couldn't find anything on that in the handbook. Could you ask it another way?",
        "lookup_failed": "I couldn't look that up just now ({error}).",
        "free_help": (
            "Ask me anything about Nonviolent Communication — observations, feelings, needs, requests — or say "
            '"role-play" or "four steps" to practise.'
        ),
        "progress": (
            "In the last {period} you practised {sessions} session(s) and had {evaluations} whole statement(s) "
            "evaluated{average}. {streak}"
        ),
        "average": ", averaging {score}/100",
        "streak": "Your streak: {days} day(s) in a row.",
        "no_streak": "Practise today to start a streak.",
        "weakest": "Your weakest component is {component}. Next exercise: {exercise}",
        "profile": "You are {name}; your goals: {goals}.",
        "no_goals": "none set yet",
        "wiki_saved": 'I proposed the wiki entry "{title}". Staff will review it before others can read it.',
        "scenario_start": (
            "Let's practise: **{title}** (difficulty {difficulty}).\n\n{situation}\n\nI'll play {role}; my tips "
            "come separately. How would you answer them? Try to say what you saw, how you feel and what you need, "
            "and ask for something concrete — or first guess what they feel and need."
        ),
        "scenario_none": "I couldn't find a scenario for that. Tell me a topic, or ask me to create one.",
        "scenario_failed": "That didn't work: {error}. Let's try another scenario.",
        "intro": (
            "Let's build one NVC statement in four steps: observation, feeling, need, request. Think of a situation "
            "that bothers you."
        ),
        "step_observation": "Step 1 of 4 — Observation: what happened, exactly as a camera would record it?",
        "step_feeling": "Step 2 of 4 — Feeling: how did you feel when that happened?",
        "step_need": "Step 3 of 4 — Need: which need of yours was behind that feeling?",
        "step_request": (
            "Step 4 of 4 — Request: what concrete action would you ask for, as a question the other person could "
            "decline?"
        ),
        "accepted": "✓ That is a clear {component}: “{answer}”",
        "also_accepted": "✓ It already holds your {component} too: “{answer}” — no need to write it again.",
        "kept": "✓ The {component} in it is already clear: “{answer}” — I'll keep it; you won't be asked for it again.",
        "first_try": (
            "Not quite yet. Looking at the {component} in “{text}”, I find {label_text}. {suggestion}\n\n"
            "Try the {component} again, in your own words."
        ),
        "worked_example": (
            "Still not quite — in “{text}” I find {label_text}. Here is a worked example from your own "
            "situation:\n\n> {example}\n\nThe {component} in it is “{answer}”. {why}\n\n"
            "Now write your own {component}."
        ),
        "worked_example_general": (
            "Still not quite — in “{text}” I find {label_text}. Here is a worked example of a sentence that works:"
            "\n\n> {example}\n\n{why} Put your own situation into a sentence like it.\n\n"
            "Now write your own {component}."
        ),
        "offer": (
            "{lead} In “{text}” I still find {label_text}. Here is something you can use for the {component}:"
            "\n\n> {answer}\n\n"
            "Reply **use this** to take it and move on, or change it and send your own version."
        ),
        "where": "Step {number} of 4 — {component}.",
        "aside_help": "{where} Here is a way to put it from what you've told me:\n\n> {answer}\n\n{why} "
        "Write your own version, or reply **use this** to take it.",
        "aside_stop": "{where} That's okay — we can stop here. {so_far}Come back to the {component} whenever you like.",
        "aside_so_far": "So far you have: “{statement}”. ",
        "aside_other": "{where} {prompt}",
        "lead_0": "Let's not get stuck here.",
        "lead_1": "This step is a tricky one, and that's fine.",
        "lead_2": "Here is one more way forward.",
        "why_observation": (
            "It says only what a camera would have recorded — what happened, and when — with no judgement in it."
        ),
        "why_feeling": "It names an emotion you feel, not what someone did to you or what you think of them.",
        "why_need": "It names something every person needs, not tied to one person or one action.",
        "why_request": ("It asks for one concrete action, with a time, as a question the other person can say no to."),
        "done": "You have all four parts. Here is your whole NVC statement:\n\n> {statement}\n\nScore: {score}/100.",
        "done_focus": (
            "Well practised. Here is what you wrote:\n\n> {statement}\n\nStart a new four-step practice to build a "
            "whole statement from the observation on."
        ),
        "done_already": (
            "This four-step practice is complete:\n\n> {statement}\n\n"
            "Start a new four-step session to practise another "
            "one."
        ),
        "evaluate_failed": "I couldn't evaluate that ({error}). Could you write it again?",
        "component_observation": "observation",
        "component_feeling": "feeling",
        "component_need": "need",
        "component_request": "request",
        "profile_saved": "Updated your profile: {fields}.",
    },
    "zh-hans": {
        "handbook_intro": "NVC 手册里是这样说的：",
        "wiki_intro": "来自学习者百科：",
        "nothing_found": "手册里没有找到相关内容。能换个方式问问吗？",
        "lookup_failed": "暂时查不到（{error}）。",
        "free_help": "关于非暴力沟通的观察、感受、需要、请求，你都可以问我；说“角色扮演”或“四步练习”就可以开始练习。",
        "progress": "最近{period}你练习了 {sessions} 次，评估了 {evaluations} 句完整的表达{average}。{streak}",
        "average": "，平均 {score} 分",
        "streak": "你已经连续练习 {days} 天。",
        "no_streak": "今天练一次，就能开始连续打卡。",
        "weakest": "你最需要加强的是“{component}”。下一个练习：{exercise}",
        "profile": "你是{name}；你的目标：{goals}。",
        "no_goals": "还没有设定",
        "wiki_saved": "我已提交百科条目“{title}”，管理员审核后其他人才能看到。",
        "scenario_start": (
            "我们来练习：**{title}**（难度 {difficulty}）。\n\n{situation}\n\n"
            "我来扮演{role}，教练的提示会单独给出。你会怎么回应？试着说出你看到了什么、你的感受和需要，"
            "再提出一个具体的请求——也可以先猜一猜对方的感受和需要。"
        ),
        "scenario_none": "没有找到合适的情景。告诉我一个话题，或者让我为你生成一个。",
        "scenario_failed": "没有成功：{error}。我们换一个情景试试。",
        "intro": "我们分四步完成一句非暴力沟通的表达：观察、感受、需要、请求。先想一个让你在意的情境。",
        "step_observation": "第 1 步（共 4 步）——观察：发生了什么？像摄像机一样客观地描述。",
        "step_feeling": "第 2 步（共 4 步）——感受：当时你有什么感受？",
        "step_need": "第 3 步（共 4 步）——需要：这个感受背后，你的什么需要没有被满足？",
        "step_request": "第 4 步（共 4 步）——请求：你希望对方具体做什么？用对方可以拒绝的问句说出来。",
        "accepted": "✓ 这是清楚的{component}：“{answer}”",
        "also_accepted": "✓ 这句话里也已经有了你的{component}：“{answer}”，这一步不用再写了。",
        "kept": "✓ 其中的{component}已经很清楚了：“{answer}”。我先记下，到那一步就不用再写了。",
        "first_try": (
            "还差一点。看你写的“{text}”，{component}这一步，我看到的是：{label_text}。{suggestion}\n\n"
            "请用你自己的话再写一次{component}。"
        ),
        "worked_example": (
            "还没到位——“{text}”里，我看到的是：{label_text}。下面用你自己的情境写一个例子：\n\n> {example}\n\n"
            "其中的{component}是“{answer}”。{why}\n\n现在用你自己的话写一句{component}。"
        ),
        "worked_example_general": (
            "还没到位——“{text}”里，我看到的是：{label_text}。下面是一个可行的例子：\n\n> {example}\n\n"
            "{why}把你自己的情境放进这样的句子里。\n\n现在用你自己的话写一句{component}。"
        ),
        "offer": (
            "{lead}“{text}”里，我看到的仍然是：{label_text}。这里有一句可以直接用的{component}：\n\n> {answer}\n\n"
            "回复“用这个”就采用它，继续下一步；也可以改一改，再发你自己的版本。"
        ),
        "lead_0": "我们别卡在这里。",
        "lead_1": "这一步确实不容易，没关系。",
        "lead_2": "再换个方式帮你往前走。",
        "where": "第 {number} 步（共 4 步）——{component}。",
        "aside_help": "{where}根据你说的情况，可以这样说：\n\n> {answer}\n\n{why}"
        "用你自己的话写一句，或者回复 **用这个** 直接采用。",
        "aside_stop": "{where}没关系，我们可以先停在这里。{so_far}想继续的时候，再回来写{component}。",
        "aside_so_far": "目前你已经写了：“{statement}”。",
        "aside_other": "{where}{prompt}",
        "why_observation": "它只说摄像机能拍到的内容——发生了什么、什么时候——没有评判。",
        "why_feeling": "它说的是你心里的情绪，而不是别人对你做了什么，也不是你对对方的看法。",
        "why_need": "它说的是每个人都有的需要，不绑定某个人或某个具体做法。",
        "why_request": "它请对方做一件具体的事，带上时间，并且用对方可以拒绝的问句来问。",
        "done": "四个部分都齐了。这是你完整的非暴力沟通表达：\n\n> {statement}\n\n得分：{score}/100。",
        "done_focus": "练得不错。这是你写下的：\n\n> {statement}\n\n新开一个四步练习，就可以从观察开始完成一整句表达。",
        "done_already": "这次四步练习已经完成：\n\n> {statement}\n\n新开一个四步练习，就可以再练一句。",
        "evaluate_failed": "暂时无法评估（{error}）。能再写一遍吗？",
        "component_observation": "观察",
        "component_feeling": "感受",
        "component_need": "需要",
        "component_request": "请求",
        "profile_saved": "已更新你的资料：{fields}。",
    },
}

PERIOD_NAMES = {
    "en": {"week": "week", "month": "month", "quarter": "three months", "year": "year", "all": "whole time"},
    "zh-hans": {"week": "一周", "month": "一个月", "quarter": "三个月", "year": "一年", "all": "一段时间"},
}


class CoachText(str):
    """A phrase the coach filled, in its own Markdown: put into another phrase as it is."""


def coach_text(text: str) -> CoachText:
    """``text`` the coach assembled from its own phrases (joined, wrapped in its own markup): not escaped again."""
    return CoachText(text)


def _literal(value: object) -> object:
    return markdown_literal(value) if isinstance(value, str) and not isinstance(value, CoachText) else value


def phrase(tables: dict[str, dict[str, str]], locale: str, key: str, **values) -> CoachText:
    """``key`` from a per-language phrase table (Chinese for ``zh-hans``, else English), filled with ``values``,
    each shown as written (see the module); an English name in a Chinese sentence gets a space on each side
    (``nvc.mixed_script``)."""
    table = tables["zh-hans" if locale == "zh-hans" else "en"]
    if not values:
        return CoachText(table[key])
    return CoachText(fill(table[key], **{name: _literal(value) for name, value in values.items()}))


def say(locale: str, key: str, **values) -> str:
    return phrase(PHRASES, locale, key, **values)

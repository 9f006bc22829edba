"""What the offline coach says in free dialogue, in English and Chinese (each in its own idiom)."""

from __future__ import annotations

from typing import Any

from nvcpractice.llm.offline.phrases import phrase

ANSWER_PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "read_more": "_Read more: “{title}” ({source})_",
        "go_on": "Ask “why?” or “give me an example” to go on.",
        "not_sure": (
            "I don't have a good answer to that offline, and I'd rather not guess. The handbook page “{title}” may "
            "be related. What I can do: explain observations, feelings, needs and requests; tell you whether a word "
            "is a feeling or a need; suggest an NVC way to say a sentence you share (paste it after a colon); or "
            "practise with you in a role-play or the four steps."
        ),
        "wiki_line": "From the learners' wiki — **{title}**: {text}",
        "why": "Why it matters: {why}",
        "example": "For example: {example}",
        "more": "{why}\n\nFor example: {example}",
        "another_angle": "That's the example I have for this topic. Here is how the handbook goes on:",
        "all_said": "That's all I have on “{title}”. Ask me about something else, or share a sentence to work on.",
        "no_topic": (
            "Happy to go deeper — on which topic? Ask me something about NVC first, for example “What's the "
            "difference between a need and a strategy?”"
        ),
        "why_rewrite": (
            "Because in “{text}” I find {found}. {why} Tell me what actually happened, and I'll put it in."
        ),
        "why_observation": (
            "A description the other person could have filmed is hard to argue with; a verdict invites defence."
        ),
        "why_feeling": "Naming your own feeling tells them what is alive in you without blaming them for it.",
        "why_need": (
            "A need everyone shares lets them see what matters to you, without pinning it on one action of theirs."
        ),
        "why_request": "A doable request, asked as a question, gives them a clear way to help and room to say no.",
        "social_leave_0": "Good luck with it. Come back any time you want to practise.",
        "social_leave_1": "Take care — I'm here whenever you want to try it again.",
        "social_thanks_0": "You're welcome. If you want to practise it out loud first, say “role-play”.",
        "social_thanks_1": "Glad it helped. Share how it went, or a sentence you'd like to say differently.",
        "social_greeting_0": (
            "Hi! What would you like to work on — a word, a sentence you said, or a conversation ahead?"
        ),
        "social_greeting_1": (
            "Hello again. Ask me anything about NVC, or share a sentence you'd like to say the NVC way."
        ),
        "social_off_topic_0": (
            "That's outside what I can help with — I'm a coach for Nonviolent Communication. Is there a "
            "conversation on your mind, or a sentence you'd like to say differently?"
        ),
        "social_off_topic_1": (
            "I can't help with that one, sorry. I can help with how to say something: share a sentence, or ask "
            "about observations, feelings, needs or requests."
        ),
        "not_sure_again": (
            "I still don't have a good answer to that offline. The page “{title}” may be related; or share the "
            "exact sentence you want to say, and I'll suggest an NVC way to put it."
        ),
        "nothing_found": (
            "I don't have an answer to that offline. What I can do: explain observations, feelings, needs and "
            "requests; tell you whether a word is a feeling or a need; suggest an NVC way to say a sentence you share "
            "(paste it after a colon); or practise with you in a role-play or the four steps."
        ),
        "said_already": (
            "I've shared what I have on that. To take it further, send me a sentence you'd like to say and I'll "
            "suggest an NVC way to put it, or ask me about a feeling, a need or a request."
        ),
        "said_already_again": (
            "That's as far as I can take it offline. Whenever you like, try it out in a role-play or the four steps "
            "from Practice."
        ),
        "nothing_found_again": (
            "That one is beyond me offline too. If it's about a conversation, tell me what was said, and we can "
            "look at it the NVC way together."
        ),
        "nothing_found_third": (
            "I can't help with that here, sorry. Whenever you want, share a sentence you'd like to say differently "
            "or ask about a feeling, a need or a request."
        ),
        "free_help": (
            "Ask me anything about Nonviolent Communication — observations, feelings, needs, requests, empathy — or "
            "share a sentence you said and I'll suggest an NVC way to say it. Say “role-play” or “four steps” to "
            "practise."
        ),
        "classify_yes": "Yes — I read “{phrase}” as {label}.",
        "classify_no": "Not quite — I read “{phrase}” as {label}. {suggestion}",
        "faux": (
            "Not quite. “{word}” says what you think someone did to you rather than how you feel. Underneath it you "
            "might feel {feelings} — perhaps because you need {needs}. You could say: “I feel {feeling}, because I "
            "need {need}.”"
        ),
        "evaluate_intro": "Here is how your sentence reads, part by part:",
        "component_line": "- {component}: {label}{evidence}",
        "evidence": " (“{evidence}”)",
        "rewrite_intro": "One way to say it, from what you wrote — check it says what actually happened:",
        "rewrite_intro_borrowed": (
            "Here is the shape of it, with a moment from another situation — tell me one time it happened to you "
            "(when, what was said or done), and I'll put yours in:"
        ),
        "all_four": "All four parts are there — nicely done.",
        "goals": (
            "I can't change your goals from this chat — they're yours to set. To add {goal}, open your profile page "
            "(/profile/) and edit your goals there. Or do a four-step practice: once your statement is complete I "
            "can propose the change, and it's saved only when you approve it."
        ),
        "goal_quoted": "“{goal}”",
        "goal_it": "it",
        "observation": "Observation",
        "feeling": "Feeling",
        "need": "Need",
        "request": "Request",
        "or": " or ",
        "list_sep": ", ",
    },
    "zh-hans": {
        "read_more": "_延伸阅读：《{title}》（{source}）_",
        "go_on": "想知道为什么，或者想看个例子，直接问我就好。",
        "not_sure": (
            "这个问题我离线时答不好，也不想乱猜。手册里的《{title}》可能相关。我能做的是：讲清观察、感受、需要和请求；"
            "告诉你一个词算不算感受或需要；把你发来的一句话换成非暴力沟通的说法（写在冒号后面）；或者陪你做角色扮演、四步练习。"
        ),
        "wiki_line": "学习者百科里的相关条目——**{title}**：{text}",
        "why": "为什么这样做：{why}",
        "example": "举个例子：{example}",
        "more": "{why}\n\n举个例子：{example}",
        "another_angle": "这个话题我准备的就是这个例子。手册里接着是这样说的：",
        "all_said": "关于“{title}”，我能说的就是这些了。可以问我别的问题，或者发一句你想改的话。",
        "no_topic": "好啊，想深入聊哪个话题？先问我一个关于非暴力沟通的问题吧，比如“需要和策略有什么区别？”",
        "why_rewrite": "因为在“{text}”里，我看到的是：{found}。{why}把实际发生的情况告诉我，我帮你换进去。",
        "why_observation": "对方能拍下来的描述很难争辩；一个定性的评判，只会让对方急着辩解。",
        "why_feeling": "说出自己的感受，让对方知道你心里发生了什么，而不是在指责对方。",
        "why_need": "人人都有的需要，能让对方看见你在乎什么，而不是把它绑在对方的某个做法上。",
        "why_request": "一个具体可行、用问句提出的请求，让对方知道怎么帮你，也留有说“不”的余地。",
        "social_leave_0": "祝顺利！想练的时候随时回来。",
        "social_leave_1": "保重，想再试一次的时候我都在。",
        "social_thanks_0": "不客气。想先开口练一练的话，说“角色扮演”就可以。",
        "social_thanks_1": "能帮上忙就好。可以说说后来怎么样，或者发一句你想换个说法的话。",
        "social_greeting_0": "你好！想练点什么——一个词、一句你说过的话，还是一场要进行的对话？",
        "social_greeting_1": "又见面了。关于非暴力沟通的问题都可以问，或者发一句你想换个说法的话。",
        "social_off_topic_0": (
            "这个超出了我能帮的范围——我是非暴力沟通的教练。你心里有没有一场想好好说的对话，或者一句想换个说法的话？"
        ),
        "social_off_topic_1": "这个我帮不上忙，抱歉。我能帮你想怎么说：发一句话给我，或者问问观察、感受、需要、请求。",
        "not_sure_again": (
            "这个问题我离线时还是答不好。《{title}》可能相关；"
            "或者把你想说的那句话原样发给我，我帮你换成非暴力沟通的说法。"
        ),
        "nothing_found": (
            "这个问题我离线时答不了。我能做的是：讲清观察、感受、需要和请求；告诉你一个词算不算感受或需要；"
            "把你发来的一句话换成非暴力沟通的说法（写在冒号后面）；或者陪你做角色扮演、四步练习。"
        ),
        "said_already": (
            "这个我能说的都说了。想再往下走的话，发一句你想说的话给我，我帮你换成非暴力沟通的说法；或者问问感受、需要、请求。"
        ),
        "said_already_again": "离线的时候我只能讲到这里。想试试的话，可以去练习页开始角色扮演或四步练习。",
        "nothing_found_again": (
            "这个我离线时也答不上来。如果和一场对话有关，把当时说的话告诉我，我们一起用非暴力沟通的方式看看。"
        ),
        "nothing_found_third": (
            "这个我在这里帮不上忙，抱歉。想好了的话，发一句想换个说法的话，或者问问感受、需要、请求都可以。"
        ),
        "free_help": (
            "关于非暴力沟通的观察、感受、需要、请求和倾听，你都可以问我；也可以发一句你说过的话，我帮你换成非暴力沟通的"
            "说法。说“角色扮演”或“四步练习”就可以开始练习。"
        ),
        "classify_yes": "是的——我把“{phrase}”理解为{label}。",
        "classify_no": "还不完全是——我把“{phrase}”理解为{label}。{suggestion}",
        "faux": (
            "不算。“{word}”说的是你认为别人对你做了什么，而不是你的感受。它底下也许是{feelings}，可能因为你需要{needs}。"
            "可以这样说：“我感到{feeling}，因为我需要{need}。”"
        ),
        "evaluate_intro": "我来逐项看看这句话：",
        "component_line": "- {component}：{label}{evidence}",
        "evidence": "（“{evidence}”）",
        "rewrite_intro": "照你写的，可以这样说——看看是不是你实际遇到的情况：",
        "rewrite_intro_borrowed": (
            "大致可以这样说，不过里面的情境是借来的——告诉我一次具体发生的情况（什么时候、说了什么或做了什么），"
            "我帮你换成你的："
        ),
        "all_four": "四个部分都齐了，说得很好。",
        "goals": (
            "在对话里我不能直接改你的目标——目标由你自己定。想加上{goal}，可以打开个人资料页（/profile/）编辑目标；"
            "也可以做一次四步练习，整句话完成后我会提出修改，你确认了才会保存。"
        ),
        "goal_quoted": "“{goal}”",
        "goal_it": "这一条",
        "observation": "观察",
        "feeling": "感受",
        "need": "需要",
        "request": "请求",
        "or": "或",
        "list_sep": "、",
    },
}


def say_answer(locale: str, key: str, **values: Any) -> str:
    return phrase(ANSWER_PHRASES, locale, key, **values)


def join_words(locale: str, words: tuple[str, ...] | list[str]) -> str:
    """``lonely, hurt or sad`` / ``孤单、受伤或难过``."""
    words = list(dict.fromkeys(words))
    if len(words) <= 1:
        return "".join(words)
    return say_answer(locale, "list_sep").join(words[:-1]) + say_answer(locale, "or") + words[-1]

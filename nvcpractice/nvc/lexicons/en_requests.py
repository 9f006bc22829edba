"""English request language: request openers, obligation and threat words, vague and negative request markers.

Why this exists: the rubric decides requests in a fixed order (demand, then vague, then request). These lists
say what marks a sentence as asking for something, what makes it coercive, and what makes it abstract.
"""

from __future__ import annotations

from ._parse import words

# Openers of a request the other person can decline (question or polite statement).
REQUEST_OPENERS: tuple[str, ...] = words(
    """
    would you, could you, can you, will you, would u, could u, can u, might you, would you be willing,
    are you willing, are you open to, would you be open to, would it be ok, would it be okay,
    would it be alright, would it work for you, would that work, does that work, is it ok if, is it okay if,
    would you mind, do you mind, do you want to, would you like to, how about, how would you feel about,
    how do you feel about, what if we, what if you, can we, could we, shall we, should we, may i ask,
    i'd like you to, i would like you to, i'd love it if you, i would love it if you, i'd love for you to,
    i would love for you to, i'd appreciate it if you, i would appreciate it if you,
    i'd really appreciate it if you, i'd like to ask you, i would like to ask you, i'd like to ask if you,
    i'm asking you to, i am asking you to, i'm asking if you, my request is, i wonder if you,
    i wonder whether you, i'm wondering if you, i was wondering if you, let's, let us, i'd like us to,
    i would like us to, are you up for, are you able to, would you agree to, why don't we,
    is there any chance you, any chance you, i'd really like you to, i request that you, would you please,
    could you please, can you please, i'd like it if you, i would like it if you, i'd prefer that you,
    i would prefer that you, i'd prefer if you, are you willing to, would it be possible,
    is it possible for you, would you consider, will you please, do you think you could, do you think you can,
    it would be great if you, it'd be great if you, it would be nice if you, it'd be nice if you,
    it would be good if you, it'd be good if you, it would help if you, it'd help if you,
    it would really help if you, it'd really help if you, it would mean a lot if you, it'd mean a lot if you,
    it would mean a lot to me if you, it'd mean a lot to me if you
    """
)

# Phrases that make a request a demand wherever they appear (obligation, coercion, threats).
DEMAND_PHRASES: tuple[str, ...] = words(
    """
    i need you to, we need you to, i need y'all to, i want you to, we want you to, i expect you to,
    we expect you to, i demand, i insist, i'm telling you to, i am telling you to, i order you, that's an order,
    you'd better, you had better, you better, or else, otherwise, unless you, no excuses, no ifs, no buts,
    or you're, or you'll, or you will, or you are, or i'll, or i will, or we'll, or we will, or there will be,
    or there'll be, or you can forget, or you lose, or you won't, or you get, or you don't get, or no,
    i don't want to hear, end of discussion, end of story, not up for discussion, you're not allowed,
    you are not allowed, you're not to, you are not to, i forbid, don't you dare, you'll have to,
    you will have to, you're going to have to, you are going to have to, it's your job to, it is your job to,
    you are expected to, you're expected to, you are required to, you're required to, i require you,
    whether you like it or not, like it or not, i'm not asking, i am not asking, this is not a request,
    do as i say, do what i say, because i said so, right this minute, this instant, what i need is for you to,
    what i want is for you to, i need you home, i need you here, i need you back, i need you there
    """
)

# Obligation modals; a demand when the subject is someone other than the speaker ("you should", "we must").
OBLIGATION_MODALS: tuple[str, ...] = words(
    """
    must, have to, has to, have got to, has got to, 've got to, 's got to, got to, gotta, need to, needs to,
    should, shouldn't, ought to, had better, 'd better, better, are to, is to, 're to, must not, mustn't,
    are obliged to, are supposed to, 're supposed to
    """
)

# Verbs asking for an inner quality or attitude rather than a doable action.
QUALITY_VERB_PHRASES: tuple[str, ...] = words(
    """
    respect me, respect my, respect us, understand me, understand that, understand how, appreciate me,
    appreciate what, appreciate my, care about, care for me, care more, love me, support me, value me, value my,
    trust me, accept me, accept that, notice me, consider my, consider others, be there for, pay attention,
    pay more attention, take me seriously, take this seriously, take responsibility, take more responsibility,
    behave, grow up, calm down, chill, relax, cheer up, get over it, get it together, get your act together,
    pull your weight, communicate better, communicate more, improve, change your attitude,
    change your behaviour, change your behavior, act your age, show some respect, show respect,
    show some interest, show more interest, show interest, show appreciation, show some appreciation,
    make an effort, make more of an effort, put in more effort, put in some effort, try harder, try to be,
    do better, step up, help out, help around, listen to me, listen more, listen better, open up, be present,
    think about others, think of others, think before, treat me better, treat me with respect, treat me right,
    treat me well, treat me like, sort yourself out, fix your attitude, lose the attitude, watch your tone,
    watch your mouth, mind your manners, respect my boundaries, give me some space, give me space,
    give me a break, cooperate, do your part, do your share, pitch in, play nice, get along,
    take care of things, be an adult, be a grown-up, be a better, be a team player, be on my side, be nice,
    be kind, be considerate, be respectful, be supportive, be patient, be polite, be responsible, be reasonable,
    be mature, be honest, be careful, be helpful, be thoughtful, be understanding, be positive, be good,
    be fair, be tidy, be neat, be caring, be gentle, be attentive, be sweet, be generous, be grateful,
    be cooperative, be flexible, be reliable, be organised, be organized, be serious, be involved, be proactive,
    be more, be less, be nicer, be kinder, be better, be a bit, be a little, be friendly, be warmer,
    be sensible, be consistent, be professional, be focused, be motivated, be clean, be tidier, be cleaner,
    be neater, be quieter, be faster, be smarter, help me more, help more, help a bit more, do more,
    do something, do something about, make it right, make things right, make it up to me, stay positive
    """
)

# Words inside a request that make it abstract or unbounded rather than one doable action.
ABSTRACT_MARKERS: tuple[str, ...] = words(
    """
    always, ever, never, every time, all the time, in general, for once, more often, properly,
    appropriately, a bit more, a little more, a lot more, somehow, more considerate, more supportive,
    more responsible, more careful, more patient, more respectful, more helpful, more involved, more attentive,
    more present, a bit nicer, nicer, kinder, at all, in the future, sometime, some time, someday,
    at some point, whenever you can, when you get a chance, more attention, more effort, more time with me,
    more help, more care, more respect
    """
)

# Phrases at the head of a request that ask for what NOT to do.
NEGATIVE_HEADS: tuple[str, ...] = words(
    """
    stop, quit, don't, do not, dont, never, no more, not, cut it out, knock it off, enough with, enough of,
    refrain from, avoid, cease, give up, lay off, leave me alone, get off my back, back off, butt out,
    mind your own business, let it go, drop it
    """
)

# "be" complements that are concrete and checkable ("be home by six") or part of a request opener
# ("be willing to"), so not a quality.
BE_CONCRETE: tuple[str, ...] = words(
    """
    home, here, there, back, ready, at, in, on, done, finished, out, up, downstairs, upstairs, available, free,
    on time, quiet, silent, in bed, awake, dressed, gone, the one, my, our, your, over, under, late, early,
    away, by, with, near, around, inside, outside, in charge of, responsible for, the first, the last,
    there for, on call, willing, able, open, ok, okay, alright, happy, prepared, interested, down, up for,
    sure
    """
)

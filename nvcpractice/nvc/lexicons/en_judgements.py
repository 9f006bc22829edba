"""English evaluative language: generalisations, labels, moral judgements, motive-guessing, rhetorical questions.

Why this exists: an observation turns into an ``evaluation`` as soon as judgement is mixed into the description
("You never call", "She is lazy", "You did it on purpose", "Why are you so rude?"). These lists are what the
analyzer looks for in the describing part of a statement.
"""

from __future__ import annotations

from ._parse import words

# Generalisations: turn one event into a pattern.
GENERALISATIONS: tuple[str, ...] = words(
    """
    always, never, every time, whenever, everytime, each time, every single time, every single day, every day,
    every night, every morning, every week, constantly, continually, forever, all the time, all day long, 24/7,
    nonstop, non-stop, everyone, everybody, nobody, no one, none of you, not once, not even once, as usual,
    typical, typically, yet again, ever, any of you, at all times, without fail, whatsoever, again and again,
    over and over, day in day out, repeatedly, incessantly, perpetually, invariably, you keep, keeps on, keep on
    """
)

# Labels and moral judgements that are evaluative wherever they appear in the description.
LABEL_WORDS: tuple[str, ...] = words(
    """
    lazy, rude, selfish, irresponsible, inconsiderate, thoughtless, messy, sloppy, careless, stupid, idiotic,
    dumb, useless, hopeless, pathetic, ridiculous, crazy, insane, cruel, arrogant, stubborn, annoying,
    unreasonable, terrible, awful, horrible, disgusting, clingy, needy, controlling, bossy, manipulative,
    dishonest, two-faced, childish, immature, spoiled, spoilt, ungrateful, disrespectful, aggressive, hostile,
    passive-aggressive, overreacting, hysterical, lame, incompetent, unprofessional, unreliable, flaky, nasty,
    toxic, abusive, narcissistic, greedy, stingy, nosy, pushy, demanding, judgmental, judgemental, disorganised,
    disorganized, chaotic, filthy, gross, slovenly, untidy, noisy, obnoxious, unfair, hypocritical, hypocrite,
    liar, cheater, selfishly, rudely, lazily, carelessly, thoughtlessly, irresponsibly, clueless, naive,
    insensitive, uncaring, heartless, cold-hearted, callous, mean-spirited, vicious, evil, wicked, sneaky,
    shady, lazybones, slob, jerk, idiot, moron, loser, brat, coward, cowardly, spineless, weak-willed, lazy-ass,
    self-centered, self-centred, self-absorbed, entitled, bully, creep, creepy, weird, nuts, unhinged, paranoid,
    irrational, illogical, absurd, pointless, worthless, incapable, inept, negligent, reckless, impolite,
    ill-mannered, uncouth, vulgar, arrogantly, condescending, patronising, patronizing, smug, snobby, snobbish,
    pretentious, show-off, a show-off, bossily, careless, inattentive, distracted, unhelpful, uncooperative,
    difficult, impossible, whiny, moody, grumpy, lousy, shoddy, half-assed, a mess, a disaster, a joke,
    a nightmare, a pig, a slob, a baby, a child, a liar, a cheat, a control freak, a drama queen, a know-it-all,
    a failure, a hypocrite, a coward, disaster, pigsty, rude to
    """
)

# Words that judge only when predicated of someone ("you're so mean"), not in "what do you mean".
PREDICATE_LABELS: tuple[str, ...] = words(
    """
    rubbish, mess, disaster, nightmare,
    wrong, bad, sensitive, too sensitive, dramatic, weak, negative, critical, cheap, difficult, slow, mean,
    loud, useless, boring, a pain, unbearable, impossible, ridiculous, so mean, irritating, frustrating, clumsy,
    forgetful, lazy, careless, unfriendly, cold, distant, fake, jealous, possessive, rude, picky, fussy
    """
)

# Guessing at motives or inner states of others.
MOTIVE_PHRASES: tuple[str, ...] = words(
    """
    conveniently, sneakily, finally bothered, finally bothering, couldn't be bothered, could not be bothered,
    don't care, doesn't care, didn't care, do not care, does not care, never care, don't even care,
    couldn't care less, could not care less, don't give a damn, doesn't give a damn, don't give a shit,
    doesn't give a shit, on purpose, deliberately, intentionally, purposely, just to annoy, just to hurt,
    just to upset, just to spite, to spite me, to get back at, to punish me, to hurt me, to annoy me,
    to upset me, to humiliate me, to make me look, trying to control, trying to manipulate, trying to annoy,
    trying to hurt, trying to provoke, trying to upset, trying to get to me, only care about, only cares about,
    only think about, only thinks about, take me for granted, takes me for granted, took me for granted,
    can't be bothered, couldn't be bothered, don't respect, doesn't respect, didn't respect, don't value,
    doesn't value, don't appreciate, doesn't appreciate, don't love, doesn't love, don't listen, doesn't listen,
    never listen, never listens, ignore me, ignores me, ignored me, ignoring me, you think you're,
    think you're better, obviously, clearly you, clearly don't, of course you, you just don't get,
    you wanted to hurt, you want to control, out to get, have it in for, has it in for, doesn't matter to you,
    don't matter to you, you don't even try, you never try, you don't bother, didn't bother, disrespect,
    disrespected me, insulted me, humiliated me, betrayed me, abandoned me, manipulated me, used me, lied to me,
    you lied, blew me off, blow me off, brushed me off, showing off, to show off, being lazy, being selfish,
    being rude, being difficult, being childish, being dramatic, making excuses, wasting my time, wasting time,
    waste of time, messing with me, playing games
    """
)

# Openings of rhetorical questions; they evaluate and are not requests.
RHETORICAL_OPENERS: tuple[str, ...] = words(
    """
    why are you so, why were you so, why are you always, why are you such, why do you always, why do you never,
    why do you keep, why do you have to, why must you, why can't you, why couldn't you, why won't you,
    why would you, why did you, why is it so hard, why is it always, why does it always,
    why do i always have to, why do i have to, how could you, how can you, how dare you, how many times,
    how hard is it, how difficult is it, what's wrong with you, what is wrong with you, what the hell,
    what were you thinking, what is your problem, what's your problem, who do you think, are you kidding,
    are you serious, are you crazy, are you deaf, are you blind, are you stupid, are you even, do you ever,
    do you even, don't you ever, don't you think, don't you care, don't you see, don't you know, can't you see,
    can't you tell, can't you understand, can't you ever, is it too much to ask, is that too much to ask,
    would it kill you, is it so hard, is it really that hard
    """
)

# Praise that, in a sentence blaming by repetition ("Great job, you broke it again"), is sarcasm: a judgement.
SARCASTIC_PRAISE: tuple[str, ...] = words(
    """
    great, great job, great work, good job, good work, nice, nice job, nice work, nice one, nice going, well done,
    way to go, brilliant, perfect, fantastic, wonderful, terrific, lovely, bravo, thanks a lot, thanks a bunch,
    thanks for nothing, thank you so much, congratulations, congrats, smooth, smooth move, genius, awesome,
    just great, just perfect, just brilliant, marvellous, marvelous, splendid, superb, classic, impressive,
    real smooth, good one, top work, excellent, amazing, how lovely, how nice, how wonderful
    """
)

# Words of praise that make a sentence of their own ("Brilliant.", "Lovely."): a verdict, whether meant or mocking.
PRAISE_WORDS: tuple[str, ...] = words(
    """
    great, brilliant, lovely, perfect, fantastic, wonderful, amazing, cool, nice, superb, awesome, marvellous,
    excellent, splendid, terrific, charming, classy, smooth, super, fab, fabulous, outstanding, well done, good job
    """
)

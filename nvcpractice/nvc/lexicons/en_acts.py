"""English words for dialogue acts: what greeting, leaving, thanking, agreeing, giving up, asking the coach,
asking about NVC, threatening, venting and straying from the practice sound like.

Why this exists: a learner's message is not always an NVC statement. These classes of words let the act rules
(``rules/en_acts.py``) tell an aside to the coach, a goodbye or a threat from an attempt at a statement. Entries
are written with apostrophes; the rules also accept each one typed without them ("im", "dont").
"""

from __future__ import annotations

from ._parse import words

GREETINGS: tuple[str, ...] = words(
    """
    hi, hii, hiii, heyo, howya, namaste, hello, helo, hallo, hey, heyy, heyyy, hiya, heya, yo, howdy, hey there,
    hi there, hello there, good morning, good afternoon, good evening, morning, evening, afternoon, greetings, sup,
    wassup, whats up, what's up, g'day
    """
)

# Said on going: the whole clause is the goodbye, or it states the leaving.
LEAVINGS: tuple[str, ...] = words(
    """
    bye, byee, byeee, bye bye, goodbye, good bye, good night, goodnight, night, nite, nighty night, see ya, see you,
    see you later, see you tomorrow, see you soon, cya, later, laters, ttyl, talk later, talk soon, talk tomorrow,
    talk to you later, gtg, g2g, gotta go, got to go, gotta run, gotta dash, have to go, need to go, got to run,
    have to run, have to log off, need to log off, logging off, log off, signing off, heading out, head out,
    i'll head out, heading off, i'm off, i'm out, i'm done for today, done for today, done for now,
    that's all for now, that's it for today, that's enough for today, enough for today, going to bed, off to bed,
    going to sleep, head to bed, heading to bed, stopping here, stop here, stop there, stopping there, i need to stop,
    need to stop, leaving it there, leave it there, i'll leave it there, that's me for today, that's me done,
    have to dash, got to dash, ta-ra, tara, catch you, enough for one night, enough for tonight, i'll stop here,
    stop the role play, stop the roleplay, stop the role-play, stop the exercise, stop the practice, end the role play,
    end the roleplay, end the role-play, end the exercise, end the practice,
    let's stop, let's stop here, that's it for me, calling it a night, call it a night, catch you later,
    i'll come back later, come back later, i'll be back later, peace out, take care, i have to go, i need to go,
    i must go, i should go, gotta head off
    """
)

THANKS: tuple[str, ...] = words(
    """
    thanks, thank you, thank u, thank ya, thankyou, thanx, thx, ty, tysm, tyvm, cheers, many thanks, much appreciated,
    ta, appreciate it, appreciate that, appreciate you, i appreciate, grateful, thankful
    """
)

APOLOGIES: tuple[str, ...] = words(
    """
    sorry, sry, soz, apologies, i apologise, i apologize, apologise, apologize, my bad, forgive me, i was wrong, oops,
    whoops, pardon me
    """
)

# The head of a reply that accepts what was said or proposed.
AGREEMENTS: tuple[str, ...] = words(
    """
    ok, okay, okey, okk, k, kk, sure, yes, yess, yeah, yea, yep, yup, ya, yah, deal, fine, agreed, i agree, alright,
    all right, sounds good, sounds great, sounds fair, sounds like a plan, that works, works for me, fine by me,
    fine with me, good idea, great idea, perfect, fair, fair enough, makes sense, that makes sense, you're right,
    you are right, true, exactly, absolutely, of course, definitely, let's do it, let's do that, let's go,
    i can do that, will do, got it, great, cool, good, lovely, brilliant, done, sure thing, for sure, i'm in,
    count me in, that's fine, that's good, that's fair, that's true, right, correct, yes please, no problem,
    no worries
    """
)

# Giving up the practice itself: the scene or the exercise ends.
GIVING_UP: tuple[str, ...] = words(
    """
    i give up, give up, giving up, forget it, forget about it, forget the whole thing, whatever, never mind,
    nevermind, nvm, no point, what's the point, waste of time, a waste of time, i can't do this, can't do this,
    i don't think i can, i dont think i can, skip it, skip this, skip that, let's skip,
    none of this helps, none of this works, not in the mood, not feeling it, i'm calling it, calling it, can't face,
    couldn't care less, i'm done, i don't care, i quit, i'm done with this, leave it, drop it,
    doesn't work, does not work, won't work, not working, it's hopeless, i'm useless at this,
    i'm bad at this, i'm not good at this, i can't be bothered, can't be bothered, this is stupid,
    this is silly
    """
)

# Refusing what the other person asked: a move in the conversation, said to them, that ends nothing.
REFUSALS: tuple[str, ...] = words(
    """
    i can't do it, not doing it, i refuse, i won't, i will not, no way, nope, nah, not interested, i'd rather not,
    rather not, not doing that, not doing this, not saying that, not saying it, i'm not doing, i'm not saying,
    i'm not having, i'm not going to, i'm not gonna, no thanks, i'm not going, i'm not coming, i can't do,
    i cannot do, i can't make it, i couldn't possibly, can't rn, can't right now, not right now, no time
    """
)

# Addressed to the coach: asking what to say, for help, for an example or for feedback.
COACH_ASKS: tuple[str, ...] = words(
    """
    help, help me, helpp, i need help, need help, can you help, could you help, can u help, help me out,
    what should i say, what do i say, what can i say, what would i say, what should i write, what do i write,
    what should i do, what do i do, what should i tell, what do i tell, how do i say, how should i say, how can i say,
    how do i tell, how should i tell, how can i tell, how do i ask, how should i ask, how can i ask, how do i phrase,
    how should i phrase, how do i word, how should i word, how do i bring, how do i start, how should i start,
    how do i respond, how should i respond, how do i reply, how should i reply, how do i answer, how do i handle,
    how should i handle, how do i approach, how do i talk, how do i explain, how do i put, how do i get,
    how do i make, how do i end, how do i open, how do i raise, how would i say, how would you say,
    how would you phrase, how did i do, how was that, how'd i do, was that ok, was that okay, was that good,
    was that better, was that right, was that a good, is that ok, is this ok, is that okay, is this okay,
    is that good, is this good, is that right, is this right, did that sound, does that sound, did i do,
    what did i do wrong, what did i get wrong, where did i go wrong, can you play, could you play, can u play,
    can you be, can you pretend, can you act, can you role play, can you roleplay, can you give, can you show,
    can you suggest, can you rewrite, can you rephrase, can you fix, can you check, can you tell me, can u give,
    can u rewrite, can u suggest, can we practise, can we practice, can we try, can we do, can we start,
    can we role play, can we roleplay, can we go, let's practise, let's practice, i want to practise,
    i want to practice, i'd like to practise, i'd like to practice, i wanna practise, i wanna practice, idk how to,
    i don't know how to, don't know what to say, dont know what to say, no idea what to say, tell me what to say,
    just tell me, give me an example, give me a hint, give me a tip, any tips, any advice, any ideas, a hint,
    an example of, what's a good, what would be a good, is it better to, should i say, should i start, should i ask,
    should i tell, should i mention, should i guess, is this where i, did i sound, do i sound, does that work,
    does this work, does this sound, is that too, is this too, is it too, was the rest, where did it go wrong,
    be brutal, hint, hints, any hint, feedback, a tip, slow it down, one step at a time, am i close, way off,
    be honest, was it any good, was it good, how was it, can i try, could i try, another one, tell me straight,
    tell me honestly, what would you even say, i'd like to learn, i'd like to rehearse, i want to rehearse,
    i'd like to work on, want to learn, rehearse it, check this, could you check, can you make it, can u make it,
    make it sound, what would you write, what would u write, what would you say, what would u say, what do i even say,
    what do i even do
    """
)

# Concepts of the practice itself: asked about, they make a question about NVC.
NVC_CONCEPTS: tuple[str, ...] = words(
    """
    nvc, nonviolent, non-violent, non violent, the technique, the method, the philosophy, this method,
    is there a difference, what's the difference, difference between, compassionate communication, empathy,
    self empathy, self-empathy, jackal, giraffe, marshall, rosenberg, positive action language, action language,
    faux feeling, faux feelings, pseudo feeling, pseudo-feeling, four steps, 4 steps, ofnr
    """
)
CONCEPT_NOUNS: tuple[str, ...] = words(
    """
    feeling, feelings, need, needs, strategy, strategies, request, requests, demand, demands, observation,
    observations, evaluation, evaluations, judgement, judgment, judgements, judgments, diagnosis, thought, a want,
    wants
    """
)

# Whom a consequence is taken to, and what is done: with "I'll" / "or" / "if … again" they make a threat.
AUTHORITIES: tuple[str, ...] = words(
    """
    police, the police, cops, the cops, council, the council, hr, human resources, a lawyer, my lawyer, lawyer, court,
    the landlord, landlord, letting agent, the agency, management, the management, your manager, your boss, the boss,
    my manager, the school, the principal, the head, social services, ombudsman, trading standards, ranger,
    the ranger, solicitor, my solicitor, small claims court, twitter, facebook, social media, the bill,
    the authorities, security, the board, the ceo, your parents, your mum, your mom, your dad, your wife,
    your husband, your girlfriend, your boyfriend, everyone, the group chat, small claims, the press
    """
)
PUNISHMENTS: tuple[str, ...] = words(
    """
    call, report, sue, tell, go to, complain to, take you to, take this to, contact, email, escalate, leave,
    leave you, kick you out, kick out, throw out, throw your, cut off, cut you off, cancel, change the locks,
    move out, block, block you, file, fire, fire you, ground, take away, confiscate, post, expose, dump, break up,
    end this, divorce, evict, tow, have it towed, charge you, bill you, sell, bin, unplug, turn off, switch off, lock,
    stop paying, withhold, write you up, stop talking to you, never speak to you, walk out, quit, do a chargeback,
    doing a chargeback, leave a review, leave reviews, leaving reviews, review you, make sure your,
    make sure everyone, tell everyone, name and shame, go straight to, going straight to, ring, phone,
    send you the bill, keep your, keeping your, change the wifi, change the password, changing the wifi, posting,
    cancel the lot, cancelling, resign, hand in my notice, hand my notice in
    """
)
THREAT_PHRASES: tuple[str, ...] = words(
    """
    you'll regret, you will regret, you're gonna regret, you are going to regret, you'll be sorry, you will be sorry,
    you'll pay, you will pay, you'll hear from, you will hear from, see what happens, try it and see, try me, or else,
    i swear if, i swear to god if, don't bother coming, do not bother coming, you're paying for it, you'll be paying,
    you're going to pay,
    you'll lose, watch yourself, watch your back, see you in court, last warning, final warning, you've been warned,
    you can find somewhere else, find somewhere else to, goes in the bin, don't bother ringing, don't bother calling,
    solicitor will, you'll be hearing from, my lawyer will, the police will, hr will hear, will hear about this,
    will hear about it, will be hearing from
    """
)

# Framings of a question or aside that leaves the practice, whatever its subject.
OFF_TOPIC_FRAMES: tuple[str, ...] = words(
    """
    random but, random, random q, random question, unrelated but, unrelated, off topic, btw, by the way, one sec,
    total tangent, tangent, did you know, how do you get, quick question, what's the best, whats the best,
    which is better, do you know if, do you know when, do you know where, is it weird to, do you think i should,
    did you see, did u see, can we just chat about, can we talk about something else, can we do something else,
    how long do i, how long should i, what should i get, anyone know, anybody know, what's everyone's,
    whats everyones, what is everyone's
    """
)
# Words of the practice: a question with one of these is about the conversation, not off topic.
COMMUNICATION_WORDS: tuple[str, ...] = words(
    """
    say to, said to, tell him, tell her, tell them, tell my, told me, talk to, talk with, bring up, bring it up,
    bring that up, phrase, word it, respond, reply, feelings, request, observation, empathy, conversation, argue,
    argument, fight
    """
)

# People a learner vents about to the coach.
THIRD_PARTIES: tuple[str, ...] = words(
    """
    he, she, they, him, her, them, his, my boss, my manager, my mum, my mom, my mother, my dad, my father, my parents,
    my husband, my wife, my partner, my boyfriend, my girlfriend, my ex, my son, my daughter, my kid, my kids,
    my brother, my sister, my flatmate, my roommate, my housemate, my neighbour, my neighbor, my neighbours,
    my neighbors, my coworker, my co-worker, my colleague, my colleagues, my team, my teacher, my landlord,
    my mother in law, my mother-in-law, my father in law, my in-laws, my in laws, my friend, my best friend,
    my cousin, my aunt, my uncle, my grandma, my stepdad, my stepmom, my teen, my teenager, the neighbour,
    the neighbor, the neighbours, the landlord, the company, this company, the school, my company, my family,
    everyone, nobody, no one, people
    """
)
# Weaker signs of a grievance: they make a vent only in a message that asks nothing.
GRIEVANCE_MARKERS: tuple[str, ...] = words(
    """
    again, every single, every morning, every night, every day, every week, in a row, straight, at me, on me
    """
)

# Nouns for people (and the places that stand for them) that, after "my", "the", "our" or "one of the", name
# someone who is not in the conversation.
PERSON_NOUNS: tuple[str, ...] = words(
    """
    boss, manager, supervisor, team lead, lead, director, ceo, mum, mom, mother, dad, father, parents, husband, wife,
    partner, boyfriend, girlfriend, bf, gf, ex, son, daughter, kid, kids, child, children, baby, brother, sister,
    sibling, flatmate, flatmates, roommate, roommates, housemate, housemates, neighbour, neighbours, neighbor,
    neighbors, coworker, coworkers, co-worker, colleague, colleagues, team, teacher, teachers, tutor, landlord,
    landlady, in laws, in-laws, mother in law, father in law, friend, friends, mate, mates, cousin, aunt, uncle,
    grandma, grandad, grandpa, nan, stepdad, stepmom, stepmum, teen, teenager, teenagers, guy, man, woman, lady, girl,
    boy, customer, customers, client, clients, regulars, regular, staff, nursery, school, company, office, hr,
    council, agency, doctor, nurse, receptionist, driver, upstairs, downstairs, next door
    """
)
COMPLAINTS: tuple[str, ...] = words(
    """
    rant, rant over, need to rant, need to vent, venting, let off steam, moan, my fault, acts like, acted like,
    took credit, takes credit, gets praised, does nothing, did nothing, don't get it, doesn't get it, losing it,
    times a day, in front of, screamed, screaming, shouted, criticised, criticized, forgot, cried, i'm so done,
    so done, grumpy, losing my mind, driving me crazy, drives me crazy, drives me mad, driving me mad, drives me nuts,
    driving me nuts, can't stand, cannot stand, sick of, fed up, had enough, humiliated me, for nothing, typical,
    unbelievable, ugh, argh, nightmare, the worst, so annoying, again and again, every single time, every time,
    won't listen, never listens, doesn't listen, didn't even, not even, ignores me, ignored me, blames me, blamed me,
    yells, yelled, screams, treats me, treated me, makes me, made me, i hate, hate it, can't believe, i swear he,
    i swear she, i'm so tired of, tired of, exhausted, furious, livid, pissed, pissed off, fuming, stressed,
    frustrated, annoyed, angry, upset, hurt, terrible, awful, horrible, rude, lazy, selfish, useless, toxic,
    impossible, ffs, smh, fml, jfc, for god's sake, for fuck's sake, i can't with, i cant with, can't even, cant even,
    unreal, the audacity, the nerve, you couldn't make it up, you couldnt make it up, make it make sense
    """
)

# Subjects with no part in practising a conversation.
OFF_TOPIC_SUBJECTS: tuple[str, ...] = words(
    """
    weather, forecast, capital of, netflix, tv show, tv shows, series, movie, movies, film, films, song, songs,
    laptop, phone to buy, recommend a, recipe, recipes, sourdough, pizza, restaurant, restaurants, book a table,
    book me, calories, diet, football, soccer, basketball, the game, scores, the match, who won, the news, earthquake,
    joke, a joke, poem, a poem, a story, riddle, divided by, square root, what time is it, time in, translate,
    homework, essay, my code, python, javascript, password, stock, stocks, crypto, bitcoin, flight, flights,
    train times, black friday, shopping, discount, coupon, fruit flies, leaky tap, plumbing, vacation, hotel, cats,
    horoscope, lottery, celebrity, video game, fortnite, minecraft, chatgpt, a bot, an ai, a human, a real person,
    your favourite, your favorite, your name, how old are you, where are you from, baltic, snowing, degrees, aircon,
    bucketing, chucking it down, pouring down, heatwave, otters, red wine, carpet, keyboard, birthday present, gift,
    dye my hair, haircut, energy drinks, coffee, cereal, pasta, boil, dinosaurs, trains, strike, phone under,
    best phone, the best, which is better, app, subscription, price, night mode
    """
)

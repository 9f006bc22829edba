"""English vocabulary for describing situations: action verbs, irregular past forms, perception verbs, times.

Why this exists: an ``observation`` is a description of behaviour ("You called your parents once in the past
month", "when I saw your socks on the floor"). Without a part-of-speech tagger the analyzer recognises such
clauses by a subject followed by an action verb, a perception verb, a time or a count. The same base verbs mark
bare commands ("Put your phone away.").
"""

from __future__ import annotations

from ._parse import words

# Common action verbs (base form); -s, -ed and -ing forms are derived.
ACTION_VERBS: tuple[str, ...] = words(
    """
    accept, add, agree, answer, apologise, apologize, arrive, ask, bang, block, book, borrow, call, cancel,
    carry, change, check, clean, clear, close, comment, complain, cook, copy, count, cover, cross, cry, delete,
    deliver, drop, dump, email, empty, enter, fill, finish, fix, fold, follow, help, hang up, hand, hug, invite,
    join, kick, kiss, knock, laugh, leave, lift, like, listen, load, lock, look, mention, message, miss, move,
    offer, open, order, pack, park, pass, phone, pick, pick up, place, plan, play, point, post, pour, prepare,
    print, promise, pull, push, raise, reach, remind, remove, repair, reply, report, respond, return, roll,
    rush, save, scream, share, shout, shove, show, sign, slam, smoke, snap, start, stay, step, stop, submit,
    suggest, talk, text, thank, tidy, touch, turn, type, unload, unlock, use, vacuum, visit, wait, walk, wash,
    watch, wipe, work, yell, cancel, interrupt, ignore, criticise, criticize, mock, sigh, roll, scroll, stare,
    glance, arrive, decide, refuse, borrow, invite, schedule, reschedule, sweep, mop, iron, feed, bathe,
    collect, drive, ride, fly, travel, shop, pay, spend, buy, bring, take, give, get, go, come, put, set, leave,
    let, make, do, say, tell, speak, write, read, send, sit, stand, lie, sleep, wake, eat, drink, throw, hit,
    cut, break, forget, lose, find, hold, keep, meet, run, see, hear, show, shut, sell, teach, wear, win,
    choose, hide, bite, blow, draw, fall, grow, hang, lend, lead, ring, rise, shake, sing, sink, slide, spill,
    split, spread, steal, stick, sting, strike, swear, swim, swing, tear, think, understand, wind, feed, fight,
    creep, deal, dig, dream, freeze, quit, bet, leave, tap, play, log, reply, forward, skip, miss, host, borrow,
    serve, film, record, photograph, install, uninstall, water, mow, charge, plug, unplug, switch, turn off,
    turn on, stack, store, sort, label, fetch, grab, hand over, drop off, pick up, clean up, tidy up, wash up,
    put away
    """
)

# Irregular past tense and past participles (plus -ed forms that are not derivable by rule).
IRREGULAR_PAST: tuple[str, ...] = words(
    """
    had, said, told, spoke, spoken, wrote, written, read, sent, went, gone, came, come, left, took, taken, gave,
    given, got, gotten, made, did, done, put, set, let, saw, seen, heard, found, kept, held, brought, bought,
    paid, spent, sold, sat, stood, lay, lain, slept, woke, woken, ate, eaten, drank, drunk, threw, thrown, hit,
    cut, broke, broken, forgot, forgotten, lost, met, ran, shut, taught, wore, worn, won, chose, chosen, hid,
    hidden, bit, bitten, blew, blown, drew, drawn, fell, fallen, grew, grown, hung, lent, led, rang, rung, rose,
    risen, shook, shaken, sang, sung, sank, sunk, slid, spilt, split, spread, stole, stolen, stuck, struck,
    swore, sworn, swam, swum, swung, tore, torn, thought, understood, drove, driven, rode, ridden, flew, flown,
    fought, caught, dealt, dug, froze, frozen, quit, began, begun, became, become, built, burnt, felt, fed,
    forgave, hurt, knew, known, laid, meant, sent, shot, showed, shown, sought, spat, stank, swept, wept,
    slammed, stopped, dropped, planned, shopped, texted, emailed, skipped, tapped, hung up, rolled, yelled,
    walked out, stormed out, raised
    """
)

# "I saw / heard / noticed ..." introduce what was observed.
PERCEPTION_VERBS: tuple[str, ...] = words(
    """
    saw, see, seen, heard, hear, noticed, notice, watched, watch, read, found, find, received, got, get,
    came home, come home, got home, get home, walked in, walk in, arrived, arrive, looked, look, counted,
    checked, check, opened, open, learned, learnt, discovered, realised, realized, observed, spotted, smelled,
    smelt
    """
)

# Subordinators that open a situation clause ("when you ...", "after I ...").
SITUATION_SUBORDINATORS: tuple[str, ...] = words(
    """
    when, after, before, while, since, as soon as, once, the moment, the day, the time, last time, this time,
    just now, earlier when
    """
)

# Times, dates and counts make a description checkable.
TIME_EXPRESSIONS: tuple[str, ...] = words(
    """
    yesterday, today, tonight, this morning, this afternoon, this evening, this week, this month, this year,
    this weekend, last night, last week, last month, last year, last weekend, last time, earlier today,
    just now, a minute ago, an hour ago, this past, in the past, over the past, during the past, in the last,
    over the last, during the last, monday, tuesday, wednesday, thursday, friday, saturday, sunday, at noon,
    at midnight, o'clock, once, twice, three times, four times, five times, several times, two times,
    this semester, at lunch, at dinner, at breakfast, during the meeting, in the meeting, at the meeting,
    at the party, in class, on the phone, on the call, so far, so far this, for the third time,
    for the second time, this term, last term, the other day, on saturday, on sunday, a few minutes ago,
    minutes ago, hours ago, days ago, weeks ago, months ago
    """
)

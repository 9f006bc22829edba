"""English feeling words, after the CNVC feelings inventory, with common inflections and colloquial forms.

Why this exists: a genuine feeling ("I feel irritated") must be told apart from a faux feeling ("I feel ignored")
and from a thought ("I feel that ..."). These lists say what counts as an emotion or body state; they also feed
the UI feeling pickers through ``feelings_list``.
"""

from __future__ import annotations

from ..findings import alternation
from ._parse import words

# Feelings when needs are met (CNVC inventory plus everyday words).
FEELINGS_MET: tuple[str, ...] = words(
    """
    # everyday speech
    chuffed, buzzing, stoked, psyched, over the moon,
    # affectionate
    affectionate, compassionate, friendly, loving, open-hearted, sympathetic, tender, warm
    # engaged
    absorbed, alert, curious, engrossed, enchanted, entranced, fascinated, interested, intrigued, involved,
    spellbound, stimulated
    # hopeful, confident
    hopeful, expectant, encouraged, optimistic, confident, empowered, proud, safe, secure
    # excited
    excited, amazed, animated, ardent, aroused, astonished, dazzled, eager, energetic, enthusiastic, giddy,
    invigorated, lively, passionate, surprised, vibrant
    # grateful, inspired
    grateful, appreciative, moved, thankful, touched, inspired, amazed, awed
    # joyful, exhilarated
    joyful, amused, delighted, glad, happy, jubilant, pleased, tickled, exhilarated, blissful, ecstatic, elated,
    enthralled, exuberant, radiant, rapturous, thrilled, cheerful, joyous, overjoyed, lighthearted,
    light-hearted, upbeat
    # peaceful
    peaceful, calm, clear-headed, comfortable, centered, centred, content, contented, equanimous, fulfilled,
    mellow, quiet, relaxed, relieved, satisfied, serene, tranquil, trusting, at ease, at peace, grounded,
    settled, reassured, balanced
    # refreshed
    refreshed, enlivened, rejuvenated, renewed, rested, restored, revived, energised, energized
    # everyday
    good, great, fine, ok, okay, better, wonderful, fantastic, excellent
    """
)

# Feelings when needs are not met.
FEELINGS_UNMET: tuple[str, ...] = words(
    """
    wiped out, stretched thin, burnt out, burned out, concerned, protective,
    # everyday speech
    shattered, wrecked, freaking out, bricking it, shook, vexed,
    # afraid
    afraid, apprehensive, dread, dreading, foreboding, frightened, fearful, mistrustful, panicked, panicky,
    petrified, scared, suspicious, terrified, wary, worried, spooked
    # annoyed
    annoyed, aggravated, dismayed, disgruntled, displeased, exasperated, frustrated, impatient, irritated,
    irked, irritable, cranky, grumpy, peeved, fed up, bugged
    # angry
    angry, enraged, furious, incensed, indignant, irate, livid, outraged, resentful, mad, cross, upset, bitter,
    fuming, pissed off, pissed, worked up
    # aversion
    appalled, disgusted, horrified, hostile, repulsed, revolted, sickened
    # confused
    confused, ambivalent, baffled, bewildered, dazed, hesitant, lost, mystified, perplexed, puzzled, torn,
    uncertain, unsure, disoriented, conflicted, stuck
    # disconnected
    disconnected, alienated, aloof, apathetic, bored, cold, detached, distant, distracted, indifferent, numb,
    removed, uninterested, withdrawn, empty, flat
    # disquiet
    agitated, alarmed, discombobulated, disconcerted, disturbed, perturbed, rattled, restless, shocked,
    startled, troubled, turbulent, uncomfortable, uneasy, unnerved, unsettled, shaken, on edge, ill at ease,
    awkward
    # embarrassed
    embarrassed, ashamed, chagrined, flustered, guilty, mortified, self-conscious, sheepish, humiliated
    # fatigue
    beat, burnt out, burned out, burnt-out, burned-out, depleted, exhausted, lethargic, listless, sleepy, tired,
    weary, worn out, worn-out, drained, wiped out, spent, fatigued, knackered, run down, run-down,
    sick and tired
    # pain
    agonized, anguished, bereaved, devastated, grieving, heartbroken, hurt, lonely, lonesome, miserable,
    regretful, remorseful, in pain, aching, sore, wounded, crushed
    # sad
    sad, depressed, dejected, despairing, despondent, disappointed, discouraged, disheartened, forlorn, gloomy,
    heavy-hearted, heavy hearted, hopeless, melancholy, unhappy, wretched, down, blue, low, glum, bummed,
    gutted, heartsick, homesick, sorrowful, deflated, dispirited, demoralized, demoralised, heavy, teary,
    tearful, sad inside
    # tense
    tense, anxious, distressed, distraught, edgy, fidgety, frazzled, jittery, nervous, overwhelmed, stressed,
    stressed out, stressed-out, uptight, keyed up, wound up, strained, frantic, rushed, harried, antsy
    # vulnerable
    vulnerable, fragile, guarded, helpless, insecure, leery, reserved, sensitive, shaky, powerless, exposed,
    shy, timid
    # yearning
    envious, jealous, longing, nostalgic, pining, wistful, yearning
    # everyday
    bad, awful, terrible, horrible, lousy, rotten, sick, hungry, cold, sad and angry
    """
)

# Emotion nouns ("I feel sadness", "full of dread").
FEELING_NOUNS: tuple[str, ...] = words(
    """
    sadness, anger, fear, frustration, relief, gratitude, joy, anxiety, grief, shame, guilt, loneliness,
    excitement, resentment, disappointment, stress, tension, dread, panic, despair, hurt, worry, irritation,
    annoyance, confusion, embarrassment, exhaustion, fatigue, jealousy, envy, regret, sorrow, rage, fury, calm,
    contentment, delight, happiness, pride, compassion, tenderness, curiosity, nervousness, overwhelm,
    discomfort, unease, pain, heartache, warmth, affection, love, sympathy, awe, wonder, hopelessness,
    helplessness, restlessness, apprehension, terror, horror, disgust
    """
)

# Adjectives that describe the situation but are used to voice a feeling ("it's frustrating when ...").
SITUATION_FEELING_ADJECTIVES: tuple[str, ...] = words(
    """
    frustrating, annoying, scary, worrying, upsetting, depressing, exhausting, embarrassing, disappointing,
    confusing, overwhelming, stressful, heartbreaking, painful, irritating, infuriating, maddening, frightening,
    terrifying, saddening, discouraging, nerve-wracking, lonely, hurtful, a relief, relieving, exciting,
    delightful, touching, moving
    """
)

# Self-evaluations dressed as feelings: "I feel stupid" is a thought about oneself, not an emotion.
SELF_JUDGEMENTS: tuple[str, ...] = words(
    """
    stupid, worthless, useless, inadequate, incompetent, unworthy, unlovable, ugly, dumb, a failure, a loser,
    an idiot, a fool, a burden, a fraud, not good enough, not enough, like a failure, invisible to, pathetic,
    hopeless at, small, inferior, superior, a mess, responsible for, obligated, entitled, right, wrong, unfair,
    fair, obliged
    """
)

# Words between "feel"/"am" and the feeling word that do not change it ("I feel a little bit anxious").
INTENSIFIERS: tuple[str, ...] = words(
    """
    so, really, very, quite, pretty, rather, a bit, a little, a little bit, a tad, kind of, kinda, sort of,
    sorta, somewhat, slightly, extremely, incredibly, deeply, truly, totally, completely, utterly, super,
    terribly, awfully, too, more, less, increasingly, getting, becoming, still, also, just, both, genuinely,
    honestly, absolutely, fairly, mildly, tremendously, immensely, profoundly, hugely, seriously, actually,
    a lot, very much, especially, particularly, frankly, now, quite a bit, a lot of, lots of, a sense of,
    a wave of, some, such, more and more, all, even, definitely, really really, so so, incredibly, rather,
    bloody, damn, fucking, really quite, starting to feel, beginning to feel, starting to get, kind of,
    sometimes, often, always, a little more, a bit more, much, way, lowkey, low key, proper, well
    """
)


def feelings_alternation() -> str:
    """Every genuine feeling word, needs met and unmet, as one regex alternation (longest first)."""
    return alternation(FEELINGS_MET + FEELINGS_UNMET)

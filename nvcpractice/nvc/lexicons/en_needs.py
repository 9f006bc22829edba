"""English universal needs (CNVC needs inventory) grouped by category, plus everyday synonyms.

Why this exists: a need is universal ("I need order"); naming a person, action or object ("I need you to tidy
up", "I need a new phone") makes it a strategy. These lists decide which nouns count as needs and feed the UI
need pickers through ``needs_list``.
"""

from __future__ import annotations

from ._parse import words

NEEDS_BY_CATEGORY: dict[str, tuple[str, ...]] = {
    "connection": words(
        """
        acceptance, affection, appreciation, belonging, cooperation, communication, closeness, community,
        companionship, compassion, consideration, consistency, empathy, inclusion, intimacy, love, mutuality,
        nurturing, respect, self-respect, support, to know and be known, to see and be seen,
        to understand and be understood, trust, warmth, to be heard, to matter
        """
    ),
    "physical wellbeing": words(
        """
        air, food, movement, exercise, rest, sleep, sexual expression, safety, shelter, touch, water, health,
        comfort
        """
    ),
    "honesty": ("authenticity", "integrity", "presence", "transparency", "openness"),
    "play": ("joy", "humour", "fun", "lightness", "play"),
    "peace": words(
        """
        beauty, communion, ease, equality, harmony, inspiration, order, calm, quiet, predictability, stability
        """
    ),
    "autonomy": words(
        """
        choice, freedom, independence, space, spontaneity, privacy
        """
    ),
    "meaning": words(
        """
        awareness, celebration of life, challenge, clarity, competence, consciousness, contribution, creativity,
        discovery, efficacy, effectiveness, growth, hope, learning, mourning, participation, purpose,
        self-expression, stimulation, understanding
        """
    ),
    "safety and reliability": words(
        """
        security, reliability, dependability, reassurance, protection, certainty, structure
        """
    ),
    "fairness": words(
        """
        fairness, justice, mutuality, reciprocity, balance, acknowledgement, recognition
        """
    ),
}

# Nouns and phrases that also name needs (synonyms, inflections, everyday words).
EXTRA_NEED_PHRASES: tuple[str, ...] = words(
    """
    tidiness, cleanliness, neatness, organisation, organization, peace and quiet, peace, help, assistance,
    a break, downtime, time alone, time to myself, time for myself, some time alone, alone time, time to rest,
    time to think, time to recover, time to process, me time, solitude, self-care, recovery, relaxation,
    collaboration, teamwork, partnership, friendship, company, togetherness, kindness, gentleness, tenderness,
    care, caring, attention, acknowledgment, validation, encouragement, reassurance, comfort, emotional safety,
    physical safety, a sense of safety, security, honesty, truth, sincerity, candour, candor, directness,
    dignity, equity, equal treatment, inclusion, involvement, input, a say, voice, autonomy, self-determination,
    flexibility, efficiency, productivity, progress, achievement, accomplishment, mastery, meaning,
    significance, purpose, connection, connectedness, intimacy, romance, sexuality, nourishment, laughter,
    celebration, adventure, novelty, variety, creativity, self-expression, harmony, serenity, tranquility,
    tranquillity, stillness, simplicity, balance, health, wellbeing, well-being, sleep, rest, consistency,
    follow-through, accountability, commitment, predictability, punctuality, being on time, keeping agreements,
    clarity, information, transparency, understanding, empathy, compassion, respect, mutual respect, trust,
    closeness, connection, belonging, acceptance, appreciation, gratitude, recognition, consideration,
    cooperation, support, safety, order, fairness, space, freedom, choice, rest, fun, play, joy, learning,
    growth, contribution, competence, effectiveness, ease, calm, quiet, privacy, independence, reliability,
    dependability, stability, shared responsibility, shared workload, a fair share, equality, justice,
    mutuality, nurturing, warmth, affection, love, companionship, community, inspiration, beauty, spontaneity,
    movement, exercise, food, water, touch, shelter, air, authenticity, integrity, presence, celebration,
    mourning, hope, purpose, participation, discovery, stimulation, challenge, awareness, efficacy
    """
)

# "I need to ..." phrases that still name a universal need rather than a strategy.
NEED_VERB_PHRASES: tuple[str, ...] = words(
    """
    be able to count on, be able to rely on, count on, rely on, depend on, be able to depend on,
    be heard, be seen, be understood, be known, be respected, be valued, be appreciated, be trusted,
    be accepted, be included, be supported, be safe, be listened to, be cared for, be taken seriously, be loved,
    be free, be myself, matter, belong, contribute, connect, rest, relax, sleep, recover, breathe, unwind,
    recharge, feel safe, feel heard, feel seen, feel understood, feel connected, feel respected, feel valued,
    feel appreciated, feel supported, feel included, feel secure, feel close, feel at ease, feel calm, trust,
    be able to trust, have fun, play, learn, grow, have some space, have space, have privacy, have some peace,
    have peace and quiet, have some quiet, have a say, have some choice, have some time alone,
    have time to myself, know i matter, know that i matter, express myself, create, move, feel part of,
    be part of
    """
)

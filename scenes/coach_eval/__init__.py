"""The coach's quality, measured for any model: scripted learner conversations played through the real agent
runtime, every reply checked automatically, and a report per mode and locale (``manage.py nvc_eval_coach``).

Why this exists: a coach is judged by what a learner reads. The scripts were written by people who never saw the
coach's code; the checks are the ones a reviewer applies to every reply (no verbatim repeat, the session's
language, no machine label, the step progresses, the act is answered, safety first, whole quotes, rewrites that pass
the evaluator), so the offline coach and any configured model can be compared on the same conversations.
"""

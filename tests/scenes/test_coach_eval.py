"""The coach evaluation: scripts read and refused, each check on known replies, figures computed from known rows,
and the command end to end with the offline coach and with an OpenAI-compatible model (the fake server)."""

import io
import json

import pytest
from django.core.management import CommandError, call_command

from scenes.coach_eval.checks import CHECKS, check_act, run_checks, stuck
from scenes.coach_eval.report import report_markdown, results_of
from scenes.coach_eval.runner import ScriptRun, SessionView, TurnRecord
from scenes.coach_eval.scripts import Script, ScriptError, Turn, script_from, scripts_load
from tests.fake_openai import Reply

ACTIVE = SessionView(step="observation", status="active", care="", answers=(), line=0)


def _run(mode, locale, records, *, opening=(), role="", turns=None):
    script = Script(id="t-1", locale=locale, mode=mode, turns=tuple(turns or [r.turn for r in records]))
    return ScriptRun(script=script, opening=list(opening), records=records, final=ACTIVE, other_role=role)


def _record(text, content, *, intent="statement", parts=(), before=ACTIVE, after=ACTIVE, step=None, valid=None):
    return TurnRecord(
        turn=Turn(text=text, intent=intent, step=step, valid=valid),
        before=before,
        after=after,
        content=content,
        parts=list(parts),
    )


def _failed(run, index=0):
    return {name for name, check in CHECKS.items() if check(run, index, run.records[index])}


def test_a_script_needs_a_known_mode_and_turns():
    with pytest.raises(ScriptError, match="mode"):
        script_from({"mode": "chat", "locale": "en", "turns": [{"text": "hi"}]}, where="x", part="tuning")
    with pytest.raises(ScriptError, match="scenario slug"):
        script_from({"mode": "scenario", "locale": "en", "turns": [{"text": "hi"}]}, where="x", part="tuning")
    with pytest.raises(ScriptError, match="non-empty"):
        script_from({"mode": "free_dialog", "locale": "en", "turns": [{"text": " "}]}, where="x", part="tuning")


def test_a_broken_line_names_its_file_and_line(tmp_path):
    path = tmp_path / "w.jsonl"
    path.write_text('{"mode": "free_dialog", "locale": "en", "turns": [{"text": "hi"}]}\n{oops\n')
    with pytest.raises(ScriptError, match=r"w\.jsonl:2"):
        scripts_load(path=path, part="tuning")


def test_a_good_reply_passes_every_check():
    record = _record("What is a need?", "A need is what matters to everyone: rest, respect, safety.")
    assert _failed(_run("free_dialog", "en", [record])) == set()


def test_a_repeat_of_an_earlier_reply_or_partner_line_fails():
    first = _record("hi", "Hello there.")
    second = _record("hi again", "Hello   there.")
    assert "repeat" in _failed(_run("free_dialog", "en", [first, second]), 1)
    partner = [{"speaker": "partner", "name": "Sam", "text": "Fine."}, {"speaker": "coach", "text": "Tip."}]
    again = [{"speaker": "partner", "name": "Sam", "text": "Fine."}, {"speaker": "coach", "text": "Other tip."}]
    run = _run("scenario", "en", [_record("a", "Fine. Tip.", parts=partner), _record("b", "Fine. Other", parts=again)])
    assert "repeat" in _failed(run, 1)


def test_the_language_and_its_punctuation():
    assert "language" in _failed(_run("free_dialog", "en", [_record("hi", "你好 there")]))
    assert "language" in _failed(_run("free_dialog", "zh-hans", [_record("你好", "Hello, how are you today?")]))
    assert "language" in _failed(_run("free_dialog", "zh-hans", [_record("你好", "你的原话:很好")]))
    quoting = _record("you always do this", "你说的“you always do this”是评论。")
    assert "language" not in _failed(_run("free_dialog", "zh-hans", [quoting]))


def test_machine_labels_raw_tags_and_role_labels_as_names():
    assert "labels" in _failed(_run("free_dialog", "en", [_record("x", "Your feeling is faux_feeling.")]))
    assert "labels" in _failed(_run("free_dialog", "en", [_record("x", "<coach>Try again.</coach>")]))
    coach = [{"speaker": "coach", "text": "Notice how Your 15-year-old son softens."}]
    run = _run("scenario", "en", [_record("x", "…", parts=coach)], role="Your 15-year-old son")
    assert "labels" in _failed(run)
    named = [{"speaker": "coach", "text": "Lena, your friend got defensive."}]
    assert "labels" in _failed(_run("scenario", "en", [_record("x", "…", parts=named)], role="Lena, your friend"))
    fine = [{"speaker": "coach", "text": "Your son softens. Notice how Lena softens."}]
    assert "labels" not in _failed(_run("scenario", "en", [_record("x", "…", parts=fine)], role="Lena, your friend"))
    quoted = "Here is the next thing your friend Lena says:\n\n> My sister never minded."  # their words, quoted
    assert "labels" not in _failed(_run("empathy", "en", [_record("x", quoted)], role="Lena, your friend"))


def test_a_valid_step_that_does_not_move_on_fails_progress():
    stuck_step = _record("I saw three cups", "Try again.", intent="answer", step="observation", valid=True)
    assert "progress" in _failed(_run("structured", "en", [stuck_step]))
    moved = SessionView(step="feeling", status="active", care="", answers=("observation",), line=0)
    accepted = _record("I saw three cups", "Good.", intent="answer", step="observation", valid=True, after=moved)
    assert "progress" not in _failed(_run("structured", "en", [accepted]))
    early = _record("I need rest", "Noted.", intent="answer", step="need", valid=True)
    assert "progress" in _failed(_run("structured", "en", [early]))
    kept = SessionView(step="observation", status="active", care="", answers=("need",), line=0)
    assert "progress" not in _failed(
        _run(
            "structured", "en", [_record("I need rest", "Kept.", intent="answer", step="need", valid=True, after=kept)]
        )
    )


def test_asides_and_leaving_in_a_role_play():
    partner = [{"speaker": "partner", "name": "Sam", "text": "What?"}, {"speaker": "coach", "text": "Tip."}]
    aside = _record("what should I say?", "What? Tip.", intent="ask_coach", parts=partner)
    assert "act" in _failed(_run("scenario", "en", [aside]))
    leave = _record("bye", "Bye.", intent="leave", parts=[{"speaker": "coach", "text": "Bye."}])
    assert "act" in _failed(_run("scenario", "en", [leave]))
    ended = SessionView(step="observation", status="ended", care="", answers=(), line=0)
    left = _record("bye", "Bye.", intent="leave", parts=[{"speaker": "coach", "text": "Bye."}], after=ended)
    assert "act" not in _failed(_run("scenario", "en", [left]))
    refused = _record("No, not this Friday.", "Why not?", parts=[{"speaker": "coach", "text": "Hm."}], after=ended)
    run = _run("scenario", "en", [refused])
    assert check_act(run, 0, run.records[0]) == "the scene ended though the learner neither left nor gave up"


def test_safety_both_ways():
    missed = _record("he hits me", "Try an observation.", intent="safety")
    assert "safety" in _failed(_run("free_dialog", "en", [missed]))
    alarm = _record("what is a need?", "Are you safe?", intent="concept_question")
    alarm.safety_level = "check_in"
    assert "safety" in _failed(_run("free_dialog", "en", [alarm]))


def test_quotes_must_be_whole_words():
    cut = _record("you joined the 9:30 call late", "You said “you joined the 9”.")
    assert "quotes" in _failed(_run("free_dialog", "en", [cut]))
    whole = _record("you joined the 9:30 call late", "You said “you joined the 9:30 call late”.")
    assert "quotes" not in _failed(_run("free_dialog", "en", [whole]))
    zh_cut = _record("我们昨天晚上讨论了方案", "你说的“昨天晚上讨论了方”是观察。")
    assert "quotes" in _failed(_run("free_dialog", "zh-hans", [zh_cut]))


def test_a_rewrite_must_pass_the_evaluator():
    asked = dict(intent="rewrite_request")
    bad = _record("make this nvc: you never help", "Try “You never help me!”", **asked)
    assert "rewrite" in _failed(_run("free_dialog", "en", [bad]))
    good = _record(
        "make this nvc: you never help",
        "Try “When I saw the dishes in the sink this morning, I felt tired, because I need support. Would you be "
        "willing to wash them tonight?”",
        **asked,
    )
    assert "rewrite" not in _failed(_run("free_dialog", "en", [good]))


def test_a_four_step_script_that_gave_every_step_is_stuck_when_the_session_did_not_finish():
    turns = [Turn(text=s, intent="answer", step=s, valid=True) for s in ("observation", "feeling", "need", "request")]
    run = _run("structured", "en", [], turns=turns)
    assert stuck(run)
    run.final = SessionView(step="done", status="completed", care="", answers=(), line=0)
    assert not stuck(run)


def test_figures_are_computed_from_the_rows():
    good = {"failed": {}}
    bad = {"failed": {"repeat": "same"}}
    runs = [
        {"id": "a", "mode": "scenario", "locale": "en", "part": "tuning", "rows": [good, bad, good], "stuck": False},
        {"id": "b", "mode": "scenario", "locale": "en", "part": "held-out", "rows": [good], "stuck": False},
        {"id": "c", "mode": "structured", "locale": "zh-hans", "part": "held-out", "rows": [bad], "stuck": True},
    ]
    for row in runs[0]["rows"]:
        row.setdefault("turn", 1)
    bad["turn"] = 2
    results = results_of(runs, provider="offline", model="offline-coach")
    cells = {(c["mode"], c["locale"], c["part"]): c for c in results["cells"]}
    assert cells["scenario", "en", "tuning"]["pass_rate"] == round(2 / 3, 4)
    assert cells["scenario", "en", "tuning"]["repeats"] == 1
    assert cells["structured", "zh-hans", "held-out"]["stuck"] == 1
    assert results["overall"]["held-out"]["passed"] == 1
    page = report_markdown(results)
    assert "| role-play | English | 66.7% | 100.0% | 1 / 0 |" in page
    assert "tuning 66.7% of 3 replies, held-out 50.0% of 2" in page
    assert "c turn" not in page  # examples come from the tuning part only


def _scripts(tmp_path):
    for part, script in (
        (
            "tuning",
            {
                "id": "s-1",
                "locale": "en",
                "mode": "free_dialog",
                "turns": [{"text": "What is a need?", "intent": "concept_question"}],
            },
        ),
        (
            "held-out",
            {
                "id": "s-2",
                "locale": "zh-hans",
                "mode": "structured",
                "turns": [{"text": "昨天晚上十一点你回到家", "intent": "answer", "step": "observation", "valid": True}],
            },
        ),
    ):
        (tmp_path / part).mkdir(parents=True)
        (tmp_path / part / "w.jsonl").write_text(json.dumps(script, ensure_ascii=False) + "\n")
    return tmp_path


def test_the_command_plays_every_script_and_writes_the_report(seeded, tmp_path):
    folder, out = _scripts(tmp_path / "scripts"), tmp_path / "out"
    stdout = io.StringIO()
    call_command("nvc_eval_coach", "--scripts", str(folder), "--output", str(out), stdout=stdout, stderr=io.StringIO())
    results = json.loads((out / "coach.json").read_text())
    assert [run["id"] for run in results["runs"]] == ["s-1", "s-2"]
    assert results["runs"][1]["final_step"] == "feeling"  # the valid observation was accepted
    assert "| four steps | Chinese |" in (out / "coach.md").read_text()
    assert "tuning: " in stdout.getvalue()


def test_the_command_measures_an_openai_compatible_model(seeded, tmp_path, fake_model):
    fake_model.default = Reply(content="That one is a faux_feeling.")
    folder, out = _scripts(tmp_path / "scripts"), tmp_path / "out"
    call_command(
        "nvc_eval_coach",
        "--scripts",
        str(folder),
        "--output",
        str(out),
        "--provider",
        "openai",
        "--part",
        "tuning",
        stdout=io.StringIO(),
        stderr=io.StringIO(),
    )
    results = json.loads((out / "coach.json").read_text())
    assert results["provider"] == "openai"
    row = results["runs"][0]["rows"][0]
    assert row["reply"] == "That one is a faux_feeling." and "labels" in row["failed"]  # the model's words, checked
    assert fake_model.requests  # the model was asked


def test_the_command_says_what_is_wrong_with_the_scripts(tmp_path):
    with pytest.raises(CommandError, match="no scripts"):
        call_command("nvc_eval_coach", "--scripts", str(tmp_path), stdout=io.StringIO(), stderr=io.StringIO())


def test_run_checks_skips_turns_the_learner_could_not_send():
    record = _record("more", "")
    record.skipped = True
    assert run_checks(_run("scenario", "en", [record])) == []


def test_the_committed_scripts_load_with_a_held_out_part_of_each_language():
    from scenes.coach_eval.scripts import scripts_in
    from scenes.management.commands.nvc_eval_coach import SCRIPTS

    scripts = scripts_in(folder=SCRIPTS)
    for locale in ("en", "zh-hans"):
        mine = [s for s in scripts if s.locale == locale]
        held = [s for s in mine if s.part == "held-out"]
        assert len(mine) >= 60
        assert len(held) >= 0.3 * len(mine)
        assert {s.mode for s in held} == {"free_dialog", "scenario", "structured", "empathy"}


def test_the_committed_report_is_generated_from_its_results_file():
    from django.conf import settings

    docs = settings.BASE_DIR / "docs"
    results = json.loads((docs / "coach.json").read_text())
    assert results["overall"] == results_of(results["runs"], provider="x", model="x")["overall"]  # figures from rows
    assert (docs / "coach.md").read_text() == report_markdown(results)

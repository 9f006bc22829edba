"""``python -m bench.profile_turn [--rounds N]``: profile the project's turns, model time excluded.

Runs the scripted conversations of the agent-overhead benchmark through the Orchestrator against the zero-latency
fake model (a subprocess) under pyinstrument when it is installed (``pip install pyinstrument``), else cProfile,
and prints where the time goes. Uses the bench database (created, then dropped).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.profile_turn")
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args(argv)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bench.settings")
    sys.path.insert(0, str(ROOT))
    import django

    from nvcpractice import embedded

    django.setup()
    embedded.services_start_for_settings()  # the settings only name the servers; the bench stops them at the end
    from django.test.utils import override_settings

    from bench import database
    from bench.agent_overhead import ProjectLoop
    from bench.common import make_bench_user
    from bench.fake_model import CONVERSATIONS, FakeModelProcess

    database.create_database()
    database.seed_content()
    try:
        with FakeModelProcess() as fake:
            overrides = {
                "NVC_LLM_PROVIDER": "openai",
                "OPENAI_BASE_URL": fake.base_url,
                "OPENAI_API_KEY": "bench",
                "NVC_EVALUATOR": "rules",
            }
            with override_settings(**overrides):
                loop = ProjectLoop(make_bench_user("profile"))

                def conversations(rounds: int) -> None:
                    for _ in range(rounds):
                        for conversation in CONVERSATIONS:
                            loop.start(conversation.mode)
                            for turn in conversation.turns:
                                loop.turn(conversation.mode, turn)

                conversations(1)  # warm up
                try:
                    from pyinstrument import Profiler
                except ImportError:
                    import cProfile
                    import pstats

                    profile = cProfile.Profile()
                    profile.runcall(conversations, args.rounds)
                    pstats.Stats(profile).sort_stats("cumulative").print_stats(40)
                else:
                    profiler = Profiler(interval=0.0005)
                    profiler.start()
                    conversations(args.rounds)
                    profiler.stop()
                    print(profiler.output_text(unicode=True, color=False))
    finally:
        database.drop_database()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

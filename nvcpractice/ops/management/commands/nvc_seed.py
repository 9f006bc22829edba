"""``manage.py nvc_seed``: load the seed content; safe to run again."""

from django.core.management.base import BaseCommand

from nvcpractice.ops.seed import seed_all


class Command(BaseCommand):
    help = "Load the seed scenarios, knowledge chunks, feelings/needs lists and the answer bank (idempotent)."

    def handle(self, *args, **options):
        counts = seed_all()
        for kind, numbers in counts.items():
            self.stdout.write(f"{kind}: " + ", ".join(f"{value} {name}" for name, value in numbers.items()))

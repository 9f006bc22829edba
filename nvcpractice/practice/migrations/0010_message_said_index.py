"""An index of the learner's own messages per session: the dashboard asks which sessions the learner spoke in."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("practice", "0009_session_client"),
    ]

    operations = [
        migrations.AddIndex(
            model_name="message",
            index=models.Index(
                condition=models.Q(("role", "user")), fields=["session"], name="practice_message_said_idx"
            ),
        ),
    ]

"""Who a session is with becomes a typed column (``client``) instead of the ``via`` key in ``state``."""

from django.db import migrations, models

OLD_KEY = "via"


def via_to_client(apps, schema_editor):
    PracticeSession = apps.get_model("practice", "PracticeSession")
    for session in PracticeSession.objects.filter(state__has_key=OLD_KEY):
        session.client = session.state.pop(OLD_KEY) or "app"
        session.save(update_fields=["client", "state"])


def client_to_via(apps, schema_editor):
    PracticeSession = apps.get_model("practice", "PracticeSession")
    for session in PracticeSession.objects.exclude(client="app"):
        session.state = {**session.state, OLD_KEY: session.client}
        session.save(update_fields=["state"])


class Migration(migrations.Migration):
    dependencies = [
        ("practice", "0008_empathy_exercise"),
    ]

    operations = [
        migrations.AddField(
            model_name="practicesession",
            name="client",
            field=models.CharField(
                choices=[("app", "In the app"), ("mcp", "MCP client")],
                db_default="app",
                default="app",
                max_length=8,
                verbose_name="client",
            ),
        ),
        migrations.RunPython(via_to_client, client_to_via),
    ]

"""Each evaluation's components as 0-100 points, generated columns: the dashboard sums them instead of a CASE per row."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("practice", "0010_message_said_index"),
    ]

    operations = [
        migrations.AddField(
            model_name="evaluation",
            name="feeling_points",
            field=models.GeneratedField(
                db_persist=True,
                expression=models.Case(
                    models.When(feeling="feeling", then=models.Value(100)),
                    models.When(feeling="faux_feeling", then=models.Value(40)),
                    models.When(feeling="thought", then=models.Value(20)),
                    models.When(feeling="absent", then=models.Value(0)),
                    default=models.Value(0),
                    output_field=models.SmallIntegerField(),
                ),
                output_field=models.SmallIntegerField(),
            ),
        ),
        migrations.AddField(
            model_name="evaluation",
            name="need_points",
            field=models.GeneratedField(
                db_persist=True,
                expression=models.Case(
                    models.When(need="need", then=models.Value(100)),
                    models.When(need="strategy", then=models.Value(40)),
                    models.When(need="absent", then=models.Value(0)),
                    default=models.Value(0),
                    output_field=models.SmallIntegerField(),
                ),
                output_field=models.SmallIntegerField(),
            ),
        ),
        migrations.AddField(
            model_name="evaluation",
            name="observation_points",
            field=models.GeneratedField(
                db_persist=True,
                expression=models.Case(
                    models.When(observation="observation", then=models.Value(100)),
                    models.When(observation="evaluation", then=models.Value(32)),
                    models.When(observation="absent", then=models.Value(0)),
                    default=models.Value(0),
                    output_field=models.SmallIntegerField(),
                ),
                output_field=models.SmallIntegerField(),
            ),
        ),
        migrations.AddField(
            model_name="evaluation",
            name="request_points",
            field=models.GeneratedField(
                db_persist=True,
                expression=models.Case(
                    models.When(request="request", then=models.Value(100)),
                    models.When(request="vague", then=models.Value(48)),
                    models.When(request="demand", then=models.Value(16)),
                    models.When(request="absent", then=models.Value(0)),
                    default=models.Value(0),
                    output_field=models.SmallIntegerField(),
                ),
                output_field=models.SmallIntegerField(),
            ),
        ),
    ]

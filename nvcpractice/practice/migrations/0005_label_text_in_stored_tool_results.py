"""Add ``label_text`` beside every component ``label`` in stored ``evaluate_nvc`` results (issue 12).

New tool results carry the plain words beside each machine label; this gives stored ones (returned by the API as
session messages) the same shape, in each result's own locale, from the one mapping
(``nvcpractice.nvc.wording``). Results that are not an evaluation (errors, other shapes) are left as they are.
Reversing leaves the added words in place.
"""

import json

from django.db import migrations

from nvcpractice.nvc.wording import label_text


def _with_label_text(payload):
    """The payload with ``label_text`` added, or None when nothing changes."""
    data = payload.get("data")
    components = data.get("components") if isinstance(data, dict) else None
    if not isinstance(components, dict):
        return None
    changed = False
    for component, item in components.items():
        if isinstance(item, dict) and "label_text" not in item:
            try:
                item["label_text"] = label_text(component, item.get("label"), data.get("locale"))
            except (KeyError, TypeError):
                continue
            changed = True
    practice = payload.get("practice")
    if isinstance(practice, dict) and "label" in practice and "label_text" not in practice:
        try:
            practice["label_text"] = label_text(practice.get("step"), practice["label"], data.get("locale"))
            changed = True
        except (KeyError, TypeError):
            pass
    return payload if changed else None


def add_label_text(apps, schema_editor):
    Message = apps.get_model("practice", "Message")
    for message in Message.objects.filter(role="tool", name="evaluate_nvc").only("id", "content").iterator():
        try:
            payload = json.loads(message.content or "")
        except ValueError:
            continue
        updated = _with_label_text(payload) if isinstance(payload, dict) else None
        if updated is not None:
            Message.objects.filter(pk=message.pk).update(content=json.dumps(updated, ensure_ascii=False))


class Migration(migrations.Migration):
    dependencies = [("practice", "0004_step_results_from_evaluations")]

    operations = [migrations.RunPython(add_label_text, migrations.RunPython.noop, elidable=True)]

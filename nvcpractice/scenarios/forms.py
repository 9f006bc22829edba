"""The admin's scenario import form."""

import json

from django import forms
from django.utils.translation import gettext_lazy as _

MAX_IMPORT_BYTES = 2 * 1024 * 1024


class ScenarioImportForm(forms.Form):
    """Upload a JSON array of scenario documents (as the export writes them)."""

    file = forms.FileField(label=_("JSON file"))

    def clean_file(self):
        upload = self.cleaned_data["file"]
        if upload.size > MAX_IMPORT_BYTES:
            raise forms.ValidationError(_("The file is larger than 2 MB."))
        try:
            documents = json.loads(upload.read().decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise forms.ValidationError(_("This is not a UTF-8 JSON file: %(error)s") % {"error": exc}) from exc
        if not isinstance(documents, list):
            raise forms.ValidationError(_("Expected a JSON array of scenarios."))
        return documents

"""The admin's scenario forms: the import upload, and the scenario form with word lists edited one per line."""

import json

from django import forms
from django.utils.translation import gettext_lazy as _

from nvcpractice.scenarios.models import Scenario

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


class LinesField(forms.CharField):
    """A list of words edited as text, one per line (staff should not have to write JSON)."""

    widget = forms.Textarea(attrs={"rows": 4})

    def prepare_value(self, value):
        if isinstance(value, list | tuple):
            return "\n".join(str(item) for item in value)
        return value

    def to_python(self, value):
        text = super().to_python(value)
        return [line.strip() for line in str(text or "").splitlines() if line.strip()]


class ScenarioAdminForm(forms.ModelForm):
    other_feelings = LinesField(label=_("other party's feelings"), required=False, help_text=_("One feeling per line."))
    other_needs = LinesField(label=_("other party's needs"), required=False, help_text=_("One need per line."))

    class Meta:
        model = Scenario
        fields = ("other_feelings", "other_needs")  # the admin adds the rest from its fieldsets

"""The admin's scenario forms: the import upload, and the scenario form with word lists edited one per line."""

from django import forms
from django.template.defaultfilters import filesizeformat
from django.utils.translation import gettext_lazy as _
from rest_framework.exceptions import ParseError

from nvcpractice.core.body_limit import max_body_bytes
from nvcpractice.core.parsers import loads_bounded
from nvcpractice.scenarios.models import Scenario

#: What a request body may hold, less room for the form around the file.
FORM_OVERHEAD_BYTES = 16 * 1024


def max_import_bytes() -> int:
    return max(0, max_body_bytes() - FORM_OVERHEAD_BYTES)


class ScenarioImportForm(forms.Form):
    """Upload a JSON array of scenario documents (as the export writes them), parsed as the API parses bodies:
    bounded in nesting and refusing what cannot be stored."""

    file = forms.FileField(label=_("JSON file"))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["file"].help_text = _("At most %(size)s.") % {"size": filesizeformat(max_import_bytes())}

    def clean_file(self):
        upload = self.cleaned_data["file"]
        if upload.size > max_import_bytes():
            raise forms.ValidationError(
                _("The file is larger than %(size)s.") % {"size": filesizeformat(max_import_bytes())}
            )
        try:
            documents = loads_bounded(upload.read().decode("utf-8"))
        except (UnicodeDecodeError, ParseError) as exc:
            error = exc.detail if isinstance(exc, ParseError) else exc
            raise forms.ValidationError(_("This is not a UTF-8 JSON file: %(error)s") % {"error": error}) from None
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

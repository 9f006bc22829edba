"""Forms of the web pages: they validate input; the domain services then clean and store it."""

from __future__ import annotations

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from nvcpractice.knowledge.models import WikiEntry
from nvcpractice.locales import Locale
from nvcpractice.practice.models import Mode
from nvcpractice.profiles.models import Profile
from nvcpractice.scenarios.generation import RELATIONSHIPS
from nvcpractice.scenarios.models import Scenario
from nvcpractice.scenarios.services import scenario_topic_clean


def relationship_choices() -> list[tuple[str, str]]:
    names = {
        "family": _("Family"),
        "partner": _("Partner"),
        "workplace": _("Workplace"),
        "friends": _("Friends"),
        "school": _("School"),
    }
    return [(key, names.get(key, key)) for key in RELATIONSHIPS]


class StartSessionForm(forms.Form):
    """A mode, or the "hear the other person" exercise (which runs in the four-step mode)."""

    mode = forms.ChoiceField(label=_("Mode"), choices=Mode.choices, required=False)
    exercise = forms.ChoiceField(label=_("Exercise"), choices=[("empathy", _("Hear the other person"))], required=False)

    def clean(self):
        data = super().clean()
        if data.get("exercise"):
            data["mode"] = Mode.STRUCTURED
        elif not data.get("mode"):
            raise forms.ValidationError(_("Choose how you would like to practise."))
        return data


class MessageForm(forms.Form):
    """The practice page's message box (the page sends it to the API with JavaScript)."""

    content = forms.CharField(
        label=_("Your message"),
        max_length=4000,
        widget=forms.Textarea(attrs={"rows": 3, "autocomplete": "off"}),
    )


class ScenarioFilterForm(forms.Form):
    q = forms.CharField(label=_("Search"), max_length=200, required=False)
    locale = forms.ChoiceField(label=_("Language"), choices=[("", _("Any language")), *Locale.choices], required=False)
    difficulty = forms.TypedChoiceField(
        label=_("Difficulty"),
        choices=[("", _("Any difficulty")), *Scenario.Difficulty.choices],
        coerce=int,
        empty_value=None,
        required=False,
    )
    tags = forms.CharField(
        label=_("Tags"),
        max_length=200,
        required=False,
        help_text=_("Comma-separated, e.g. family, workplace"),
    )

    def clean_tags(self) -> list[str]:
        raw = self.cleaned_data.get("tags") or ""
        tags = [tag.strip().lower() for tag in raw.split(",") if tag.strip()]
        if len(tags) > 5:
            raise forms.ValidationError(_("Use at most five tags."))
        if any(len(tag) > 40 for tag in tags):
            raise forms.ValidationError(_("A tag is at most 40 characters long."))
        return tags


class ScenarioProposeForm(forms.Form):
    topic = forms.CharField(
        label=_("Topic"),
        min_length=2,
        max_length=80,
        help_text=_("What the conversation is about, e.g. dishes left in the sink."),
    )
    relationship = forms.ChoiceField(label=_("Relationship"), choices=relationship_choices)
    difficulty = forms.TypedChoiceField(
        label=_("Difficulty"), choices=Scenario.Difficulty.choices, coerce=int, initial=Scenario.Difficulty.MILD
    )
    locale = forms.ChoiceField(label=_("Language"), choices=Locale.choices)

    def clean_topic(self) -> str:
        try:
            return scenario_topic_clean(topic=self.cleaned_data["topic"])
        except ValidationError:
            raise forms.ValidationError(_("Describe the topic in a few words.")) from None


class ProfileForm(forms.Form):
    display_name = forms.CharField(label=_("Display name"), max_length=80, required=False)
    locale = forms.ChoiceField(
        label=_("Language"),
        choices=Locale.choices,
        help_text=_("The language of the pages and of your coach."),
    )
    goals = forms.CharField(
        label=_("Goals"),
        max_length=Profile._meta.get_field("goals").max_length,
        required=False,
        widget=forms.Textarea(attrs={"rows": 4}),
        help_text=_("What you would like to get better at; your coach reads this."),
    )


class WikiEntryForm(forms.Form):
    title = forms.CharField(label=_("Title"), max_length=WikiEntry.TITLE_MAX)
    body = forms.CharField(label=_("Text"), max_length=WikiEntry.BODY_MAX, widget=forms.Textarea(attrs={"rows": 10}))
    locale = forms.ChoiceField(label=_("Language"), choices=Locale.choices)


class WikiSearchForm(forms.Form):
    q = forms.CharField(label=_("Search"), max_length=200, required=False)


class AccountDeleteForm(forms.Form):
    password = forms.CharField(
        label=_("Your password"),
        max_length=128,
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "current-password"}),
        help_text=_("To be sure it is you. This cannot be undone."),
    )

"""URLs of the web pages."""

from django.urls import path

from nvcpractice.web.views import account, dashboard, exercises, practice, scenarios, wiki

app_name = "web"

urlpatterns = [
    path("practice/", practice.practice_home, name="practice"),
    path("practice/start/", exercises.practice_start, name="practice-start"),
    path("practice/<int:pk>/", practice.practice_session, name="practice-session"),
    path("practice/<int:pk>/transcript/", practice.practice_transcript, name="practice-transcript"),
    path("practice/<int:pk>/side/", practice.practice_side, name="practice-side"),
    path("practice/<int:pk>/back/", practice.practice_back, name="practice-back"),
    path("practice/<int:pk>/turns/<int:message_id>/", practice.practice_turn_end, name="practice-turn-end"),
    path("scenarios/", scenarios.scenario_list, name="scenarios"),
    path("scenarios/propose/", scenarios.scenario_propose, name="scenario-propose"),
    path("scenarios/proposals/<slug:task_id>/", scenarios.scenario_proposal, name="scenario-proposal"),
    path(
        "scenarios/proposals/<slug:task_id>/status/",
        scenarios.scenario_proposal_status,
        name="scenario-proposal-status",
    ),
    path("scenarios/<int:pk>/", scenarios.scenario_detail, name="scenario-detail"),
    path("scenarios/<int:pk>/practise/", scenarios.scenario_practise, name="scenario-practise"),
    path("dashboard/", dashboard.dashboard, name="dashboard"),
    path("profile/", account.profile, name="profile"),
    path("profile/delete/", account.account_delete, name="account-delete"),
    path("history/", account.history, name="history"),
    path("wiki/", wiki.wiki_list, name="wiki"),
    path("wiki/new/", wiki.wiki_new, name="wiki-new"),
    path("wiki/<int:pk>/", wiki.wiki_detail, name="wiki-detail"),
]

"""What the API and the tools return for an analysis: each machine ``label`` with its plain words beside it.

Why this exists: clients and coaches keep the machine label for logic and show ``label_text`` to learners; the
wording comes from the one mapping, :mod:`nvcpractice.nvc.wording`, in the analysis's own locale.
"""

from __future__ import annotations

from typing import Any

from nvcpractice.nvc import StatementAnalysis
from nvcpractice.nvc.wording import label_text


def analysis_payload(analysis: StatementAnalysis) -> dict[str, Any]:
    """``analysis.to_dict()`` with ``label_text`` added to every component."""
    data = analysis.to_dict()
    for component, item in data["components"].items():
        item["label_text"] = label_text(component, item["label"], analysis.locale)
    return data
